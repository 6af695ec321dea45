// Basic asm statements and asm labels (symbol renaming, used by glibc's
// headers): asm at file scope and in functions, __asm__ and __volatile__
// spellings, a function and a variable declared under another symbol name.
// safe-skip: safe mode refuses inline assembly, which could bypass every check
#include "test.h"

__asm__(".globl file_scope_asm_symbol\n"
        ".data\n"
        ".p2align 2\n"
        "file_scope_asm_symbol:\n"
        ".long 1234\n"
        ".text\n");
extern int file_scope_asm_symbol;

int real_name_fn(int x) { return x * 2; }
int alias_decl(int x) __asm__("real_name_fn");
int renamed_var __asm__("the_real_var") = 77;
extern int other_view __asm__("the_real_var");

int main(void) {
  asm("nop");
  __asm__ volatile("nop\n\tnop");
  __asm__ __volatile__("");
  CHECK(1234, file_scope_asm_symbol);
  CHECK(10, alias_decl(5));
  CHECK(77, other_view);
  other_view = 78;
  CHECK(78, renamed_var);
  return 0;
}
