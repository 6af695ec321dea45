// expect-error: duplicate case
int main(void) {
  switch (2) { case 1: case 1: return 0; }
  return 1;
}
