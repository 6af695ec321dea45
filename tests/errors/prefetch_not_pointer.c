// expect-error: first argument of __builtin_prefetch must be a pointer
// expect-line: 4
int main(int argc, char **argv) {
  __builtin_prefetch(argc);
  return argv != 0;
}
