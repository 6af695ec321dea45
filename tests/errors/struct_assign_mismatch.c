// expect-error: incompatible
struct a { int x; };
struct b { int x; };
int main(void) {
  struct a va = {1};
  struct b vb;
  vb = va;
  return vb.x;
}
