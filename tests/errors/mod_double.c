// expect-error: invalid operands|operand|integer
int main(void) {
  double d = 5.0;
  return (int)(d % 2);
}
