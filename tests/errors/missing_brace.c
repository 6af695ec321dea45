// expect-error: expected|'}'|end of|unexpected|eof
int main(void) {
  if (1) {
    return 0;
}
