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
    size_t room = out->cap - 1 - out->count, k = n < room ? n : room;
    if (k <= 32) {  // a loop is cheaper than a runtime call here
      // (through a local pointer: out->str and out->count would be read
      // again at every byte, since the store could change them)
      char *d = out->str + out->count;
      for (size_t i = 0; i < k; i++)
        d[i] = s[i];
    } else {
      __libc_memcpy(out->str + out->count, s, k);
    }
  }
  out->count += n;
}

static const char spaces[] = "                                ";
static const char zeros[] = "00000000000000000000000000000000";

// n copies of c (padding: c is ' ' or '0').
void __fmt_repeat(Sink *out, char c, size_t n) {
  const char *chunk = c == '0' ? zeros : spaces;
  while (n > 0) {
    size_t k = n < sizeof spaces - 1 ? n : sizeof spaces - 1;
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
  if (pad && !sp->minus && !(sp->zero && zero_pad_ok))
    __fmt_repeat(out, ' ', pad);
  if (plen) // (most conversions have no prefix: a call saved)
    __sink_put(out, prefix, plen);
  if (pad && !sp->minus && sp->zero && zero_pad_ok)
    __fmt_repeat(out, '0', pad);
  if (nzeros)
    __fmt_repeat(out, '0', nzeros);
  __sink_put(out, body, blen);
  if (pad && sp->minus)
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
