/* langinfo.h - POSIX nl_langinfo.  Items are numbered as in glibc: the
   category in the high 16 bits, an index within it in the low ones. */
#ifndef _LANGINFO_H
#define _LANGINFO_H

#include <bits/locale_t.h>

typedef int nl_item;

#define CODESET 14
#define RADIXCHAR 0x10000
#define THOUSEP 0x10001
#define ABDAY_1 0x20000
#define ABDAY_2 0x20001
#define ABDAY_3 0x20002
#define ABDAY_4 0x20003
#define ABDAY_5 0x20004
#define ABDAY_6 0x20005
#define ABDAY_7 0x20006
#define DAY_1 0x20007
#define DAY_2 0x20008
#define DAY_3 0x20009
#define DAY_4 0x2000a
#define DAY_5 0x2000b
#define DAY_6 0x2000c
#define DAY_7 0x2000d
#define ABMON_1 0x2000e
#define ABMON_2 0x2000f
#define ABMON_3 0x20010
#define ABMON_4 0x20011
#define ABMON_5 0x20012
#define ABMON_6 0x20013
#define ABMON_7 0x20014
#define ABMON_8 0x20015
#define ABMON_9 0x20016
#define ABMON_10 0x20017
#define ABMON_11 0x20018
#define ABMON_12 0x20019
#define MON_1 0x2001a
#define MON_2 0x2001b
#define MON_3 0x2001c
#define MON_4 0x2001d
#define MON_5 0x2001e
#define MON_6 0x2001f
#define MON_7 0x20020
#define MON_8 0x20021
#define MON_9 0x20022
#define MON_10 0x20023
#define MON_11 0x20024
#define MON_12 0x20025
#define AM_STR 0x20026
#define PM_STR 0x20027
#define D_T_FMT 0x20028
#define D_FMT 0x20029
#define T_FMT 0x2002a
#define T_FMT_AMPM 0x2002b
#define ERA 0x2002c
#define ERA_D_FMT 0x2002e
#define ALT_DIGITS 0x2002f
#define ERA_D_T_FMT 0x20030
#define ERA_T_FMT 0x20031
#define CRNCYSTR 0x4000f
#define YESEXPR 0x50000
#define NOEXPR 0x50001

char *nl_langinfo(nl_item);
char *nl_langinfo_l(nl_item, locale_t);

#endif
