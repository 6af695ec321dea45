// expect-error: unknown type|undeclared|expected|type name
// expect-line: 4
int main(void) {
  foo_t x = 1;
  return x;
}
