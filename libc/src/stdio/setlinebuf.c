// setlinebuf.c — the BSD name for line buffering with the stream's own buffer.
#include <stdio.h>

void setlinebuf(FILE *f) {
  setvbuf(f, NULL, _IOLBF, 0);
}
