// in6addr.c — the IPv6 wildcard and loopback addresses.
#include <netinet/in.h>

const struct in6_addr in6addr_any = IN6ADDR_ANY_INIT;
const struct in6_addr in6addr_loopback = IN6ADDR_LOOPBACK_INIT;
