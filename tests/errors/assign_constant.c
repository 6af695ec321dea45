// expect-error: lvalue
int main(void) {
  1 = 2;
  return 0;
}
