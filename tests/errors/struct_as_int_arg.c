// expect-error: incompatible|argument|type
struct s { int a; };
int take(int x) { return x; }
int main(void) {
  struct s v = {1};
  return take(v);
}
