/* sys/types.h - POSIX types, and the old BSD names glibc also defines. */
#ifndef _SYS_TYPES_H
#define _SYS_TYPES_H
#include <bits/types.h>
#include <stdint.h>
/* As on glibc and musl: struct timeval, fd_set and select come along. */
#include <sys/select.h>
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef unsigned char u_int8_t;
typedef unsigned short u_int16_t;
typedef unsigned int u_int32_t;
typedef unsigned long u_int64_t;
typedef long quad_t;
typedef unsigned long u_quad_t;
typedef char *caddr_t;
typedef int daddr_t;
typedef int key_t;
typedef long register_t;
typedef long loff_t;
#endif
