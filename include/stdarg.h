/* stdarg.h - C11 7.16, for safecc.

   __builtin_va_list is the target's va_list type (declared by the
   target's predefined text); va_start and friends are compiler builtins.
   glibc's <stdio.h> includes this file with __need___va_list defined,
   wanting only __gnuc_va_list. */

#ifndef __GNUC_VA_LIST
#define __GNUC_VA_LIST
typedef __builtin_va_list __gnuc_va_list;
#endif

#ifndef __need___va_list

#ifndef __SAFECC_STDARG_H
#define __SAFECC_STDARG_H
#define _STDARG_H
#define _ANSI_STDARG_H_

#ifndef _VA_LIST
#define _VA_LIST
#define _VA_LIST_DEFINED
#define _VA_LIST_T_H
#define __va_list__
typedef __gnuc_va_list va_list;
#endif

#define va_start(ap, param) __builtin_va_start(ap, param)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(dest, src) __builtin_va_copy(dest, src)
#define __va_copy(dest, src) __builtin_va_copy(dest, src)

#endif
#endif

#undef __need___va_list
