// expect-error: invalid argument|operand|integer|wrong type
int main(void) {
  double d = 5.0;
  return (int)~d;
}
