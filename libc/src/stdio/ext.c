// ext.c — <stdio_ext.h> (from Solaris, as glibc has it): questions about a
// stream's state, __fpurge and _flushlbf, and __fsetlocking.
//
// A stream is "reading" when it can only read or its last operation read
// (or seeked) after its buffer was made, "writing" when it can only write
// or its last operation wrote; glibc gives these answers.
#include <stdio_ext.h>
#include "stdio_impl.h"

size_t __fbufsize(FILE *f) {
  return f->bufsize;
}

size_t __fpending(FILE *f) {
  return f->wlen;
}

int __flbf(FILE *f) {
  return f->bufmode == _IOLBF;
}

int __freadable(FILE *f) {
  return (f->flags & F_READ) != 0;
}

int __fwritable(FILE *f) {
  return (f->flags & F_WRITE) != 0;
}

int __freading(FILE *f) {
  if (!(f->flags & F_WRITE))
    return 1;
  return (f->flags & F_READ) && !(f->flags & F_PUTTING) && f->buf;
}

int __fwriting(FILE *f) {
  return !(f->flags & F_READ) || (f->flags & F_PUTTING);
}

// Drops what is buffered: output not yet written, input read ahead, and
// pushed-back bytes.  The descriptor's offset stays where it is.
void __fpurge(FILE *f) {
  __stdio_lock(f);
  f->wlen = 0;
  f->rpos = f->rlen = 0;
  f->nunget = 0;
  __stdio_unlock(f);
}

void _flushlbf(void) {
  for (FILE *f = __stdio_open_list; f; f = f->next)
    if (f->bufmode == _IOLBF && f->wlen)
      fflush(f);
}

// Locking stays internal whatever is asked (it nests and costs little);
// the answer is the state last asked for, as in glibc.
int __fsetlocking(FILE *f, int type) {
  int old = f->flags & F_BYCALLER ? FSETLOCKING_BYCALLER : FSETLOCKING_INTERNAL;
  if (type == FSETLOCKING_BYCALLER)
    f->flags |= F_BYCALLER;
  else if (type == FSETLOCKING_INTERNAL)
    f->flags &= ~F_BYCALLER;
  return old;
}
