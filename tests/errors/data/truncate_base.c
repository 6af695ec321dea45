/* A valid program that run-errors.sh cuts after every 7th byte: every cut
   must give a clean error (or, if the prefix happens to be valid, success),
   never a crash or a hang. */
#include <stddef.h>
#define SQUARE(x) ((x) * (x))
#define STR(x) #x
#define CAT(a, b) a##b
#if defined(SQUARE) && SQUARE(2) == 4
typedef struct point { int x, y; } point;
#else
#error unreachable
#endif

enum color { RED, GREEN = 5, BLUE };
union number { int i; double d; char bytes[8]; };
struct list { struct list *next; int value : 12; unsigned flag : 1; char name[]; };

static const char *names[] = { "red", "green", [2] = "blue", };
static double table[2][3] = { { 1.5, 2.5e3, .5 }, { 0x1p4, 1e-3f, 3.0L } };
_Static_assert(sizeof(point) == 8, "point is two ints");

static int sum(int n, ...);

static long fold(const int *a, size_t n, long (*f)(long, int)) {
  long acc = 0;
  for (size_t i = 0; i < n; i++)
    acc = f(acc, a[i]);
  return acc;
}

static long add(long acc, int v) { return acc + v; }

int main(void) {
  point p = { .x = 3, .y = -4 };
  int arr[] = { 1, 2, 3, SQUARE(4) };
  char c = '\n', s[] = "a \"quoted\" string\t\x41\101";
  long total = fold(arr, sizeof arr / sizeof *arr, add);
  int CAT(var, 1) = (int)(p.x ? p.y : 0) << 2 >> 1;
  switch (total) {
  case 0 ... 9: total += 100; break;
  case 22: total -= 2; /* fallthrough */
  default: total *= 2;
  }
  do {
    total--;
    if (total % 3 == 0) continue;
  } while (total > 40 && c != 'x');
  void *label = &&done;
  goto *label;
done:
  return ({ int t = (int)total; t; }) + var1 + sizeof(STR(x)) + names[0][0]
         + (int)table[1][0] + s[0] - (int)(unsigned char)c;
}

static int sum(int n, ...) { return n; }
