// expect-error: lvalue required
// expect-line: 5
// The result of x++ is not an lvalue, so it cannot be assigned to.
int f(int x) {
  (x++) = 2;
  return x;
}
