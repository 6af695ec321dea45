// expect-error: label|redefinition|duplicate
int main(void) {
here:
here:
  return 0;
}
