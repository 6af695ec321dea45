/* fenv.h - C11 7.6 with the x86_64 values and layouts of glibc.  The
   functions are runtime entry points: they read and write the SSE MXCSR
   and the x87 control and status words, which safe code cannot touch. */
#ifndef _FENV_H
#define _FENV_H

#define FE_INVALID 0x01
#define FE_DIVBYZERO 0x04
#define FE_OVERFLOW 0x08
#define FE_UNDERFLOW 0x10
#define FE_INEXACT 0x20
#define FE_ALL_EXCEPT (FE_INEXACT | FE_DIVBYZERO | FE_UNDERFLOW | FE_OVERFLOW | FE_INVALID)

#define FE_TONEAREST 0
#define FE_DOWNWARD 0x400
#define FE_UPWARD 0x800
#define FE_TOWARDZERO 0xc00

typedef unsigned short fexcept_t;

/* The x87 environment as fnstenv stores it, then the MXCSR (32 bytes). */
typedef struct {
  unsigned short __control_word;
  unsigned short __glibc_reserved1;
  unsigned short __status_word;
  unsigned short __glibc_reserved2;
  unsigned short __tags;
  unsigned short __glibc_reserved3;
  unsigned int __eip;
  unsigned short __cs_selector;
  unsigned short __opcode;  /* glibc: 11-bit __opcode, 5 reserved bits */
  unsigned int __data_offset;
  unsigned short __data_selector;
  unsigned short __glibc_reserved5;
  unsigned int __mxcsr;
} fenv_t;

/* The environment at program start, as glibc spells it. */
#define FE_DFL_ENV ((const fenv_t *)-1)

int feclearexcept(int);
int fegetexceptflag(fexcept_t *, int);
int feraiseexcept(int);
int fesetexceptflag(const fexcept_t *, int);
int fetestexcept(int);
int fegetround(void);
int fesetround(int);
int fegetenv(fenv_t *);
int feholdexcept(fenv_t *);
int fesetenv(const fenv_t *);
int feupdateenv(const fenv_t *);

#endif
