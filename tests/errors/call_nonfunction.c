// expect-error: not a function|called object
int main(void) {
  int x = 3;
  return x(1);
}
