// expect-error: not a structure|struct or union|member reference|request for member
int main(void) {
  int x = 1;
  return x.a;
}
