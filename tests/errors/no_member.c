// expect-error: no member|has no member
struct s { int a; };
int main(void) {
  struct s v = {1};
  return v.b;
}
