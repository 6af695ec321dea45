// driver.h — what the driver's own files share: main.c (the order of
// work), driver_options.c (the command line), driver_run.c (child
// processes and temporary files), driver_cc1.c (compiling one C file),
// driver_deps.c (make dependencies) and driver_link.c (the ld command
// line).  Nothing outside the driver includes it.

#ifndef DRIVER_H
#define DRIVER_H

#include "safecc.h"
#include "backend.h"

#define SAFECC_VERSION "0.1"

// How an input file is treated, from -x or from its suffix.
typedef enum {
  IN_C,          // C source: preprocess, compile, assemble
  IN_CPP_OUTPUT, // .i: already preprocessed C (preprocessed again; harmless)
  IN_ASM,        // .s: assemble only
  IN_ASM_CPP,    // .S: preprocess, then assemble
  IN_LINKER,     // .o .a .so and anything else: handed to ld as is
  IN_LD_ARG,     // -l, -Wl,... : a linker argument kept in command-line order
} InputKind;

typedef struct {
  char *path;      // file to read ("-" until stdin is copied), or the ld argument
  InputKind kind;
  char *object;    // after assembling: the .o to link (temporary or final)
  char *given;     // the name on the command line, for naming outputs
} Input;

// The whole command line, parsed.  One global value (see main.c) because
// every part of the driver reads it.
typedef struct {
  bool stop_after_pp;     // -E
  bool stop_after_asm;    // -S
  bool stop_after_obj;    // -c
  bool syntax_only;       // -fsyntax-only
  bool verbose;           // -v
  bool dump_macros;       // -dM (with -E): print the macros instead of the text
  char *output;           // -o, or NULL

  // preprocessor
  StringArray macro_ops;    // "D" NAME[=VAL] or "U" NAME, in order
  StringArray pre_includes; // -include FILE
  StringArray quote_dirs;   // -iquote
  StringArray user_dirs;    // -I
  StringArray system_dirs;  // -isystem
  StringArray after_dirs;   // -idirafter
  bool nostdinc;            // -nostdinc
  bool freestanding;        // -ffreestanding: no implicit stdc-predef.h
  char *std_version;        // __STDC_VERSION__ value for -std=, or NULL
  bool std_strict;          // -std=cNN / -ansi: __STRICT_ANSI__
  bool std_c89;             // -std=c89/gnu89/-ansi: no __STDC_VERSION__
  int pic_level;            // 0, 1 (-fpic/-fpie), 2 (-fPIC/-fPIE)
  bool pie_code;            // -fpie/-fPIE: also __PIE__
  bool pthread;             // -pthread
  int char_sign;            // 0 target default, 1 -fsigned-char, -1 -funsigned-char

  // make dependencies
  bool dep_only;          // -M or -MM: print dependencies instead of compiling
  bool dep_write;         // -MD or -MMD: write X.d alongside the compile
  bool dep_no_system;     // -MM / -MMD
  bool dep_phony;         // -MP
  char *dep_file;         // -MF
  StringArray dep_targets;// -MT (raw) and -MQ (already quoted)

  // assembler and linker
  StringArray as_args;    // -Wa,... and -Xassembler
  StringArray lib_dirs;   // -L
  bool is_static;         // -static
  bool is_shared;         // -shared
  bool is_pie;            // -pie
  bool rdynamic;          // -rdynamic
  bool nostartfiles;      // -nostartfiles / -nostdlib
  bool nodefaultlibs;     // -nodefaultlibs / -nostdlib

  Input *inputs;
  int num_inputs;
  int inputs_capacity;
} Options;

extern Options opts;
extern char *safecc_dir;   // directory of the running safecc binary

// main.c
bool target_is_native(void);
bool file_exists(char *path);
char *replace_suffix(char *path, char *suffix); // basename, new extension

// driver_options.c
StringArray expand_response_files(int argc, char **argv); // @FILE arguments
void parse_args(int argc, char **argv);  // fills opts, chooses target
void print_version(FILE *out);

// driver_run.c
char *create_temp_file(char *name); // a new file `name`, removed at exit
void remove_temp_files(void);
int run_command(StringArray *argv); // fork+exec, returns the exit status
int run_in_child(void (*fn)(void *), void *arg, char *what); // forks, returns status
extern bool child_crashed; // a compiler child, as or ld was killed by a signal (exit 4)
void print_command(StringArray *argv); // for -v

// driver_cc1.c — one translation unit, run in a forked child.
typedef struct {
  char *input;          // path to read
  char *display_name;   // "<stdin>" when input is a copy of stdin, else NULL
  InputKind kind;       // IN_C, IN_CPP_OUTPUT or IN_ASM_CPP
  char *output;         // assembly or preprocessed text; "-" is stdout
  bool preprocess_only; // write preprocessed text instead of assembly
  char *dep_output;     // make rule destination ("-" stdout), or NULL
  char *dep_target;     // default make target when no -MT/-MQ
} CompileJob;

void compile_job(void *job);      // a CompileJob; exits the child on error
void setup_include_paths(void);   // fills include_paths from opts
void print_include_paths(void);   // for -v
bool is_system_header(char *path);

// driver_deps.c
void write_dependencies(char *path, char *target);

// driver_link.c
int run_linker(char *output);
void print_search_dirs(void);
char *find_library_file(char *name);

#endif
