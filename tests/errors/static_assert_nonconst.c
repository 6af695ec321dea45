// expect-error: constant
int main(void) {
  int x = 1;
  _Static_assert(x == 1, "x");
  return 0;
}
