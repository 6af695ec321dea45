// backend.h — the interface between the target-independent compiler (src/)
// and one instruction-set backend (backend-<isa>/).
//
// A backend is one `Target` value.  The front end asks it for the few facts
// that change the language (the signedness of plain char and wchar_t, the
// long double format, the predefined macros, the va_list type), and the
// code generator (codegen.c) asks it for the body of each function.  The
// driver asks it how to assemble and link.  Adding a backend means writing
// one new directory and adding its Target to the table in
// driver_options.c; nothing in the parser changes
// (docs/codegen-interface.md, "Adding a backend").

#ifndef BACKEND_H
#define BACKEND_H

#include "safecc.h"

// How the target lays out a long double (ldouble.c encodes constants).
typedef enum {
  LDOUBLE_X87,       // x87 80-bit extended, padded to 16 bytes (x86_64)
  LDOUBLE_BINARY128, // IEEE 754 binary128 (AArch64)
} LdoubleFormat;

typedef struct {
  // Name used by --target= and in diagnostics, e.g. "x86_64".
  const char *name;

  // C source text preprocessed before every translation unit: #defines of
  // the target's predefined macros (__x86_64__, __SIZEOF_LONG_DOUBLE__ ...)
  // and `typedef ... __builtin_va_list;` with the ABI's va_list layout.
  const char *predefines;
  // The same for safe mode (docs/safe-mode.md): __SAFECC_SAFE__ and the
  // safe world's va_list, a one-element array holding a checked pointer
  // into the variadic arguments.
  const char *safe_predefines;

  // Plain `char` is signed on x86_64, unsigned on aarch64.
  bool char_is_signed;
  // wchar_t (the elements of L"..." and the type of L'x') is int on
  // x86_64, unsigned int on aarch64.  predefines says so to the headers
  // (__WCHAR_TYPE__, __WCHAR_MAX__, __WCHAR_MIN__).
  bool wchar_is_unsigned;
  LdoubleFormat ldouble_format;

  // Emits the body of function `fn`, from its entry to its last
  // instruction and its out-of-line code; codegen.c emits the section, the
  // symbol, the alignment before it and the size after it.  Frame layout
  // (Obj.offset, Obj.stack_size) is computed here, in one function of the
  // backend.
  void (*gen_function)(Obj *fn);
  // Functions start at a multiple of 2^function_align_log2 bytes.
  int function_align_log2;
  // The assembler expression for the offset of thread-local `sym` from the
  // thread pointer, in data (safe mode's sc_tls table).
  char *(*tls_offset)(char *sym);

  // Toolchain facts for the driver.
  const char *assembler;       // e.g. "as" or "aarch64-linux-gnu-as"
  const char *linker;          // e.g. "ld" or "aarch64-linux-gnu-ld"
  const char *ld_emulation;    // -m argument to ld, e.g. "elf_x86_64"
  const char *dynamic_linker;  // e.g. "/lib64/ld-linux-x86-64.so.2"
  const char *multiarch;       // Debian multiarch triplet, e.g. "x86_64-linux-gnu"
} Target;

extern Target target_x86_64;

// The target of this compilation, chosen by the driver before anything else.
extern Target *target;

#endif
