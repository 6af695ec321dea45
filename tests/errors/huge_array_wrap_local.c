// expect-error: too large|exceeds|size
int main(void) {
  char a[0x100000000];
  a[0] = 0;
  return a[0];
}
