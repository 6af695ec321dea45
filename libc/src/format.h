// format.h — what the printf engine (stdio/vformat.c) shares with its
// floating-point part (stdio/fmt_float.c).
#ifndef FORMAT_H
#define FORMAT_H

#include "stdio_impl.h"

// (Every pointer they take stays in the call: a caller's Sink may live in
// its frame, see stdio_impl.h.)
void __fmt_field(__noescape Sink *out, __noescape const Spec *sp, __noescape const char *prefix,
                 size_t plen, size_t nzeros, __noescape const char *body, size_t blen,
                 int zero_pad_ok);
void __fmt_repeat(__noescape Sink *out, char c, size_t n);
void __fmt_float(__noescape Sink *out, __noescape const Spec *sp, long double v, int is_long);

#endif
