// expect-error: void|incomplete|incompatible
int main(void) {
  int x = 1;
  void *p = &x;
  int y = *p;
  return y;
}
