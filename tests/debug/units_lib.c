// The second unit of tests/debug/units_main.c.
struct counter {
  int calls;
  long sum;
};
struct counter total;

int scale_all(int *v, int n, int k) {
  int acc = 0;  // line: lib-first
  for (int i = 0; i < n; i++)
    acc += v[i] * k;
  total.calls++;
  total.sum += acc;
  return acc;  // line: lib-return
}
