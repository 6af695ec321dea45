// expect-error: invalid operands
// expect-line: 5
double _Complex z;
int main(void) {
  z = z % 2;
  return 0;
}
