// iconv.c — iconv: glibc's conversion, replayed one character at a time
// (iconv_impl.h says why the details are glibc's).
#include <errno.h>
#include <iconv.h>
#include "iconv_impl.h"

// glibc's first step fills a buffer of this many characters (its
// GCONV_NCHAR_GOAL) before the second step writes them out.
#define ROUND 8160
#define ROUND_DONE (-1)

// UTF-16 and UTF-32 input: a call with a whole code unit reads a
// byte-order mark while the input side has not run (glibc's invocation
// counter, in_runs, is 0).  The host-order mark (FF FE) is dropped; the
// swapped one is dropped and makes the input big-endian, for good: glibc
// only ever sets that flag, even across a reset.
static int start_input(struct __iconv *cd) {
  size_t unit = cd->from == CS_UTF16 ? 2 : cd->from == CS_UTF32 ? 4 : 0;
  size_t n = cd->iend - cd->ipos;
  if (cd->in_runs || !unit)
    return IC_OK;
  if (n < unit)
    return n ? IC_INCOMPLETE : IC_EMPTY;
  const unsigned char *s = cd->in + cd->ipos;
  int zero_tail = unit == 2 || (s[2] == 0 && s[3] == 0);
  int zero_head = unit == 2 || (s[0] == 0 && s[1] == 0);
  if (s[0] == 0xff && s[1] == 0xfe && zero_tail) {
    cd->ipos += unit;
  } else if (s[unit - 2] == 0xfe && s[unit - 1] == 0xff && zero_head) {
    cd->ipos += unit;
    cd->swap_in = 1;
  }
  return IC_OK;
}

// The input side: the next character into wc and inlen, after skipping
// what //IGNORE skips; or why the input side stops (IC_EMPTY, IC_FULL when
// there is no room for a character, IC_INCOMPLETE, IC_ILLEGAL).  glibc
// checks for a whole code unit before it checks for room, except in its
// big-endian UCS-4 reader.  A skip counts as irreversible only when this
// side is glibc's last step.
static int next_char(struct __iconv *cd, int room, int last_step) {
  int ucs4 = cd->from == CS_UCS4BE;
  for (;;) {
    size_t n = cd->iend - cd->ipos;
    if (n == 0)
      return IC_EMPTY;
    if (n < __iconv_unit(cd->from) && (room || !ucs4))
      return IC_INCOMPLETE;
    if (!room)
      return IC_FULL;
    int r = __iconv_decode(cd);
    if (r == IC_OK || r == IC_INCOMPLETE)
      return r;
    if (!cd->ignore)
      return IC_ILLEGAL;
    cd->ipos += cd->inlen;
    cd->irreversible += last_step;
    if (r == IC_ILLEGAL)
      cd->in_sticky = 1;
  }
}

// The output side: wc written, transliterated or skipped (IC_OK), or
// IC_FULL, IC_ILLEGAL.
static int put_char(struct __iconv *cd, unsigned wc) {
  int r = __iconv_encode(cd, wc);
  if (r == IC_OK) {
    cd->opos += cd->outlen;
    return r;
  }
  if (r == IC_UNMAPPABLE && cd->translit) {
    r = __iconv_translit(cd, wc);
    if (r == IC_OK)
      cd->out_status = IC_OK;
    if (r != IC_UNMAPPABLE)
      return r;
  }
  if (r == IC_FULL)
    return r;
  if (!cd->ignore)
    return IC_ILLEGAL;
  cd->irreversible++;
  if (r != IC_SKIPPABLE)
    cd->out_status = IC_ILLEGAL;
  return IC_OK;
}

static int start_output(struct __iconv *cd) {
  return cd->written_once ? IC_OK : __iconv_put_bom(cd);
}

// WCHAR_T to another set: glibc's one step, its output side reading
// 4-byte units.  The step runs (and a byte-order mark goes out) even
// when there is no input.
static int from_wchar(struct __iconv *cd) {
  int ucs4 = cd->to == CS_UCS4LE || cd->to == CS_UCS4BE;
  int r = start_output(cd);
  if (r != IC_OK)
    return r;
  cd->out_status = IC_EMPTY;
  for (;;) {
    size_t n = cd->iend - cd->ipos;
    if (n == 0) {
      r = cd->out_status == IC_ILLEGAL ? IC_ILLEGAL : IC_OK;
      break;
    }
    if (n < 4) {
      r = ucs4 && cd->oend - cd->opos < 4 ? IC_FULL : IC_INCOMPLETE;
      break;
    }
    __iconv_decode(cd);
    r = put_char(cd, cd->wc);
    if (r != IC_OK)
      break;
    cd->ipos += 4;
  }
  cd->written_once = 1;
  return r;
}

// Another set to WCHAR_T: glibc's one step, the input side writing 4-byte
// units straight into the caller's buffer.
static int to_wchar(struct __iconv *cd) {
  cd->in_sticky = 0;
  cd->in_runs++;
  for (;;) {
    int r = next_char(cd, cd->oend - cd->opos >= 4, 1);
    if (r == IC_EMPTY)
      return cd->in_sticky ? IC_ILLEGAL : IC_OK;
    if (r != IC_OK)
      return r;
    __iconv_encode(cd, cd->wc);
    cd->opos += 4;
    cd->ipos += cd->inlen;
  }
}

// Whether the input side skips something in this round (only asked of
// UTF-32 input, whose skips all set in_sticky): so far, or in the rest of
// the round, which glibc reads before it writes anything out.  chars
// counts the round's characters up to the current one.
static int round_skips(struct __iconv *cd, size_t chars) {
  size_t ipos = cd->ipos;
  cd->ipos += cd->inlen;
  while (!cd->in_sticky && next_char(cd, chars < ROUND, 0) == IC_OK) {
    cd->ipos += cd->inlen;
    chars++;
  }
  cd->ipos = ipos;
  return cd->in_sticky;
}

// The output side stopped (with r) at the character at cd->ipos, having
// taken the input up to done.  glibc converts the round's input again up
// to there, and when that is nothing, takes the input side's run back,
// except where it computes the place instead: in its UTF-32 reader (a
// fixed ratio of bytes to characters) when the round skipped nothing.
static int output_stopped(struct __iconv *cd, size_t start, size_t done, size_t chars, int r) {
  if (done == start && !(cd->from == CS_UTF32 && !round_skips(cd, chars)))
    cd->in_runs--;
  cd->ipos = done;
  return r;
}

// One round of two steps, as glibc runs it: the input side reads up to
// ROUND characters, then the output side (called only if there are any)
// writes them.  An output error stops at its character, with the input
// left after the last character written (so before any bytes //IGNORE
// skipped in between); an //IGNORE skip on the output side fails the
// call at the end of the round; one on the input side fails it only if
// the input is used up in this round and the output side's status is not
// IC_OK (glibc then runs one more, empty, round).  ROUND_DONE: go on with
// the next round.
static int one_round(struct __iconv *cd) {
  size_t start = cd->ipos, done = start, chars = 0;
  int active = 0, r;
  cd->in_runs++;
  cd->in_sticky = 0;
  cd->out_status = IC_EMPTY;
  for (;;) {
    r = next_char(cd, chars < ROUND, 0);
    if (r != IC_OK)
      break;
    chars++;
    if (!active) {
      active = 1;
      if (start_output(cd) != IC_OK)
        return output_stopped(cd, start, done, chars, IC_FULL);
    }
    int w = put_char(cd, cd->wc);
    if (w != IC_OK) {
      cd->written_once = 1;
      return output_stopped(cd, start, done, chars, w);
    }
    cd->ipos += cd->inlen;
    done = cd->ipos;
  }
  if (active)
    cd->written_once = 1;
  if (cd->out_status == IC_ILLEGAL)
    return IC_ILLEGAL;
  if (r == IC_EMPTY)
    return cd->in_sticky && cd->out_status != IC_OK ? IC_ILLEGAL : IC_OK;
  return r == IC_FULL ? ROUND_DONE : r;
}

static int two_steps(struct __iconv *cd) {
  int r;
  while ((r = one_round(cd)) == ROUND_DONE)
    ;
  return r;
}

static int convert(struct __iconv *cd) {
  int r = start_input(cd);
  if (r != IC_OK)
    return r;
  if (cd->from == CS_WCHAR)
    return from_wchar(cd);
  if (cd->to == CS_WCHAR)
    return to_wchar(cd);
  return two_steps(cd);
}

size_t iconv(iconv_t handle, char **restrict in, size_t *restrict inleft, char **restrict out,
             size_t *restrict outleft) {
  if (handle == (iconv_t)-1) {
    errno = EBADF;
    return (size_t)-1;
  }
  struct __iconv *cd = handle;
  if (!in || !*in) {
    // Back to the initial state; these sets have no shift sequences, so
    // nothing is written even when an output buffer is given.
    cd->in_runs = 0;
    cd->written_once = 0;
    return 0;
  }
  cd->in = (const unsigned char *)*in;
  cd->out = (unsigned char *)*out;
  cd->ipos = cd->opos = 0;
  cd->iend = *inleft;
  cd->oend = *outleft;
  cd->irreversible = 0;
  int r = convert(cd);
  *in += cd->ipos;
  *inleft -= cd->ipos;
  *out += cd->opos;
  *outleft -= cd->opos;
  cd->in = 0;
  cd->out = 0;
  switch (r) {
  case IC_OK:
  case IC_EMPTY:
    return cd->irreversible;
  case IC_FULL:
    errno = E2BIG;
    break;
  case IC_INCOMPLETE:
    errno = EINVAL;
    break;
  default:
    errno = EILSEQ;
  }
  return (size_t)-1;
}
