// expect-error: lvalue|address|rvalue
int main(void) {
  int *p = &(1 + 2);
  return *p;
}
