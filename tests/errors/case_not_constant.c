// expect-error: constant
int f(int x) {
  int y = 2;
  switch (x) {
  case y: return 1;
  }
  return 0;
}
