// expect-error: incompatible types: floating value assigned to a pointer
// expect-line: 9
typedef union {
  int *ip;
  long *lp;
} num_arg __attribute__((transparent_union));
int take(num_arg a) { return a.ip != 0; }
int main(void) {
  return take(1.5);
}
