// expect-error: invalid operands
// expect-line: 5
double _Complex a, b;
int main(void) {
  return a < b;
}
