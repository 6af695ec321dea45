/* setjmp.h - C11 7.13.  setjmp, longjmp and their sig- variants are runtime
   entry points; jmp_buf is the runtime's storage (256 bytes, its layout is
   private to runtime/). */
#ifndef _SETJMP_H
#define _SETJMP_H

typedef struct __jmp_buf_tag { unsigned long __words[32]; } jmp_buf[1];
typedef jmp_buf sigjmp_buf;

int setjmp(jmp_buf);
int _setjmp(jmp_buf);
_Noreturn void longjmp(jmp_buf, int);
_Noreturn void _longjmp(jmp_buf, int);
int sigsetjmp(sigjmp_buf, int);
_Noreturn void siglongjmp(sigjmp_buf, int);

#endif
