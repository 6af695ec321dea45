/* ctype.h - C11 7.4, for the "C" locale only (the only one we have). */
#ifndef _CTYPE_H
#define _CTYPE_H

int isalnum(int);
int isalpha(int);
int isblank(int);
int iscntrl(int);
int isdigit(int);
int isgraph(int);
int islower(int);
int isprint(int);
int ispunct(int);
int isspace(int);
int isupper(int);
int isxdigit(int);
int tolower(int);
int toupper(int);
int isascii(int);

#endif
