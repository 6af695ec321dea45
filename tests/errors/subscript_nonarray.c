// expect-error: subscript|array or pointer
int main(void) {
  int x = 1;
  return x[0];
}
