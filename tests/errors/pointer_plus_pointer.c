// expect-error: invalid operands|operand|pointer
int main(void) {
  int a[2];
  int *p = a, *q = a;
  return (int)(long)(p + q);
}
