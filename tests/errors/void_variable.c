// expect-error: void|incomplete
int main(void) {
  void v;
  return 0;
}
