// expect-error: mismatch|incompatible|type
struct s { int a; };
int main(int argc, char **argv) {
  struct s v = {1};
  return argc ? v : 1;
}
