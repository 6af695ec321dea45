// expect-error: complex arithmetic outside a function
// expect-line: 4
double _Complex a = {1, 2};
double _Complex b = 2.0 * 3.0i;
int main(void) {
  return 0;
}
