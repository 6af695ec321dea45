// expect-error: expected|')'
int main(void) {
  return (1 + 2;
}
