/* uchar.h - C11 7.28 types. */
#ifndef _UCHAR_H
#define _UCHAR_H
#include <stddef.h>
typedef unsigned short char16_t;
typedef unsigned int char32_t;
#endif
