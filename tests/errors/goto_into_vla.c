// expect-error: variably modified|vla|variable length|scope|jump
int f(int n) {
  goto inside;
  {
    int v[n];
  inside:
    v[0] = 1;
    return v[0];
  }
}
