// iconv_basic.c — iconv_open, iconv and iconv_close as a program uses
// them: names, round trips through every set, small output buffers,
// errors and where they leave the input, //TRANSLIT and //IGNORE, resets
// and byte-order marks, wchar_t, and both locales.  Prints what glibc
// answers; the safe build must print the same.
#include <errno.h>
#include <iconv.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

static const char *const sets[] = {
  "UTF-8", "UTF-16", "UTF-16LE", "UTF-16BE", "UTF-32", "UTF-32LE", "UTF-32BE", "UCS-2",
  "UCS-2LE", "UCS-2BE", "UCS-4", "UCS-4LE", "UCS-4BE", "WCHAR_T", "ASCII", "ISO-8859-1",
  "ISO-8859-15", "CP1252", "EUC-JP",
};
#define NSETS (sizeof sets / sizeof sets[0])

static void show_bytes(const char *p, size_t n) {
  for (size_t i = 0; i < n; i++)
    printf("%02x", (unsigned char)p[i]);
}

// One call: prints the result, errno, and how far both sides moved.
static size_t call(iconv_t cd, const char *in, size_t len, size_t room, char *out) {
  char *ip = (char *)in, *op = out;
  size_t il = len, ol = room;
  errno = 0;
  size_t r = iconv(cd, &ip, &il, &op, &ol);
  printf("  %zd errno=%d used=%zu out=", (ssize_t)r, r == (size_t)-1 ? errno : 0,
         (size_t)(ip - in));
  show_bytes(out, (size_t)(op - out));
  printf("\n");
  return (size_t)(ip - in);
}

static void convert(const char *to, const char *from, const char *in, size_t len, size_t room) {
  char out[512];
  iconv_t cd = iconv_open(to, from);
  printf("%s <- %s, room %zu:", to, from, room);
  if (cd == (iconv_t)-1) {
    printf(" cannot open (errno %d)\n", errno);
    return;
  }
  printf("\n");
  call(cd, in, len, room, out);
  iconv_close(cd);
}

static void names(void) {
  static const char *const list[] = {
    "UTF-8", "utf8", "u t f 8", "UTF-8//TRANSLIT", "utf-8//ignore", "ISO-10646/UCS4",
    "latin1", "L1", "iso_8859-15:1998", "windows-1252", "US-ASCII", "ANSI_X3.4-1968",
    "wchar_t", "UTF-8/IGNORE", "UTF_8", "char", "", "//", "no such set", "eucJP", "ujis",
    "csEUCPkdFmtJapanese",
  };
  for (size_t i = 0; i < sizeof list / sizeof list[0]; i++) {
    iconv_t cd = iconv_open(list[i], "UTF-8");
    int e = errno;
    printf("open \"%s\": %s", list[i], cd == (iconv_t)-1 ? "refused" : "ok");
    if (cd == (iconv_t)-1)
      printf(" (errno %d)", e);
    else
      iconv_close(cd);
    printf("\n");
  }
  iconv_t cd = iconv_open("WCHAR_T", "WCHAR_T");
  printf("WCHAR_T <- WCHAR_T: %s\n", cd == (iconv_t)-1 ? "refused" : "ok");
}

// A text with something for every set, to each set and back.
static void round_trips(void) {
  static const char text[] = "Az\xc3\xa9\xc3\xbf\xe2\x82\xac\xc5\x92\xe2\x80\x9c\xe4\xb8\xad"
                             "\xf0\x9f\x98\x80!";
  for (size_t i = 0; i < NSETS; i++) {
    char mid[256], back[256];
    iconv_t there = iconv_open(sets[i], "UTF-8"), home = iconv_open("UTF-8", sets[i]);
    char *ip = (char *)text, *op = mid;
    size_t il = sizeof text - 1, ol = sizeof mid;
    size_t r = iconv(there, &ip, &il, &op, &ol);
    printf("%s: %zd errno=%d left=%zu ", sets[i], (ssize_t)r, r == (size_t)-1 ? errno : 0, il);
    show_bytes(mid, (size_t)(op - mid));
    size_t n = (size_t)(op - mid);
    ip = mid;
    il = n;
    op = back;
    ol = sizeof back;
    r = iconv(home, &ip, &il, &op, &ol);
    printf(" -> %zd \"%.*s\"\n", (ssize_t)r, (int)(op - back), back);
    iconv_close(there);
    iconv_close(home);
  }
}

// A conversion loop with a 3-byte output buffer: E2BIG each time it is
// full, nothing lost.
static void small_buffer(void) {
  static const char text[] = "h\xc3\xa9llo, w\xc3\xb6rld \xe2\x82\xac 5";
  iconv_t cd = iconv_open("UTF-16BE", "UTF-8");
  char *ip = (char *)text;
  size_t il = sizeof text - 1;
  printf("small buffer:");
  for (;;) {
    char out[3], *op = out;
    size_t ol = sizeof out;
    size_t r = iconv(cd, &ip, &il, &op, &ol);
    printf(" [");
    show_bytes(out, (size_t)(op - out));
    printf("]");
    if (r != (size_t)-1) {
      printf(" done %zd\n", (ssize_t)r);
      break;
    }
    if (errno != E2BIG) {
      printf(" errno %d\n", errno);
      break;
    }
  }
  iconv_close(cd);
}

static void errors(void) {
  // Invalid and incomplete input, with what came before converted.
  convert("UTF-16LE", "UTF-8", "ab\xff" "cd", 5, 64);
  convert("UTF-16LE", "UTF-8", "ab\xe2\x82", 4, 64);
  convert("UTF-8", "UTF-16LE", "a\0\0\xd8", 4, 64);
  convert("UTF-8", "UTF-16LE", "a\0\0\xdc" "b\0", 6, 64);
  convert("UTF-8", "CP1252", "a\x81" "b", 3, 64);
  convert("UTF-8", "ASCII", "a\xe9", 2, 64);
  // Not representable, transliterated, ignored.
  static const char euro[] = "1\xe2\x82\xac 2\xc2\xab\xe4\xb8\xad\xc3\xa9";
  convert("ASCII", "UTF-8", euro, sizeof euro - 1, 64);
  convert("ASCII//TRANSLIT", "UTF-8", euro, sizeof euro - 1, 64);
  convert("ISO-8859-1//TRANSLIT", "UTF-8", euro, sizeof euro - 1, 64);
  convert("ISO-8859-15//TRANSLIT", "UTF-8", euro, sizeof euro - 1, 64);
  convert("ASCII//IGNORE", "UTF-8", euro, sizeof euro - 1, 64);
  convert("ASCII//TRANSLIT//IGNORE", "UTF-8", "a\xff\xe2\x82\xac", 5, 64);
  convert("ASCII//TRANSLIT", "UTF-8", euro, sizeof euro - 1, 3);
  convert("UCS-2BE//TRANSLIT", "UTF-8", "\xf0\x9d\x90\x80\xf0\x9f\x98\x80", 8, 64);
  convert("UTF-8//IGNORE", "UTF-8", "a\xc0\x80" "b\xed\xa0\x80" "c", 8, 64);
  // EUC-JP: JIS X 0208, half-width katakana, JIS X 0212; then a second
  // byte below 0xa1, a code with no character, a cut 0212 code (its row
  // is checked before the third byte), and the yen sign written as 0x5c.
  static const char japanese[] = "\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e \xef\xbd\xb1\xef\xbe\x9f "
                                 "\xc3\x85\xe4\xb8\x82\xe2\x80\xbe\xc2\xa5";
  convert("EUC-JP", "UTF-8", japanese, sizeof japanese - 1, 64);
  convert("EUC-JP", "UTF-8", japanese, sizeof japanese - 1, 9);
  convert("UTF-8", "EUC-JP", "\xc6\xfc\xcb\xdc \x8e\xb1 \x8f\xaa\xa9\x8f\xb0\xa1", 14, 64);
  convert("UTF-8//IGNORE", "EUC-JP", "a\xb0" "b\xa9\xa1" "c\x8f\xa1\xa1" "d\x8e\xe0", 12, 64);
  convert("UTF-8", "EUC-JP", "a\x8f\xb0", 3, 64);
  convert("UTF-8", "EUC-JP", "a\x8f\xa1", 3, 64);
  convert("EUC-JP//TRANSLIT", "UTF-8", euro, sizeof euro - 1, 64);
}

static void resets_and_marks(void) {
  char out[64];
  iconv_t cd = iconv_open("UTF-16", "UTF-8");
  printf("UTF-16 <- UTF-8, three calls and resets:\n");
  call(cd, "ab", 2, sizeof out, out);
  call(cd, "c", 1, sizeof out, out);
  char *op = out;
  size_t ol = sizeof out;
  printf("  flush %zd, wrote %zu\n", (ssize_t)iconv(cd, NULL, NULL, &op, &ol),
         sizeof out - ol);
  call(cd, "d", 1, sizeof out, out);
  iconv(cd, NULL, NULL, NULL, NULL);
  call(cd, "e", 1, 1, out);
  call(cd, "e", 1, sizeof out, out);
  iconv_close(cd);

  cd = iconv_open("UTF-8", "UTF-16");
  printf("UTF-8 <- UTF-16, byte-order marks:\n");
  call(cd, "\xfe\xff\0A\0B", 6, sizeof out, out);
  call(cd, "\0C\xfe\xff", 4, sizeof out, out);
  iconv(cd, NULL, NULL, NULL, NULL);
  call(cd, "\xff\xfe" "D\0", 4, sizeof out, out);
  iconv_close(cd);

  cd = iconv_open("UTF-8", "UTF-32");
  printf("UTF-8 <- UTF-32, pieces:\n");
  call(cd, "\xff\xfe", 2, sizeof out, out);
  call(cd, "\xff\xfe\0\0" "A\0\0\0" "B\0", 10, sizeof out, out);
  call(cd, "B\0\0\0", 4, sizeof out, out);
  iconv_close(cd);
}

static void wide(void) {
  wchar_t ws[8];
  const char text[] = "w\xc3\xa9\xe2\x82\xac";
  iconv_t cd = iconv_open("WCHAR_T", "UTF-8");
  char *ip = (char *)text, *op = (char *)ws;
  size_t il = sizeof text - 1, ol = sizeof ws;
  size_t r = iconv(cd, &ip, &il, &op, &ol);
  size_t n = (sizeof ws - ol) / sizeof(wchar_t);
  printf("wchar_t: %zd, %zu characters:", (ssize_t)r, n);
  for (size_t i = 0; i < n; i++)
    printf(" U+%04X", (unsigned)ws[i]);
  printf("\n");
  iconv_close(cd);
  cd = iconv_open("ISO-8859-15", "WCHAR_T");
  char out[8];
  ip = (char *)ws;
  il = n * sizeof(wchar_t);
  op = out;
  ol = sizeof out;
  r = iconv(cd, &ip, &il, &op, &ol);
  printf("back to ISO-8859-15: %zd ", (ssize_t)r);
  show_bytes(out, (size_t)(op - out));
  printf("\n");
  iconv_close(cd);
}

static void locales(void) {
  static const char text[] = "\xc3\xa9t\xc3\xa9 \xe2\x80\x94 \xc3\x85";
  for (int i = 0; i < 2; i++) {
    setlocale(LC_ALL, i ? "C.UTF-8" : "C");
    printf("locale %s:\n", i ? "C.UTF-8" : "C");
    convert("ASCII//TRANSLIT", "UTF-8", text, sizeof text - 1, 64);
    convert("", "UTF-8", text, sizeof text - 1, 64);
    convert("UTF-16BE", "", "ab", 2, 64);
  }
}

int main(void) {
  names();
  round_trips();
  small_buffer();
  errors();
  resets_and_marks();
  wide();
  locales();
  return 0;
}
