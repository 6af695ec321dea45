// fflush.c — fflush: writes pending output; on an input stream, gives the
// unread buffered bytes back to the descriptor (POSIX); fflush(NULL)
// flushes every open stream.  fflush_unlocked (GNU) is the same without
// taking the stream's lock.
#include <unistd.h>
#include "stdio_impl.h"

int fflush_unlocked(FILE *f) {
  if (!f)
    return fflush(0);
  if (f->wlen)
    return __stdio_flush(f);
  if (f->rlen > f->rpos || f->nunget) {
    long back = (long)(f->rlen - f->rpos) + f->nunget;
    if (__stdio_raw_seek(f, -back, SEEK_CUR) >= 0) {
      f->rpos = f->rlen = 0;
      f->nunget = 0;
    }
  }
  return 0;
}

int fflush(FILE *f) {
  if (!f) {
    int r = 0;
    for (FILE *g = __stdio_open_list; g; g = g->next)
      if (g->wlen && fflush(g))
        r = EOF;
    return r;
  }
  __stdio_lock(f);
  int r = fflush_unlocked(f);
  __stdio_unlock(f);
  return r;
}
