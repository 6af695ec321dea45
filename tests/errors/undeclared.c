// expect-error: undeclared|not declared
// expect-line: 4
int main(void) {
  return no_such_variable + 1;
}
