// expect-error: indirection|pointer|unary
int main(void) {
  int x = 1;
  return *x;
}
