// expect-error: array size|incomplete|storage size|missing
int main(void) {
  int a[];
  return 0;
}
