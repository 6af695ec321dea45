// abigen.c — writes an ABI cross test into a directory: abi.h, side.c and
// main.c.  side.c is compiled twice, by gcc (-DP=G_ -DQ=S_) and by the
// compiler under test (-DP=S_ -DQ=G_), so that every function defined on one
// side is called from the other: 45 struct and union types passed by value
// (8 at a time, mixed with int/double/long/float/long double arguments so
// that some go in registers and some on the stack), returned by value, and
// read back with va_arg.  main.c runs both directions and prints the number
// of mismatches.  (A C port of the x86 helper's generator.)
//
// Usage: abigen DIR
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// A type: its members, and "type:member" pairs (comma separated) that are
// filled with known values and checked.  A leading "@attr@" adds
// __attribute__((attr)).
typedef struct {
  const char *body;
  const char *fields;
} TypeDesc;

static const TypeDesc structs[] = {
  {"char a;", "char:a"},
  {"int a, b;", "int:a,int:b"},
  {"long a, b;", "long:a,long:b"},
  {"double a;", "double:a"},
  {"float a, b, c;", "float:a,float:b,float:c"},
  {"int a; double b;", "int:a,double:b"},
  {"double a; int b;", "double:a,int:b"},
  {"long a, b, c;", "long:a,long:b,long:c"},
  {"long double a;", "long double:a"},
  {"char a[3];", "char:a[0],char:a[1],char:a[2]"},
  {"char a[17];", "char:a[0],char:a[8],char:a[16]"},
  {"float a, b;", "float:a,float:b"},
  {"double a, b;", "double:a,double:b"},
  {"short a; float b; double c;", "short:a,float:b,double:c"},
  {"float a; int b;", "float:a,int:b"},
  {"long a; double b;", "long:a,double:b"},
  {"double a; long b;", "double:a,long:b"},
  {"__int128 a;", "__int128:a"},
  {"char c; long double b;", "char:c,long double:b"},
  {"float f[3];", "float:f[0],float:f[1],float:f[2]"},
  {"char c[5];", "char:c[0],char:c[4]"},
  {"char a, b, c, d, e, f, g;", "char:a,char:g"},
  {"short s[3];", "short:s[0],short:s[2]"},
  {"unsigned char u; double d; float f;", "unsigned char:u,double:d,float:f"},
  {"struct { float x, y; } in; double z;", "float:in.x,float:in.y,double:z"},
  {"long double a, b;", "long double:a,long double:b"},
  {"int a; float b; int c; float d;", "int:a,float:b,int:c,float:d"},
  {"int a:8; int b:20; unsigned c:9;", "int:a,int:b,unsigned:c"},
  {"@packed@char c; int i;", "char:c,int:i"},
  {"@aligned(16)@long a;", "long:a"},
  {"@packed@short s; double d;", "short:s,double:d"},
  {"@aligned(32)@int a;", "int:a"},
  {"float a; char b;", "float:a,char:b"},
  {"double d; float f; float g;", "double:d,float:f,float:g"},
  {"char c[9];", "char:c[0],char:c[8]"},
  {"short s; double d; char c;", "short:s,double:d,char:c"},
  {"_Bool b; float f;", "_Bool:b,float:f"},
  {"void *p; int i;", "long:i"},
  {"float a[4];", "float:a[0],float:a[3]"},
  {"char a; short b; char c; int d; float e;", "char:a,short:b,char:c,int:d,float:e"},
  {"unsigned long long u; float f[2];", "unsigned long long:u,float:f[1]"},
};
static const TypeDesc unions[] = {
  {"int i; float f;", "int:i"},
  {"double d; long l;", "long:l"},
  {"float f; double d;", "double:d"},
  {"char c[12]; double d;", "char:c[0],char:c[11]"},
};
#define NSTRUCTS (int)(sizeof(structs) / sizeof(structs[0]))
#define NUNIONS (int)(sizeof(unions) / sizeof(unions[0]))
#define NT (NSTRUCTS + NUNIONS)

static const TypeDesc *type_desc(int i) {
  return i < NSTRUCTS ? &structs[i] : &unions[i - NSTRUCTS];
}

// The value stored into field number j for a given seed expression.
static void value(FILE *out, const char *type, const char *seed, int j) {
  char base[64];
  snprintf(base, sizeof base, "((%s*7+%d)%%100+1)", seed, j);
  if (!strcmp(type, "float") || !strcmp(type, "double") || !strcmp(type, "long double"))
    fprintf(out, "(%s)(%s+0.5)", type, base);
  else if (!strcmp(type, "_Bool"))
    fprintf(out, "(_Bool)((%s)&1)", base);
  else
    fprintf(out, "(%s)%s", type, base);
}

// For every field of type i: fmt_before (with the member name), the field's
// value for `seed`, then fmt_mid.
static void each_field(FILE *out, int i, const char *seed, const char *fmt_before,
                       const char *fmt_mid) {
  char buf[256];
  snprintf(buf, sizeof buf, "%s", type_desc(i)->fields);
  int j = 0;
  for (char *f = strtok(buf, ","); f; f = strtok(NULL, ","), j++) {
    char *colon = strchr(f, ':');
    *colon = '\0';
    fprintf(out, fmt_before, colon + 1);
    value(out, f, seed, j);
    fprintf(out, "%s", fmt_mid);
  }
}

static void write_header(FILE *h) {
  fprintf(h, "extern char *G__side, *S__side;\nextern int errors;\n"
             "int printf(const char *, ...);\n");
  for (int i = 0; i < NT; i++) {
    const char *body = type_desc(i)->body;
    char attr[64] = "";
    if (body[0] == '@') {
      const char *end = strchr(body + 1, '@');
      snprintf(attr, sizeof attr, "__attribute__((%.*s)) ", (int)(end - body - 1), body + 1);
      body = end + 1;
    }
    fprintf(h, "typedef %s %s{ %s } T%d;\n", i < NSTRUCTS ? "struct" : "union", attr, body, i);
  }
  fprintf(h, "#define NT %d\n", NT);
  for (int i = 0; i < NT; i++) {
    fprintf(h, "static void fill%d(T%d *p, int seed) { __builtin_memset(p, 0, sizeof *p);", i, i);
    each_field(h, i, "seed", " p->%s = ", ";");
    fprintf(h, " }\n");
    fprintf(h, "static int check%d(T%d *p, int seed) { return 1", i, i);
    each_field(h, i, "seed", " && p->%s == ", "");
    fprintf(h, "; }\n");
  }
}

static void write_side(FILE *s) {
  fprintf(s, "#include \"abi.h\"\n#define CAT(a,b) a##b\n#define XCAT(a,b) CAT(a,b)\n"
             "#define NAME(n) XCAT(P, n)\n#define OTHER(n) XCAT(Q, n)\n");
  for (int i = 0; i < NT; i++) {
    char params[512];
    snprintf(params, sizeof params,
             "int i1, T%d a, double d1, T%d b, long l1, T%d c, T%d d, T%d e, T%d f, T%d g, "
             "float f1, long double ld, T%d h, int i2", i, i, i, i, i, i, i, i);
    fprintf(s, "T%d NAME(f%d)(%s) {\n", i, i, params);
    fprintf(s, "  int ok = i1 == 11 && d1 == 2.5 && l1 == 33 && f1 == 4.5f && ld == 5.25L && i2 == 77;\n");
    for (int k = 0; k < 8; k++)
      fprintf(s, "  ok = ok && check%d(&%c, %d);\n", i, "abcdefgh"[k], k + 1);
    fprintf(s, "  if (!ok) { errors++; printf(\"callee %%s f%d bad args\\n\", XCAT(P,_side)); }\n", i);
    fprintf(s, "  T%d r; fill%d(&r, 99); return r; }\n", i, i);
    fprintf(s, "T%d OTHER(f%d)(%s);\n", i, i, params);
    fprintf(s, "static void call%d(void) { T%d a[8]; for (int k = 0; k < 8; k++) fill%d(&a[k], k+1);\n",
            i, i, i);
    fprintf(s, "  T%d r = OTHER(f%d)(11, a[0], 2.5, a[1], 33, a[2], a[3], a[4], a[5], a[6], "
               "4.5f, 5.25L, a[7], 77);\n", i, i);
    fprintf(s, "  if (!check%d(&r, 99)) { errors++; printf(\"caller %%s f%d bad return\\n\", "
               "XCAT(P,_side)); } }\n", i, i);
    fprintf(s, "double NAME(v%d)(int n, ...) { __builtin_va_list ap; __builtin_va_start(ap, n); "
               "int ok = 1;\n", i);
    fprintf(s, "  for (int k = 0; k < n; k++) { int x = __builtin_va_arg(ap, int); "
               "double d = __builtin_va_arg(ap, double); T%d t = __builtin_va_arg(ap, T%d); "
               "long double ld = __builtin_va_arg(ap, long double);\n", i, i);
    fprintf(s, "    ok = ok && x == k && d == k + 0.5 && check%d(&t, k+1) && ld == k + 0.25L; }\n", i);
    fprintf(s, "  __builtin_va_end(ap); if (!ok) { errors++; printf(\"variadic callee %%s v%d bad\\n\", "
               "XCAT(P,_side)); } return 1.5; }\n", i);
    fprintf(s, "double OTHER(v%d)(int n, ...);\n", i);
    fprintf(s, "static void vcall%d(void) { T%d a[6]; for (int k = 0; k < 6; k++) fill%d(&a[k], k+1);\n",
            i, i, i);
    fprintf(s, "  double r = OTHER(v%d)(6, 0, 0.5, a[0], 0.25L, 1, 1.5, a[1], 1.25L, 2, 2.5, a[2], "
               "2.25L, 3, 3.5, a[3], 3.25L, 4, 4.5, a[4], 4.25L, 5, 5.5, a[5], 5.25L);\n", i);
    fprintf(s, "  if (r != 1.5) { errors++; printf(\"variadic caller %%s v%d bad\\n\", XCAT(P,_side)); } }\n",
            i);
  }
  fprintf(s, "void NAME(run)(void) {\n");
  for (int i = 0; i < NT; i++)
    fprintf(s, "  call%d(); vcall%d();\n", i, i);
  fprintf(s, "}\n");
}

static FILE *open_in(const char *dir, const char *name) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  if (!f) {
    perror(path);
    exit(1);
  }
  return f;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: abigen DIR\n");
    return 2;
  }
  FILE *h = open_in(argv[1], "abi.h");
  write_header(h);
  fclose(h);
  FILE *s = open_in(argv[1], "side.c");
  write_side(s);
  fclose(s);
  FILE *m = open_in(argv[1], "main.c");
  fprintf(m, "#include <stdio.h>\nint errors;\nchar *G__side = \"gcc\", *S__side = \"safecc\";\n"
             "void G_run(void); void S_run(void);\n"
             "int main(void) { G_run(); S_run(); if (errors) printf(\"errors: %%d\\n\", errors); "
             "return errors != 0; }\n");
  fclose(m);
  return 0;
}
