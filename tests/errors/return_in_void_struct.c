// expect-error: incompatible|return|conversion|invalid
struct s { int a; };
int main(void) {
  struct s v = {1};
  return v;
}
