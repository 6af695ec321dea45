// fwide.c — stream orientation (C11 7.21.2p4): the first byte or wide
// I/O function used on a stream fixes it; after that the other kind fails
// (as in glibc, byte functions that check are the printf family, fputs,
// puts and fwrite; fputc and the input functions do not).
#include "stdio_impl.h"

// Fixes f's orientation to mode (-1 or 1) if it has none; 0 when f has
// that orientation, -1 (and EOF-style failure for the caller) otherwise.
int __stdio_orient(FILE *f, int mode) {
  if (f->orient == 0)
    f->orient = mode;
  return f->orient == mode ? 0 : -1;
}

int fwide(FILE *f, int mode) {
  if (mode != 0 && f->orient == 0)
    f->orient = mode > 0 ? 1 : -1;
  return f->orient;
}
