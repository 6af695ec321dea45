// stdio_impl.h — the layout of FILE and the helpers shared by libc/src/stdio.
//
// A FILE owns one buffer that is at any moment either a write buffer
// (wlen bytes waiting, rpos == rlen == 0) or a read buffer (buf[rpos..rlen)
// not yet consumed, wlen == 0).  Switching direction flushes the pending
// writes or seeks back over the unread bytes, so the descriptor's offset and
// the stream's position always agree at the switch.
//
// Bytes go to and from the descriptor fd, or, when ops is set, to and from
// the functions in ops (memory streams: fmemopen, open_memstream).  Only
// the four __stdio_raw_ functions in buffer.c tell the two apart.
#ifndef STDIO_IMPL_H
#define STDIO_IMPL_H

#include <stdio.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

enum {
  F_READ = 1,      // opened for reading
  F_WRITE = 2,     // opened for writing
  F_EOF = 4,       // end-of-file indicator
  F_ERR = 8,       // error indicator
  F_APPEND = 16,   // every write goes to the end
  F_OWNBUF = 32,   // buf was malloc'd by us and is freed by fclose
  F_TTYCHECK = 64, // decide line buffering with isatty at the first use
  F_PUTTING = 128, // the last operation wrote (until a read or a seek)
  F_BYCALLER = 256, // __fsetlocking was told FSETLOCKING_BYCALLER
};

#define UNGET_MAX 8

// The operations of a stream that is not a descriptor.  They have the
// contracts of read, write, lseek and close, on the stream's cookie.
typedef struct {
  ssize_t (*read)(void *cookie, unsigned char *buf, size_t n);
  ssize_t (*write)(void *cookie, const unsigned char *buf, size_t n);
  off_t (*seek)(void *cookie, off_t off, int whence);
  int (*close)(void *cookie);
} StreamOps;

struct _IO_FILE {
  int fd;
  int flags;
  int bufmode;            // _IOFBF, _IOLBF or _IONBF
  unsigned char *buf;     // 0 until the first buffered operation
  size_t bufsize;
  size_t wlen;            // bytes waiting in buf to be written
  size_t rpos, rlen;      // unread bytes are buf[rpos..rlen)
  int nunget;             // characters pushed back by ungetc
  unsigned char unget[UNGET_MAX];
  struct _IO_FILE *next;  // every open stream, for fflush(NULL) and exit
  int orient;             // 0 not yet, -1 bytes, 1 wide (C11 7.21.2p4)
  uintptr_t lock_owner;   // the owning thread's token, 0 when unlocked
  int lock_depth;
  const StreamOps *ops;   // 0: a descriptor stream
  void *cookie;           // the state ops work on
};

extern FILE *__stdio_open_list;

// The runtime's memcpy and write under the libc's reserved names, which
// no program can replace, so that their escape facts can be declared
// (docs/safe-mode.md, "Escape facts across units").  Output functions
// hand them the caller's bytes; since nothing keeps a pointer to those,
// a caller's buffer, printf's Sink and its digits may live in a frame.
#ifdef __SAFECC_SAFE__
void *__libc_memcpy(void *restrict dst, __noescape const void *restrict src, size_t n);
ssize_t __libc_write(int fd, __noescape const void *buf, size_t n);
#else
#define __libc_memcpy memcpy
#define __libc_write write
#endif

ssize_t __stdio_raw_read(FILE *f, unsigned char *buf, size_t n);
ssize_t __stdio_raw_write(FILE *f, const unsigned char *buf, size_t n);
off_t __stdio_raw_seek(FILE *f, off_t off, int whence);
int __stdio_raw_close(FILE *f);
int __stdio_flush(FILE *f);
void __stdio_flush_all(void);
int __stdio_want_write(FILE *f);
int __stdio_want_read(FILE *f);
int __stdio_setup_buffer(FILE *f);
size_t __stdio_write(FILE *f, __noescape const unsigned char *s, size_t n);
int __stdio_fill(FILE *f);
int __stdio_parse_mode(const char *mode, int *oflags);
int __stdio_orient(FILE *f, int mode);
void __stdio_lock(FILE *f);
void __stdio_unlock(FILE *f);
int __fgetc_unlocked(FILE *f);
int __fputc_unlocked(int c, FILE *f);
FILE *__stdio_new(int fd, int flags);
void __stdio_link(FILE *f);
void __stdio_unlink(FILE *f);

// One parsed printf conversion specification.
typedef struct {
  int minus, plus, space, alt, zero;  // the flags - + space # 0
  int width;                          // 0 when absent
  int prec;                           // -1 when absent
  int conv;                           // the conversion character
  int len;                            // the length modifier (LEN_ in vformat.c)
  int pos;                            // n of "%n$", 0 when sequential
  int wstar, pstar;                   // width/precision from an argument:
                                      // -1 no, 0 the next one, n the nth
  int too_large;                      // a width or precision above INT_MAX
} Spec;

// One argument of a conversion, as read from the va_list.
typedef union {
  long long i;
  double d;
  long double ld;
  void *p;
} Arg;

// Formatted output goes into a Sink: a stream, or a string of cap bytes
// (snprintf semantics: at most cap-1 characters and a terminating NUL).
// The Sink also carries the current conversion and scratch space for its
// digits: in safe mode every local array or address-taken local is a heap
// object, so keeping them here makes a conversion allocate nothing.
typedef struct {
  FILE *file;
  char *str;
  size_t cap;
  size_t count;  // characters produced so far, whether stored or not
  int error;
  Spec sp;
  Arg arg;
  char scratch[64];
} Sink;

void __sink_put(__noescape Sink *out, __noescape const char *s, size_t n);
int __vformat(__noescape Sink *out, const char *fmt, __noescape va_list ap);
int __vfprintf_any(FILE *restrict f, const char *restrict fmt, __noescape va_list ap);
int __sink_finish(__noescape Sink *out);

#endif
