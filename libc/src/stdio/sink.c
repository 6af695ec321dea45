// sink.c — where formatted output goes: a stream or a bounded string.
#include <errno.h>
#include <limits.h>
#include <string.h>
#include "format.h"

void __sink_put(Sink *out, const char *s, size_t n) {
  if (n == 0)
    return;
  if (out->file) {
    if (__stdio_write(out->file, (const unsigned char *)s, n) < n)
      out->error = EIO;
  } else if (out->cap > 0 && out->count < out->cap - 1) {
    size_t room = out->cap - 1 - out->count;
    memcpy(out->str + out->count, s, n < room ? n : room);
  }
  out->count += n;
}

// n copies of c (padding).
void __fmt_repeat(Sink *out, char c, size_t n) {
  char chunk[64];
  memset(chunk, c, sizeof chunk);
  while (n > 0) {
    size_t k = n < sizeof chunk ? n : sizeof chunk;
    __sink_put(out, chunk, k);
    n -= k;
  }
}

// Emits prefix (sign, 0x), nzeros zeros (precision), then body, padded to
// the field width: spaces on the right with '-', zeros after the prefix
// with '0' where zero_pad_ok, else spaces on the left.
void __fmt_field(Sink *out, const Spec *sp, const char *prefix, size_t plen,
                 size_t nzeros, const char *body, size_t blen, int zero_pad_ok) {
  size_t len = plen + nzeros + blen;
  size_t pad = (size_t)sp->width > len ? (size_t)sp->width - len : 0;
  if (!sp->minus && !(sp->zero && zero_pad_ok))
    __fmt_repeat(out, ' ', pad);
  __sink_put(out, prefix, plen);
  if (!sp->minus && sp->zero && zero_pad_ok)
    __fmt_repeat(out, '0', pad);
  __fmt_repeat(out, '0', nzeros);
  __sink_put(out, body, blen);
  if (sp->minus)
    __fmt_repeat(out, ' ', pad);
}

// The return value of a printf function: the count, or -1 on error or
// when the count does not fit in an int.  Terminates a string sink.
int __sink_finish(Sink *out) {
  if (!out->file && out->cap > 0)
    out->str[out->count < out->cap - 1 ? out->count : out->cap - 1] = 0;
  if (out->error) {
    errno = out->error;
    return -1;
  }
  if (out->count > INT_MAX) {
    errno = EOVERFLOW;
    return -1;
  }
  return (int)out->count;
}
