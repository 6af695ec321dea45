// format.h — what the printf engine (stdio/vformat.c) shares with its
// floating-point part (stdio/fmt_float.c).
#ifndef FORMAT_H
#define FORMAT_H

#include "stdio_impl.h"

void __fmt_field(Sink *out, const Spec *sp, const char *prefix, size_t plen,
                 size_t nzeros, const char *body, size_t blen, int zero_pad_ok);
void __fmt_repeat(Sink *out, char c, size_t n);
void __fmt_float(Sink *out, const Spec *sp, long double v, int is_long);

#endif
