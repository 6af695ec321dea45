// fseek.c — fseek, fseeko, ftell, ftello, rewind, fgetpos, fsetpos.
//
// The stream position is the descriptor's offset, plus the bytes waiting
// to be written, minus the bytes read ahead and pushed back.
#include <errno.h>
#include <limits.h>
#include <unistd.h>
#include "stdio_impl.h"

static int fseeko_unlocked(FILE *f, off_t off, int whence) {
  if (whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) {
    errno = EINVAL;
    return -1;
  }
  if (f->wlen && __stdio_flush(f))
    return -1;
  if (whence == SEEK_CUR)
    off -= (off_t)(f->rlen - f->rpos) + f->nunget;
  if (__stdio_raw_seek(f, off, whence) < 0)
    return -1;
  f->rpos = f->rlen = 0;
  f->nunget = 0;
  f->flags &= ~(F_EOF | F_PUTTING);
  return 0;
}

static off_t ftello_unlocked(FILE *f) {
  // Pending appended bytes will land at the end, wherever the offset is.
  off_t pos = __stdio_raw_seek(f, 0, (f->flags & F_APPEND) && f->wlen ? SEEK_END : SEEK_CUR);
  if (pos < 0)
    return -1;
  return pos + (off_t)f->wlen - (off_t)(f->rlen - f->rpos) - f->nunget;
}

int fseeko(FILE *f, off_t off, int whence) {
  __stdio_lock(f);
  int r = fseeko_unlocked(f, off, whence);
  __stdio_unlock(f);
  return r;
}

off_t ftello(FILE *f) {
  __stdio_lock(f);
  off_t r = ftello_unlocked(f);
  __stdio_unlock(f);
  return r;
}

int fseek(FILE *f, long off, int whence) {
  return fseeko(f, off, whence);
}

long ftell(FILE *f) {
  return ftello(f);
}

void rewind(FILE *f) {
  __stdio_lock(f);
  fseeko_unlocked(f, 0, SEEK_SET);
  f->flags &= ~F_ERR;
  __stdio_unlock(f);
}

int fgetpos(FILE *restrict f, fpos_t *restrict pos) {
  off_t p = ftello(f);
  if (p < 0)
    return -1;
  pos->__pos = p;
  return 0;
}

int fsetpos(FILE *f, const fpos_t *pos) {
  return fseeko(f, (off_t)pos->__pos, SEEK_SET);
}
