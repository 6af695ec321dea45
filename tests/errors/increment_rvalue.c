// expect-error: lvalue
int main(void) {
  int a = 1;
  (a + 1)++;
  return a;
}
