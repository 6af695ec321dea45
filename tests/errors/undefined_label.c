// expect-error: label
int main(void) {
  goto nowhere;
  return 0;
}
