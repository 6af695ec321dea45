// expect-error: redefinition|redeclaration|previous
int main(void) {
  int a = 1;
  int a = 2;
  return a;
}
