/* zlib_driver.c -- bench/run-suite.sh: a workload for zlib 1.3.1 (its .c
 * files built by the same compiler as this file).  It generates a
 * deterministic text-like buffer (words drawn with a skewed distribution from
 * a made-up vocabulary, numbers, punctuation, line breaks), then for levels
 * 1, 6 and 9 compresses it with deflate in 64 KB output chunks, expands it
 * again with inflate in 32 KB chunks, checks the round trip and prints the
 * compressed size and the CRC-32 and Adler-32 of the compressed and expanded
 * data.  compress2/uncompress are used once more on a slice.
 *
 *   zlib_driver [KB]     (default 1536: a 1.5 MB buffer)
 *
 * Stresses: deflate's hashing and longest-match search (byte loads,
 * pointer arithmetic on windows), inflate's table-driven decoding, CRC. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zlib.h"

static unsigned long long rng = 0x853c49e6748fea9bULL;

static unsigned next_random(void) {
  rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)(rng >> 33);
}

static const char *const stems[] = {"the", "of", "and", "to", "in", "is", "that", "for", "it",
                                    "with", "as", "was", "on", "be", "by", "this", "are", "or",
                                    "compress", "window", "buffer", "stream", "table", "symbol",
                                    "length", "distance", "literal", "block", "header", "match",
                                    "tree", "code", "bits", "byte", "input", "output", "level",
                                    "strategy", "memory", "pointer", "value", "state", "check"};
static const char *const endings[] = {"", "", "", "s", "ed", "ing", "er", "ly"};

/* Fill BUF with N bytes of text. */
static void generate(unsigned char *buf, size_t n) {
  size_t pos = 0;
  int words_in_line = 0;
  while (pos < n) {
    char word[48];
    unsigned r = next_random();
    int len;
    if (r % 23 == 0) {
      len = snprintf(word, sizeof word, "%u", (r >> 5) % 100000);
    } else {
      /* Skewed: the minimum of two draws favours the first stems. */
      unsigned a = (r >> 3) % 43, b = (r >> 11) % 43;
      len = snprintf(word, sizeof word, "%s%s", stems[a < b ? a : b], endings[(r >> 19) % 8]);
    }
    if (pos + (size_t)len + 2 > n) break;
    memcpy(buf + pos, word, (size_t)len);
    pos += (size_t)len;
    unsigned p = next_random() % 16;
    if (p == 0) buf[pos++] = ',';
    else if (p == 1) buf[pos++] = '.';
    if (++words_in_line >= 9 + (int)(r % 5)) {
      buf[pos++] = '\n';
      words_in_line = 0;
    } else {
      buf[pos++] = ' ';
    }
  }
  while (pos < n) buf[pos++] = '\n';
}

/* Deflate IN at LEVEL into OUT (capacity CAP), 64 KB of output at a time. */
static size_t deflate_buffer(const unsigned char *in, size_t n, unsigned char *out, size_t cap, int level) {
  z_stream s;
  memset(&s, 0, sizeof s);
  if (deflateInit(&s, level) != Z_OK) return 0;
  s.next_in = (unsigned char *)in;
  s.avail_in = (uInt)n;
  size_t done = 0;
  int rc;
  do {
    size_t chunk = cap - done < 65536 ? cap - done : 65536;
    s.next_out = out + done;
    s.avail_out = (uInt)chunk;
    rc = deflate(&s, Z_FINISH);
    done += chunk - s.avail_out;
  } while (rc == Z_OK);
  deflateEnd(&s);
  return rc == Z_STREAM_END ? done : 0;
}

/* Inflate IN into OUT (capacity CAP), 32 KB of output at a time. */
static size_t inflate_buffer(const unsigned char *in, size_t n, unsigned char *out, size_t cap) {
  z_stream s;
  memset(&s, 0, sizeof s);
  if (inflateInit(&s) != Z_OK) return 0;
  s.next_in = (unsigned char *)in;
  s.avail_in = (uInt)n;
  size_t done = 0;
  int rc;
  size_t chunk;
  do {
    chunk = cap - done < 32768 ? cap - done : 32768;
    s.next_out = out + done;
    s.avail_out = (uInt)chunk;
    rc = inflate(&s, Z_NO_FLUSH);
    done += chunk - s.avail_out;
  } while (rc == Z_OK && chunk > 0);
  inflateEnd(&s);
  return rc == Z_STREAM_END ? done : 0;
}

int main(int argc, char **argv) {
  size_t n = (size_t)(argc > 1 ? atol(argv[1]) : 1536) * 1024;
  size_t cap = compressBound((uLong)n);
  unsigned char *text = malloc(n), *packed = malloc(cap), *back = malloc(n);
  if (!text || !packed || !back) return 1;
  generate(text, n);
  unsigned long crc = crc32(0L, text, (uInt)n);
  printf("zlib %s, input %lu bytes, crc32 %08lx, adler32 %08lx\n", zlibVersion(), (unsigned long)n, crc,
         adler32(1L, text, (uInt)n));
  int status = 0;
  static const int levels[] = {1, 6, 9};
  for (int i = 0; i < 3; i++) {
    size_t packed_len = deflate_buffer(text, n, packed, cap, levels[i]);
    memset(back, 0, n);
    size_t back_len = inflate_buffer(packed, packed_len, back, n);
    int same = back_len == n && memcmp(back, text, n) == 0;
    if (!same || !packed_len) status = 1;
    printf("level %d: %lu -> %lu bytes (%.2f%%), packed crc32 %08lx adler32 %08lx, round trip %s crc32 %08lx\n",
           levels[i], (unsigned long)n, (unsigned long)packed_len, 100.0 * (double)packed_len / (double)n,
           crc32(0L, packed, (uInt)packed_len), adler32(1L, packed, (uInt)packed_len), same ? "ok" : "BAD",
           crc32(0L, back, (uInt)back_len));
  }
  uLongf packed_len = (uLongf)cap, back_len = (uLongf)n;
  size_t slice = n / 4;
  if (compress2(packed, &packed_len, text + slice, (uLong)slice, Z_BEST_SPEED) != Z_OK ||
      uncompress(back, &back_len, packed, packed_len) != Z_OK || back_len != slice ||
      memcmp(back, text + slice, slice) != 0)
    status = 1;
  printf("compress2/uncompress of %lu bytes: %lu bytes, crc32 %08lx, %s\n", (unsigned long)slice,
         (unsigned long)packed_len, crc32(0L, packed, (uInt)packed_len), status ? "BAD" : "ok");
  free(text);
  free(packed);
  free(back);
  return status;
}
