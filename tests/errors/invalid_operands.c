// expect-error: invalid operands|binary|operand
struct s { int a; };
int main(void) {
  struct s v = {1};
  return v + 1;
}
