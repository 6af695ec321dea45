// expect-error: argument 3 of __builtin_prefetch must be a constant from 0 to 3
// expect-line: 4
int main(int argc, char **argv) {
  __builtin_prefetch(argv, 0, 4);
  return argc;
}
