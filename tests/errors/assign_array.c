// expect-error: array|assignable|lvalue
int main(void) {
  int a[2] = {0}, b[2] = {0};
  a = b;
  return a[0];
}
