// tzfile.c — reads a TZif file (RFC 8536, versions 1 to 4) into a zone.
//
// A TZif file is a 44-byte header (magic "TZif", version, six counts) and
// a data block with 32-bit times; from version 2 on, a second header and
// block with 64-bit times follow, then a POSIX TZ string between two
// newlines for the times after the last transition.  We use the 64-bit
// block when there is one.  Leap-second records are skipped.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tz.h"

#define TZIF_MAX (1 << 20)  // far bigger than any real zone file

// The whole file in a malloc'd buffer, or null.
static unsigned char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "re");
  if (!f)
    return 0;
  size_t cap = 4096, n = 0;
  unsigned char *buf = malloc(cap);
  while (buf) {
    n += fread(buf + n, 1, cap - n, f);
    if (n < cap || cap >= TZIF_MAX)
      break;
    cap *= 2;
    unsigned char *bigger = realloc(buf, cap);
    if (!bigger)
      free(buf);
    buf = bigger;
  }
  if (buf && (ferror(f) || n >= TZIF_MAX)) {
    free(buf);
    buf = 0;
  }
  fclose(f);
  *len = n;
  return buf;
}

// The big-endian signed integer of size bytes (4 or 8) at p.
static long long be(const unsigned char *p, int size) {
  unsigned long long v = 0;
  for (int i = 0; i < size; i++)
    v = v << 8 | p[i];
  if (size == 4)
    return v >= 0x80000000u ? (long long)v - 0x100000000LL : (long long)v;
  return v >> 63 ? -(long long)~v - 1 : (long long)v;
}

struct counts {
  unsigned long long isut, isstd, leap, time, type, chars;
};

// The header at p (avail bytes from there): its version byte (0, '2',
// '3' ...), or -1 when it is no TZif header.
static int header(const unsigned char *p, size_t avail, struct counts *c) {
  if (avail < 44 || memcmp(p, "TZif", 4))
    return -1;
  c->isut = (unsigned long long)be(p + 20, 4) & 0xffffffffu;
  c->isstd = (unsigned long long)be(p + 24, 4) & 0xffffffffu;
  c->leap = (unsigned long long)be(p + 28, 4) & 0xffffffffu;
  c->time = (unsigned long long)be(p + 32, 4) & 0xffffffffu;
  c->type = (unsigned long long)be(p + 36, 4) & 0xffffffffu;
  c->chars = (unsigned long long)be(p + 40, 4) & 0xffffffffu;
  return p[4];
}

// Bytes in the data block after a header, with times of tsize bytes.
static unsigned long long block_size(const struct counts *c, int tsize) {
  return c->time * (tsize + 1) + c->type * 6 + c->chars + c->leap * (tsize + 4) + c->isstd +
         c->isut;
}

// Transitions, types and designations of the block at p.  The counts
// fit the buffer (checked by the caller); the values are checked here.
static int fill(struct tz_zone *z, const unsigned char *p, const struct counts *c, int tsize) {
  if (c->type < 1 || c->type > 256 || c->chars < 1)
    return -1;
  z->ntrans = (long)c->time;
  z->ntypes = (int)c->type;
  z->when = malloc((c->time + 1) * sizeof *z->when);
  z->type_of = malloc(c->time + 1);
  z->types = malloc(c->type * sizeof *z->types);
  char *names = malloc(c->chars + 1);
  z->first_name = names;
  if (!z->when || !z->type_of || !z->types || !names)
    return -1;
  for (long i = 0; i < z->ntrans; i++)
    z->when[i] = be(p + i * tsize, tsize);
  p += z->ntrans * tsize;
  for (long i = 0; i < z->ntrans; i++)
    if ((z->type_of[i] = p[i]) >= c->type)
      return -1;
  p += z->ntrans;
  for (int i = 0; i < z->ntypes; i++, p += 6) {
    z->types[i].off = (long)be(p, 4);
    z->types[i].isdst = p[4];
    if (p[4] > 1 || p[5] >= c->chars)
      return -1;
    z->types[i].name = names + p[5];
  }
  memcpy(names, p, c->chars);
  names[c->chars] = 0;
  return 0;
}

// The TZ string between the newlines at p (n bytes left), if any.
static void footer(struct tz_zone *z, const unsigned char *p, size_t n) {
  if (n < 2 || p[0] != '\n')
    return;
  const unsigned char *end = memchr(p + 1, '\n', n - 1);
  if (!end || end == p + 1)
    return;
  size_t len = (size_t)(end - p - 1);
  char *s = malloc(len + 1);
  if (!s)
    return;
  memcpy(s, p + 1, len);
  s[len] = 0;
  __tz_spec_parse(s, &z->spec);
  free(s);
  z->footer = 1;
}

// What tzset leaves in tzname, timezone and daylight for a file (as
// glibc): the names of the last standard and the last DST type that
// transitions lead to, and the offset of that standard type.  daylight
// is 1 when any transition leads to a DST type, even one whose offset
// is the standard one (Morocco's "DST" of +00 under +01 standard, then
// +00 all year from 2026).
static void summarize(struct tz_zone *z) {
  int have[2] = {0, 0};
  for (long i = z->ntrans; i-- > 0 && !(have[0] && have[1]);) {
    const struct tz_type *t = &z->types[z->type_of[i]];
    if (!have[t->isdst]) {
      have[t->isdst] = 1;
      z->name[t->isdst] = t->name;
      if (!t->isdst)
        z->std_off = t->off;
    }
  }
  if (!have[0])
    z->name[0] = z->first_name;
  if (!have[1])
    z->name[1] = z->name[0];
  if (!z->ntrans)
    z->std_off = z->types[0].off;
  z->daylight = have[1];
}

static struct tz_zone *parse(const unsigned char *buf, size_t len) {
  struct counts c;
  int version = header(buf, len, &c);
  if (version < 0)
    return 0;
  size_t pos = 44;
  int tsize = 4;
  if (version >= '2') {
    if (block_size(&c, 4) > len - pos)
      return 0;
    pos += block_size(&c, 4);
    if (header(buf + pos, len - pos, &c) < 0)
      return 0;
    pos += 44;
    tsize = 8;
  }
  if (block_size(&c, tsize) > len - pos)
    return 0;
  struct tz_zone *z = calloc(1, sizeof *z);
  if (!z)
    return 0;
  if (fill(z, buf + pos, &c, tsize) < 0) {
    free(z->when);
    free(z->type_of);
    free(z->types);
    free((char *)z->first_name);
    free(z);
    return 0;
  }
  z->file = 1;
  pos += block_size(&c, tsize);
  if (version >= '2')
    footer(z, buf + pos, len - pos);
  summarize(z);
  return z;
}

struct tz_zone *__tz_file_read(const char *path) {
  size_t len;
  unsigned char *buf = slurp(path, &len);
  if (!buf)
    return 0;
  struct tz_zone *z = parse(buf, len);
  free(buf);
  return z;
}
