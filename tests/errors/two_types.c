// expect-error: two or more data types|both|type
int main(void) {
  int char x = 1;
  return x;
}
