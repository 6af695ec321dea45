// scanf.c — the scanf family on strings and on a file.
#include <stdio.h>
#include <string.h>

int main(void) {
  int a = 0, b = 0, n = 0;
  unsigned u = 0;
  long l = 0;
  long long ll = 0;
  short h = 0;
  char c = 0, w[32] = "", set[32] = "";
  double d = 0;
  float f = 0;
  long double ld = 0;
  printf("%d: ", sscanf("12 -34 word 2.5", "%d %d %31s %lf", &a, &b, w, &d));
  printf("%d %d %s %g\n", a, b, w, d);
  printf("%d: ", sscanf("ff 0x1A 017 -5", "%x %i %i %ld", &u, &a, &b, &l));
  printf("%u %d %d %ld\n", u, a, b, l);
  printf("%d: ", sscanf("abc123def", "%[a-z]%d%n", set, &a, &n));
  printf("%s %d %d\n", set, a, n);
  printf("%d: ", sscanf("  x  y", " %c %c", &c, &w[0]));
  printf("%c %c\n", c, w[0]);
  printf("%d: ", sscanf("1e5 -0x1p-3 3.25", "%f %lf %Lf", &f, &d, &ld));
  printf("%g %g %Lg\n", f, d, ld);
  printf("%d: ", sscanf("123456", "%3d%2hd%lld", &a, &h, &ll));
  printf("%d %d %lld\n", a, h, ll);
  printf("%d: ", sscanf("key=value;rest", "%31[^=]=%31[^;]", w, set));
  printf("%s %s\n", w, set);
  printf("%d\n", sscanf("", "%d", &a));
  printf("%d\n", sscanf("   ", "%d", &a));
  printf("%d\n", sscanf("x", "%d", &a));
  printf("%d: ", sscanf("10 skip 20", "%d %*s %d", &a, &b));
  printf("%d %d\n", a, b);
  printf("%d: ", sscanf("100%", "%d%%", &a));
  printf("%d\n", a);
  printf("%d: ", sscanf("inf nan -INFINITY", "%lf %f %Lf", &d, &f, &ld));
  printf("%g %g %Lg\n", d, f, ld);

  FILE *t = tmpfile();
  fprintf(t, "3\n 10 20 30\nname: Alice\n");
  rewind(t);
  int count, v[3];
  fscanf(t, "%d", &count);
  for (int i = 0; i < count; i++)
    fscanf(t, "%d", &v[i]);
  fscanf(t, " name: %31s", w);
  printf("%d %d %d %d %s, then %d\n", count, v[0], v[1], v[2], w, fscanf(t, "%d", &a));
  fclose(t);
  return 0;
}
