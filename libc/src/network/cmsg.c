// cmsg.c — CMSG_NXTHDR: the control message after c, or null when the
// next one would not fit in the control buffer.
#include <sys/socket.h>

struct cmsghdr *__cmsg_nxthdr(struct msghdr *m, struct cmsghdr *c) {
  if (c->cmsg_len < sizeof(struct cmsghdr))
    return 0;
  unsigned char *start = m->msg_control;
  size_t used = (size_t)((unsigned char *)c - start) + CMSG_ALIGN(c->cmsg_len);
  if (used + sizeof(struct cmsghdr) > m->msg_controllen)
    return 0;
  struct cmsghdr *next = (struct cmsghdr *)(start + used);
  if (used + CMSG_ALIGN(next->cmsg_len) > m->msg_controllen)
    return 0;
  return next;
}
