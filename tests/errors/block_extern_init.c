// expect-error: extern|initializ|expected
int main(void) {
  extern int x = 3;
  return x;
}
