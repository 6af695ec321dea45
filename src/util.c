// util.c — small helpers used everywhere: growable string arrays,
// printf-style formatting into fresh memory, and whole-file reading.

#include "safecc.h"

// Checked allocation: the compiler never frees, so running out of memory
// (a hostile input, or a ulimit) must end in a diagnostic, not a crash on
// a NULL pointer.  A zero size still returns a unique, usable pointer.
void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p)
    error("out of memory");
  return p;
}

void *xmalloc(size_t size) {
  return xcalloc(1, size);
}

void *xrealloc(void *ptr, size_t size) {
  void *p = realloc(ptr, size ? size : 1);
  if (!p)
    error("out of memory");
  return p;
}

void strarray_push(StringArray *arr, char *s) {
  if (arr->len == arr->capacity) {
    arr->capacity = arr->capacity ? arr->capacity * 2 : 8;
    arr->data = xrealloc(arr->data, sizeof(char *) * arr->capacity);
    if (!arr->data)
      error("out of memory");
  }
  arr->data[arr->len++] = s;
}

// Returns a newly allocated string built like printf would print it.
char *format(char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);

  char *buf = xmalloc(n + 1);
  if (!buf)
    error("out of memory");
  va_start(ap, fmt);
  vsnprintf(buf, n + 1, fmt, ap);
  va_end(ap);
  return buf;
}

bool starts_with(char *s, char *prefix) {
  return strncmp(s, prefix, strlen(prefix)) == 0;
}

bool ends_with(char *s, char *suffix) {
  size_t n1 = strlen(s);
  size_t n2 = strlen(suffix);
  return n1 >= n2 && strcmp(s + n1 - n2, suffix) == 0;
}

// Reads a whole stream into a NUL-terminated buffer.
static char *read_stream(FILE *fp) {
  size_t cap = 4096, len = 0;
  char *buf = xmalloc(cap);
  if (!buf)
    error("out of memory");

  for (;;) {
    if (cap - len < 4096) {
      cap *= 2;
      buf = xrealloc(buf, cap);
      if (!buf)
        error("out of memory");
    }
    size_t n = fread(buf + len, 1, cap - len - 1, fp);
    len += n;
    if (n == 0)
      break;
  }
  buf[len] = '\0';
  return buf;
}

// Reads the whole file at `path` ("-" is stdin).  Returns NULL if the file
// cannot be opened or is a directory.
char *read_file(char *path) {
  if (strcmp(path, "-") == 0)
    return read_stream(stdin);

  struct stat st;
  if (stat(path, &st) != 0 || S_ISDIR(st.st_mode))
    return NULL;

  FILE *fp = fopen(path, "r");
  if (!fp)
    return NULL;
  char *buf = read_stream(fp);
  fclose(fp);
  return buf;
}

int64_t align_to64(int64_t n, int64_t align) {
  return (n + align - 1) / align * align;
}
