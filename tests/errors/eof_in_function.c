// expect-error: expected|end of|eof|unexpected
int main(void) {
  int x = 1 +
