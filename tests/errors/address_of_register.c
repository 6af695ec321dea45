// expect-error: register|address
int main(void) {
  register int r = 1;
  int *p = &r;
  return *p;
}
