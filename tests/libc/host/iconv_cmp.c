// iconv_cmp.c — iconv against glibc 2.36: every pair of the supported
// character sets, plain and with //TRANSLIT, //IGNORE and both, in the C
// and C.UTF-8 locales, on random valid and broken inputs fed in random
// pieces into small output buffers, with resets in between.  Each call's
// result, errno, input and output advance and the whole output buffer
// must be glibc's.  Then every code point through //TRANSLIT into the
// sets that need it, with little room, and many spellings of the names.
#define _GNU_SOURCE
#include <errno.h>
#include <iconv.h>
#include <langinfo.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *sc_iconv_open(const char *, const char *);
size_t sc_iconv(void *, char **, size_t *, char **, size_t *);
int sc_iconv_close(void *);
char *sc_setlocale(int, const char *);
extern int sc_errno;

static long checked, bad, cases_run;

// Prints the first few mismatches of each kind.
static void report(const char *what, const char *detail) {
  static const char *kinds[32];
  static int counts[32];
  int k = 0;
  while (k < 31 && kinds[k] && strcmp(kinds[k], what))
    k++;
  kinds[k] = what;
  if (counts[k]++ < 5)
    printf("MISMATCH %s: %s\n", what, detail);
  bad++;
}

static uint64_t rng = 0x9e3779b97f4a7c15u;
static unsigned rnd(unsigned n) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return n ? (unsigned)(rng % n) : 0;
}

enum {
  UTF8, UTF16, UTF16LE, UTF16BE, UTF32, UTF32LE, UTF32BE, UCS2, UCS2LE, UCS2BE,
  UCS4, UCS4LE, UCS4BE, WCHAR, ASCII, LATIN1, LATIN9, CP1252, EUCJP, NSETS
};
static const char *const sets[NSETS] = {
  "UTF-8", "UTF-16", "UTF-16LE", "UTF-16BE", "UTF-32", "UTF-32LE", "UTF-32BE",
  "UCS-2", "UCS-2LE", "UCS-2BE", "UCS-4", "UCS-4LE", "UCS-4BE", "WCHAR_T",
  "ASCII", "ISO-8859-1", "ISO-8859-15", "CP1252", "EUC-JP",
};
static const char *const suffixes[4] = {"", "//TRANSLIT", "//IGNORE", "//TRANSLIT//IGNORE"};

static void both_setlocale(const char *name) {
  if (!sc_setlocale(LC_ALL, name) || !setlocale(LC_ALL, name)) {
    printf("cannot set locale %s\n", name);
    exit(1);
  }
}

// The keys of glibc's transliteration table in the current locale.
static uint32_t translit_keys[8192];
static int ntranslit;
static void load_translit_keys(void) {
  ntranslit = (int)(uint32_t)(uintptr_t)nl_langinfo(_NL_CTYPE_TRANSLIT_TAB_SIZE);
  const int32_t *idx = (const void *)nl_langinfo(_NL_CTYPE_TRANSLIT_FROM_IDX);
  const uint32_t *tbl = (const void *)nl_langinfo(_NL_CTYPE_TRANSLIT_FROM_TBL);
  if (ntranslit > 8192)
    ntranslit = 8192;
  for (int i = 0; i < ntranslit; i++)
    translit_keys[i] = tbl[idx[i]];
}

// A random code point: mostly ones that some set can encode, some that
// no set can.
static uint32_t random_char(void) {
  static const uint32_t specials[] = {
    0x20ac, 0x160, 0x161, 0x17d, 0x17e, 0x152, 0x153, 0x178, 0x201a, 0x192, 0x201e,
    0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x2039, 0x2018, 0x2019, 0x201c, 0x201d,
    0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x203a, 0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc,
    0xbd, 0xbe, 0x81, 0x8d, 0x8f, 0x90, 0x9d, 0xfeff, 0xfffe, 0xffff, 0x3f, 0,
    0x8e, 0xa5, 0x203e, 0x3000, 0xff61, 0xff9f, 0xffe5, 0x2d8, 0x4e02, 0x9ef8,
  };
  switch (rnd(20)) {
  case 0: case 1: case 2: case 3: case 4: case 5: return rnd(0x80);
  case 6: case 7: return 0x80 + rnd(0x80);
  case 8: case 9: return specials[rnd(sizeof specials / sizeof specials[0])];
  case 10: case 11: return ntranslit ? translit_keys[rnd((unsigned)ntranslit)] : 0x41;
  case 12: case 13: return 0x100 + rnd(0xff00);
  case 14: return 0x10000 + rnd(0x100000);
  case 15: return 0xd800 + rnd(0x800);
  case 16: return 0x110000 + rnd(0x1000);
  case 17: return 0x110000 + rnd(0x7fef0000);
  case 18: return 0x80000000u + rnd(0x7fffffff);
  }
  return 0x10ffff - rnd(3);
}

static size_t put16(unsigned char *p, uint32_t v, int big) {
  p[big ? 0 : 1] = (unsigned char)(v >> 8);
  p[big ? 1 : 0] = (unsigned char)v;
  return 2;
}

static size_t put32(unsigned char *p, uint32_t v, int big) {
  for (int i = 0; i < 4; i++)
    p[big ? 3 - i : i] = (unsigned char)(v >> 8 * i);
  return 4;
}

// c in set's code units, as far as they can hold it, valid or not.
static size_t write_char(int set, uint32_t c, int big, unsigned char *p) {
  switch (set) {
  case UTF8:
    if (c < 0x80) {
      p[0] = (unsigned char)c;
      return 1;
    }
    if (c > 0x7fffffff) {
      p[0] = (unsigned char)(0x80 + rnd(0x80));
      return 1;
    } else {
      size_t n = c < 0x800 ? 2 : c < 0x10000 ? 3 : c < 0x200000 ? 4 : c < 0x4000000 ? 5 : 6;
      static const unsigned char lead[7] = {0, 0, 0xc0, 0xe0, 0xf0, 0xf8, 0xfc};
      for (size_t i = n - 1; i > 0; i--, c >>= 6)
        p[i] = (unsigned char)(0x80 | (c & 0x3f));
      p[0] = (unsigned char)(lead[n] | c);
      return n;
    }
  case UTF16: case UTF16LE: case UTF16BE:
    if (c < 0x10000)
      return put16(p, c, big);
    if (c < 0x110000) {
      put16(p, 0xd800 + ((c - 0x10000) >> 10), big);
      return 2 + put16(p + 2, 0xdc00 + (c & 0x3ff), big);
    }
    return put16(p, 0xd800 + rnd(0x800), big);
  case UCS2: case UCS2LE: case UCS2BE:
    return put16(p, c & 0xffff, big);
  case UTF32: case UTF32LE: case UTF32BE: case UCS4: case UCS4LE: case UCS4BE: case WCHAR:
    return put32(p, c, big);
  case EUCJP:  // not from c: codes of each kind, most of them valid
    switch (rnd(8)) {
    case 0: case 1:
      p[0] = (unsigned char)rnd(0xa0);
      return 1;
    case 2:
      p[0] = 0x8e;
      p[1] = (unsigned char)(rnd(8) ? 0xa1 + rnd(63) : rnd(256));
      return 2;
    case 3:
      p[0] = 0x8f;
      p[1] = (unsigned char)(0xa1 + rnd(94));
      p[2] = (unsigned char)(0xa1 + rnd(94));
      return 3;
    }
    p[0] = (unsigned char)(0xa1 + rnd(94));
    p[1] = (unsigned char)(0xa1 + rnd(94));
    return 2;
  }
  p[0] = (unsigned char)(rnd(4) ? c : rnd(256));
  return 1;
}

static int big_endian(int set) {
  return set == UTF16BE || set == UTF32BE || set == UCS2BE || set == UCS4 || set == UCS4BE;
}

// Random input for set: a byte-order mark sometimes, characters, then
// sometimes damage (stray bytes, a cut, an overwritten byte).
static size_t random_input(int set, unsigned char *p, size_t chars) {
  size_t n = 0;
  int big = big_endian(set);
  if ((set == UTF16 || set == UTF32) && rnd(2)) {
    big = (int)rnd(2);
    n += set == UTF16 ? put16(p, 0xfeff, big) : put32(p, 0xfeff, big);
  } else if (set == UTF16 || set == UTF32) {
    big = rnd(4) == 0;
  }
  for (size_t i = 0; i < chars; i++) {
    if (rnd(40) == 0 && (set == UTF16 || set == UTF32 || set == UCS2 || set == UTF16LE))
      n += set == UTF32 ? put32(p + n, 0xfeff, !big) : put16(p + n, 0xfeff, !big);
    n += write_char(set, random_char(), big, p + n);
  }
  for (unsigned k = rnd(4); k > 0 && n > 0; k--) {
    switch (rnd(4)) {
    case 0: {
      size_t at = rnd((unsigned)n + 1);
      memmove(p + at + 1, p + at, n - at);
      p[at] = (unsigned char)rnd(256);
      n++;
      break;
    }
    case 1:
      n = rnd((unsigned)n + 1);
      break;
    case 2:
      p[rnd((unsigned)n)] = (unsigned char)rnd(256);
      break;
    }
  }
  return n;
}

static char *hex(const unsigned char *p, size_t n) {
  static char buf[4][400];
  static int which;
  char *s = buf[which++ % 4];
  size_t k = 0;
  s[0] = 0;
  for (size_t i = 0; i < n && k + 8 < sizeof buf[0]; i++)
    k += (size_t)sprintf(s + k, "%02x", p[i]);
  if (k + 8 >= sizeof buf[0])
    strcpy(s + k, "...");
  return s;
}

// The calls of the current case so far, for the report of a mismatch.
static char history[1000];
static size_t history_len;
static void note(const char *fmt, long a, long b, long c, long d) {
  if (history_len < sizeof history - 100)
    history_len += (size_t)snprintf(history + history_len, sizeof history - history_len, fmt,
                                    a, b, c, d);
}

#define OUTMAX 200000
static unsigned char out1[OUTMAX + 16], out2[OUTMAX + 16];

// One call on both descriptors: input in[0..len) (in null: a reset, with
// an output buffer of room bytes when room_given, and given as a pointer
// to a null input pointer when it is 2), output room bytes.
// Returns the input consumed, or -1 after a mismatch; *res gets the
// result and *err the errno.
static long call_both(void *ours, iconv_t theirs, const unsigned char *in, size_t len,
                      size_t room, int room_given, size_t *res, int *err, const char *kind,
                      const char *what) {
  memset(out1, 0xaa, room + 16);
  memset(out2, 0xaa, room + 16);
  char *i1 = (char *)in, *i2 = (char *)in, *o1 = (char *)out1, *o2 = (char *)out2;
  size_t l1 = len, l2 = len, r1 = room, r2 = room;
  sc_errno = errno = 0;
  size_t a, b;
  if (in) {
    a = sc_iconv(ours, &i1, &l1, &o1, &r1);
    b = iconv(theirs, &i2, &l2, &o2, &r2);
  } else if (room_given == 2) {
    char *none1 = 0, *none2 = 0;
    a = sc_iconv(ours, &none1, &l1, &o1, &r1);
    b = iconv(theirs, &none2, &l2, &o2, &r2);
  } else if (room_given) {
    a = sc_iconv(ours, 0, 0, &o1, &r1);
    b = iconv(theirs, 0, 0, &o2, &r2);
  } else {
    a = sc_iconv(ours, 0, 0, 0, 0);
    b = iconv(theirs, 0, 0, 0, 0);
  }
  int e1 = a == (size_t)-1 ? sc_errno : 0, e2 = b == (size_t)-1 ? errno : 0;
  checked++;
  if (a != b || e1 != e2 || i1 - (char *)in != i2 - (char *)in || l1 != l2 ||
      o1 - (char *)out1 != o2 - (char *)out2 || r1 != r2 || memcmp(out1, out2, room + 16)) {
    char msg[2600];
    snprintf(msg, sizeof msg,
             "%s: in %s (%zu bytes), room %zu: ours %zd errno %d used %td out %s; "
             "glibc %zd errno %d used %td out %s; after %s",
             what, in ? hex(in, len) : "(reset)", len, room, (ssize_t)a, e1,
             i1 - (char *)in, hex(out1, (size_t)(o1 - (char *)out1)), (ssize_t)b, e2,
             i2 - (char *)in, hex(out2, (size_t)(o2 - (char *)out2)),
             history_len ? history : "nothing");
    report(kind, msg);
    return -1;
  }
  if (in)
    note("[%ld bytes, room %ld: %ld, errno %ld] ", (long)len, (long)room, (long)a, (long)e1);
  else
    note("[reset, room %ld] ", room_given ? (long)room : -1, 0, 0, 0);
  *res = a;
  *err = e1;
  return i1 - (char *)in;
}

static size_t random_room(size_t len) {
  switch (rnd(8)) {
  case 0: return rnd(5);
  case 1: return rnd(9);
  case 2: return rnd(33);
  case 3: return len * rnd(5) / 2 + rnd(3);
  case 4: return len;
  }
  return len * 6 + 16 < OUTMAX ? len * 6 + 16 : OUTMAX;
}

// A program's conversion loop over input[0..len): pieces of random size,
// output buffers of random size, a byte skipped after EILSEQ, a reset or
// a flush now and then, and a flush at the end.
static void run_case(const char *to, const char *from, const unsigned char *input, size_t len) {
  void *ours = sc_iconv_open(to, from);
  iconv_t theirs = iconv_open(to, from);
  char what[200];
  snprintf(what, sizeof what, "%s <- %s", to, from);
  if ((ours == (void *)-1) != (theirs == (iconv_t)-1)) {
    report("open", what);
    return;
  }
  if (ours == (void *)-1)
    return;
  size_t pos = 0, res;
  int err, calls = 0;
  history_len = 0;
  history[0] = 0;
  while (calls++ < 200) {
    if (rnd(30) == 0 &&
        call_both(ours, theirs, 0, 0, rnd(8), (int)rnd(3), &res, &err, "pair", what) < 0)
      break;
    size_t piece = len - pos;
    if (rnd(4) == 0)
      piece = rnd((unsigned)piece + 1);
    long used = call_both(ours, theirs, input + pos, piece, random_room(piece), 1, &res, &err,
                          "pair", what);
    if (used < 0)
      break;
    pos += (size_t)used;
    if (err == EILSEQ && pos < len)
      pos++;
    if (pos == len) {
      call_both(ours, theirs, 0, 0, rnd(8), (int)rnd(3), &res, &err, "pair", what);
      break;
    }
    if (err == EINVAL && piece == len - pos + (size_t)used)
      break;
  }
  sc_iconv_close(ours);
  iconv_close(theirs);
  cases_run++;
}

static unsigned char input[400000];

static void check_pairs(int cases) {
  for (int f = 0; f < NSETS; f++) {
    for (int t = 0; t < NSETS; t++) {
      for (int s = 0; s < 4; s++) {
        char to[64];
        snprintf(to, sizeof to, "%s%s", sets[t], suffixes[s]);
        for (int k = 0; k < cases; k++) {
          size_t chars = rnd(50) == 0 ? 8000 + rnd(12000) : rnd(4) ? rnd(12) : rnd(80);
          size_t len = random_input(f, input, chars);
          run_case(to, sets[f], input, len);
        }
      }
    }
  }
}

// Every code point (every 61st above the BMP's next plane) through
// //TRANSLIT into the sets that cannot encode it all, in one and two
// steps, with room for the whole replacement and with less.
static void check_translit(void) {
  static const char *const targets[] = {"ASCII//TRANSLIT", "ISO-8859-1//TRANSLIT",
                                        "ISO-8859-15//TRANSLIT", "CP1252//TRANSLIT",
                                        "UCS-2BE//TRANSLIT", "UTF-16//TRANSLIT",
                                        "EUC-JP//TRANSLIT"};
  for (int t = 0; t < 7; t++) {
    for (int w = 0; w < 2; w++) {
      const char *from = w ? "WCHAR_T" : "UCS-4LE";
      void *ours = sc_iconv_open(targets[t], from);
      iconv_t theirs = iconv_open(targets[t], from);
      char what[100];
      snprintf(what, sizeof what, "%s <- %s", targets[t], from);
      for (uint32_t c = 0; c < 0x80000000u; c += c < 0x20000 ? 1 : 61 + c / 1024) {
        unsigned char in[4];
        put32(in, c, 0);
        history_len = 0;
        size_t res;
        int err;
        for (size_t room = 64;; room = room == 64 ? 0 : room + 1) {
          call_both(ours, theirs, 0, 0, 0, 0, &res, &err, "translit", what);
          if (call_both(ours, theirs, in, 4, room, 1, &res, &err, "translit", what) < 0 ||
              room == 6 ||
              (room == 64 && res == 0))
            break;
        }
      }
      sc_iconv_close(ours);
      iconv_close(theirs);
    }
  }
}

// How glibc reads name (as a source, where suffixes do not matter): a
// hash of its answers for every byte followed by "A", and a few longer
// probes.
static uint64_t glibc_signature(const char *name) {
  static const struct {
    const char *bytes;
    size_t len;
  } probes[] = {
    {"\xff\xfe\x41\x00", 4}, {"\xfe\xff\x00\x41", 4}, {"\xd8\x00\xdc\x00", 4},
    {"\x00\xd8\x00\xdc", 4}, {"\xff\xfe\x00\x00\x41\x00\x00\x00", 8},
    {"\x00\x00\xfe\xff\x00\x00\x00\x41", 8}, {"\x00\x11\x00\x00", 4},
    {"\x00\x00\x11\x00", 4}, {"\x80\x00\x00\x00", 4}, {"\x00\x00\x00\x80", 4},
    {"\xc3\xa9", 2}, {"\xf8\x88\x80\x80\x80", 5}, {"\x00\xd8\x41\x00\x00\x00", 6},
  };
  uint64_t h = 1;
  for (size_t i = 0; i < 256 + sizeof probes / sizeof probes[0]; i++) {
    char in[8] = {(char)i, 'A'};
    size_t len = 2;
    if (i >= 256) {
      len = probes[i - 256].len;
      memcpy(in, probes[i - 256].bytes, len);
    }
    iconv_t cd = iconv_open("UTF-8", name);
    if (cd == (iconv_t)-1)
      return 0;
    char out[64], *ip = in, *op = out;
    size_t il = len, ol = sizeof out;
    errno = 0;
    size_t r = iconv(cd, &ip, &il, &op, &ol);
    h = (h * 1000003) ^ r;
    h = (h * 1000003) ^ (uint64_t)errno;
    h = (h * 1000003) ^ il;
    for (char *p = out; p < op; p++)
      h = (h * 1000003) ^ (unsigned char)*p;
    iconv_close(cd);
  }
  return h;
}

// Whether glibc reads name as one of our sets.
static int one_of_ours(const char *name) {
  uint64_t sig = glibc_signature(name);
  for (int i = 0; i < NSETS; i++)
    if (sig == glibc_signature(sets[i]))
      return 1;
  return 0;
}

// A name: both opened with it (as target and as source), then the same
// answers to a few probing conversions.  A name glibc opens and we do
// not is right only if glibc does not read it as one of our sets.
static void check_name(const char *name) {
  static const unsigned char probe_out[] =
    "A\xc3\xa9\xe2\x82\xac\xc5\x92\xe4\xb8\xad\xf0\x90\x80\x80\xe2\x80\x8b\xc2\x81Z";
  static const unsigned char probe_bad[] = "AB\xff\xc3\xa9\xe2\x82\xac";
  static const unsigned char probe_in[] =
    "\xff\xfe\x41\x00\x00\xd8\x81\x00\x80\x9d\xa4\xe9\x00\x00\xfe\xff\x41\x42\x43\x00";
  char what[300];
  snprintf(what, sizeof what, "name \"%s\"", name);
  history_len = 0;
  for (int dir = 0; dir < 2; dir++) {
    const char *to = dir ? "UTF-8" : name, *from = dir ? name : "UTF-8";
    void *ours = sc_iconv_open(to, from);
    int e1 = sc_errno;
    iconv_t theirs = iconv_open(to, from);
    int e2 = errno;
    checked++;
    if (ours == (void *)-1 && theirs != (iconv_t)-1 && !one_of_ours(name)) {
      iconv_close(theirs);
      continue;
    }
    if ((ours == (void *)-1) != (theirs == (iconv_t)-1) ||
        (ours == (void *)-1 && e1 != e2)) {
      if (ours != (void *)-1)
        sc_iconv_close(ours);
      if (theirs != (iconv_t)-1)
        iconv_close(theirs);
      char msg[400];
      snprintf(msg, sizeof msg, "%s as %s: ours %s, glibc %s", what, dir ? "source" : "target",
               ours == (void *)-1 ? "refused" : "opened",
               theirs == (iconv_t)-1 ? "refused" : "opened");
      report("open", msg);
      continue;
    }
    if (ours == (void *)-1)
      continue;
    size_t res;
    int err;
    if (dir) {
      for (size_t n = 0; n <= sizeof probe_in - 1; n += 3) {
        call_both(ours, theirs, 0, 0, 0, 0, &res, &err, "name", what);
        call_both(ours, theirs, probe_in, n, 256, 1, &res, &err, "name", what);
      }
    } else {
      call_both(ours, theirs, probe_out, sizeof probe_out - 1, 256, 1, &res, &err, "name", what);
      call_both(ours, theirs, probe_bad, sizeof probe_bad - 1, 256, 1, &res, &err, "name", what);
    }
    sc_iconv_close(ours);
    iconv_close(theirs);
  }
}

static void check_names(void) {
  static const char *const fixed[] = {
    "", " ", "//", "///", ",,", "char", "CHAR", "wchar_t", "WCHAR_T//", "utf8", "utf-8",
    " utf-8", "u t f 8", "UTF-8/", "UTF-8//", "UTF-8///", "UTF-8//translit", "UTF-8/IGNORE",
    "UTF-8//BOGUS", "UTF-8,TRANSLIT", "UTF-8//TRANSLIT,IGNORE", "UTF-8//TRANSLIT/IGNORE",
    "ISO-10646/UCS4", "ISO-10646/UCS4/", "ISO-10646/UCS4/IGNORE", "ISO-10646/UCS4,IGNORE",
    "ISO-10646//UTF8", "ISO-10646/UTF8//TRANSLIT", "/UTF-8", ".UTF-8", "UTF_8", "latin-1",
    "INTERNAL", "UNICODE", "UTF-7", "IBM891", "A/B/C", "UTF-8//TRANSLIT;", "UTF-8\xc3\xa9",
    "\xc3\xa9", "ascii//translit", "Latin9", "windows-1252//IGNORE", "UCS-2//TRANSLIT",
    "UTF-16 //IGNORE", "UTF-16// IGNORE", "UTF-16//IGNORE ", "UTF-32\t", "WCHAR_T//IGNORE",
  };
  static const char *const aliases[] = {
    "UTF-8", "UTF8", "ISO-10646/UTF8/", "ISO-10646/UTF-8/", "ISO-IR-193", "OSF05010001",
    "UTF-16", "UTF16", "UTF-16LE", "UTF16LE", "UTF-16BE", "UTF16BE", "UTF-32", "UTF32",
    "UTF-32LE", "UTF32LE", "UTF-32BE", "UTF32BE", "UCS-2", "UCS2", "ISO-10646/UCS2/",
    "OSF00010100", "OSF00010101", "OSF00010102", "UCS-2LE", "UNICODELITTLE", "UCS-2BE",
    "UNICODEBIG", "UCS-4", "UCS4", "ISO-10646/UCS4/", "10646-1:1993", "10646-1:1993/UCS4/",
    "CSUCS4", "ISO-10646", "OSF00010104", "OSF00010105", "OSF00010106", "UCS-4BE", "UCS-4LE",
    "WCHAR_T", "ANSI_X3.4-1968", "ANSI_X3.4", "ANSI_X3.4-1986", "ASCII", "CP367", "CSASCII",
    "IBM367", "ISO-IR-6", "ISO646-US", "ISO_646.IRV:1991", "OSF00010020", "US", "US-ASCII",
    "ISO-8859-1", "8859_1", "CP819", "CSISOLATIN1", "IBM819", "ISO-IR-100", "ISO8859-1",
    "ISO88591", "ISO_8859-1", "ISO_8859-1:1987", "L1", "LATIN1", "OSF00010001",
    "ISO-8859-15", "ISO-IR-203", "ISO8859-15", "ISO885915", "ISO_8859-15",
    "ISO_8859-15:1998", "LATIN-9", "LATIN9", "CP1252", "MS-ANSI", "WINDOWS-1252",
    "IBM891", "CP891", "CSIBM891", "OSF1002037B", "IBM903", "CP903", "CSIBM903",
    "OSF10020387", "ISO-8859-2", "CP1250", "KOI8-R", "EUC-JP", "EUCJP", "UJIS",
    "CSEUCPKDFMTJAPANESE", "OSF00030010", "SJIS", "UTF-7", "UNICODE",
  };
  static const char *const seps[] = {"/", "//", ",", " ", "\t", "", "///", "/,"};
  static const char *const words[] = {"TRANSLIT", "translit", "IGNORE", "Ignore", "BOGUS", "",
                                      "TRANSLIT,IGNORE", "IGNORE/TRANSLIT"};
  static const char *const junk[] = {"\xc3\xa9", ";", "_", ".", ":", "-", "@", " ", "/", ","};
  for (int loc = 0; loc < 2; loc++) {
    both_setlocale(loc ? "C.UTF-8" : "C");
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
      check_name(fixed[i]);
    for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++) {
      char name[100];
      snprintf(name, sizeof name, "%s", aliases[i]);
      check_name(name);
      for (char *p = name; *p; p++)
        *p = (char)(*p >= 'A' && *p <= 'Z' ? *p + 32 : *p);
      check_name(name);
    }
    for (int k = 0; k < 20000; k++) {
      char name[200];
      size_t n = 0;
      name[0] = 0;
      if (rnd(6) == 0)
        n += (size_t)sprintf(name + n, "%s", junk[rnd(10)]);
      const char *a = aliases[rnd(sizeof aliases / sizeof aliases[0])];
      size_t cut = strlen(a);
      if (rnd(5) == 0)
        cut = rnd((unsigned)cut + 1);
      for (size_t i = 0; i < cut; i++) {
        char c = a[i];
        name[n++] = rnd(3) == 0 && c >= 'A' && c <= 'Z' ? (char)(c + 32) : c;
        if (rnd(30) == 0)
          n += (size_t)sprintf(name + n, "%s", junk[rnd(10)]);
      }
      name[n] = 0;
      for (unsigned s = rnd(4); s > 0; s--)
        n += (size_t)sprintf(name + n, "%s%s", seps[rnd(8)], words[rnd(8)]);
      if (rnd(4) == 0)
        n += (size_t)sprintf(name + n, "%s", seps[rnd(8)]);
      check_name(name);
    }
  }
}

// Descriptors that are not (volatile, so that gcc does not see iconv_close
// given a constant).
static void check_bad_descriptors(void) {
  void *volatile bad = (void *)-1;
  char buf[4] = "ab", *p = buf, out[8], *q = out;
  size_t n = 2, m = 8;
  sc_errno = errno = 0;
  size_t a = sc_iconv(bad, &p, &n, &q, &m);
  int e1 = sc_errno;
  size_t b = iconv(bad, &p, &n, &q, &m);
  int e2 = errno;
  int c1 = sc_iconv_close(bad);
  e1 += 1000 * sc_errno;
  int c2 = iconv_close(bad);
  e2 += 1000 * errno;
  checked++;
  if (a != b || e1 != e2 || c1 != c2)
    report("bad descriptor", "iconv or iconv_close of (iconv_t)-1");
}

int main(int argc, char **argv) {
  // Usage: iconv_cmp [cases per pair and suffix [seed]]
  int cases = argc > 1 ? atoi(argv[1]) : 150;
  if (argc > 2)
    rng += strtoull(argv[2], 0, 0);
  check_bad_descriptors();
  check_names();
  for (int loc = 0; loc < 2; loc++) {
    both_setlocale(loc ? "C.UTF-8" : "C");
    load_translit_keys();
    check_translit();
    check_pairs(cases);
  }
  printf("checked %ld calls (%ld random cases), mismatches %ld\n", checked, cases_run, bad);
  return bad != 0;
}
