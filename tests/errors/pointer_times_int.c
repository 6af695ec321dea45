// expect-error: invalid operands|operand|pointer
int main(void) {
  int a[2];
  int *p = a;
  return (int)(long)(p * 2);
}
