// expect-error: argument 2 of __builtin_prefetch must be a constant
// expect-line: 5
int main(int argc, char **argv) {
  (void)argv;
  __builtin_prefetch(&argc, argc);
  return 0;
}
