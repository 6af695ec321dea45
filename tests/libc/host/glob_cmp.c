// glob_cmp.c — glob (with GLOB_MARK), fnmatch (every flag combination) and
// dirname/basename of the safe libc against glibc, on system directories.
#include <glob.h>
#include <fnmatch.h>
#include <libgen.h>
#include <stdio.h>
#include <string.h>
int sc_glob(const char *, int, int (*)(const char *, int), glob_t *); void sc_globfree(glob_t *);
int sc_fnmatch(const char *, const char *, int); char *sc_dirname(char *); char *sc_basename(char *);
typedef struct { size_t gl_pathc; char **gl_pathv; size_t gl_offs; int gl_flags; } myglob;
int main(void) {
  const char *pats[] = {"/usr/lib/gcc/*/*/crtbegin.o", "/usr/include/*/*.h", "/etc/*.conf", "/nonexistent/*", "/usr/include/s*.h", "/usr/include/[a-m]*", "/usr/*/"};
  int bad = 0;
  for (int i = 0; i < 7; i++) {
    myglob a = {0}; glob_t b; memset(&b, 0, sizeof b);
    int r1 = sc_glob(pats[i], i == 6 ? GLOB_MARK : 0, 0, (glob_t *)&a), r2 = glob(pats[i], i == 6 ? GLOB_MARK : 0, 0, &b);
    int same = r1 == r2 && a.gl_pathc == b.gl_pathc;
    for (size_t j = 0; same && j < a.gl_pathc; j++) same = !strcmp(a.gl_pathv[j], b.gl_pathv[j]);
    printf("%s: %d %zu vs %d %zu %s\n", pats[i], r1, a.gl_pathc, r2, b.gl_pathc, same ? "same" : "DIFFERENT"); bad += !same;
    sc_globfree((glob_t *)&a); globfree(&b);
  }
  const char *fm[][2] = {{"*.c", "a.c"}, {"*.c", ".a.c"}, {"a?c", "abc"}, {"[a-c]x", "bx"}, {"[!a-c]x", "bx"}, {"\\*", "*"}, {"*/b", "a/b"}, {"a*", "a/b"}, {"[]]", "]"}, {"[", "["}};
  for (int i = 0; i < 10; i++) for (int fl = 0; fl < 8; fl++) if (sc_fnmatch(fm[i][0], fm[i][1], fl) != fnmatch(fm[i][0], fm[i][1], fl)) { printf("fnmatch %s %s %d\n", fm[i][0], fm[i][1], fl); bad++; }
  const char *paths[] = {"/usr/lib/", "lib", "/", "", "a/b/c", "//a//b//", "a/"};
  for (int i = 0; i < 7; i++) { char x[32], y[32], u[32], v[32]; strcpy(x, paths[i]); strcpy(y, paths[i]); strcpy(u, paths[i]); strcpy(v, paths[i]);
    const char *d1 = sc_dirname(x), *d2 = dirname(y), *b1 = sc_basename(u), *b2 = basename(v);
    if (strcmp(d1, d2) || strcmp(b1, b2)) { printf("[%s] dirname %s/%s basename %s/%s\n", paths[i], d1, d2, b1, b2); bad++; } }
  printf("bad %d\n", bad); return bad != 0;
}
