// ctype_l.c — the POSIX *_l forms of <ctype.h>.  The byte classes and
// case mappings are those of "C" in both our locales (glibc's C.UTF-8
// too puts no byte above 0x7f in a class), so the locale is not read.
#include <ctype.h>

int isalnum_l(int c, locale_t l) { (void)l; return isalnum(c); }
int isalpha_l(int c, locale_t l) { (void)l; return isalpha(c); }
int isblank_l(int c, locale_t l) { (void)l; return isblank(c); }
int iscntrl_l(int c, locale_t l) { (void)l; return iscntrl(c); }
int isdigit_l(int c, locale_t l) { (void)l; return isdigit(c); }
int isgraph_l(int c, locale_t l) { (void)l; return isgraph(c); }
int islower_l(int c, locale_t l) { (void)l; return islower(c); }
int isprint_l(int c, locale_t l) { (void)l; return isprint(c); }
int ispunct_l(int c, locale_t l) { (void)l; return ispunct(c); }
int isspace_l(int c, locale_t l) { (void)l; return isspace(c); }
int isupper_l(int c, locale_t l) { (void)l; return isupper(c); }
int isxdigit_l(int c, locale_t l) { (void)l; return isxdigit(c); }
int tolower_l(int c, locale_t l) { (void)l; return tolower(c); }
int toupper_l(int c, locale_t l) { (void)l; return toupper(c); }
