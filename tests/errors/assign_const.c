// expect-error: const|read-only
int main(void) {
  const int c = 1;
  c = 2;
  return c;
}
