// expect-error: expected|else|unexpected
int main(void) {
  else return 1;
}
