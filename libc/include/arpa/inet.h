/* arpa/inet.h - Internet address text conversions (libc's, src/network). */
#ifndef _ARPA_INET_H
#define _ARPA_INET_H
#include <netinet/in.h>
in_addr_t inet_addr(const char *);
int inet_aton(const char *, struct in_addr *);
char *inet_ntoa(struct in_addr);
int inet_pton(int, const char *restrict, void *restrict);
const char *inet_ntop(int, const void *restrict, char *restrict, socklen_t);
#endif
