/* sys/types.h - POSIX types (subset). */
#ifndef _SYS_TYPES_H
#define _SYS_TYPES_H
#include <bits/types.h>
#include <stdint.h>
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
#endif
