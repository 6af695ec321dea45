// expect-error: bit-field|bitfield|address
struct s { int b : 3; };
int main(void) {
  struct s v = {1};
  int *p = &v.b;
  return *p;
}
