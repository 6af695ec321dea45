// expect-error: void|incompatible
void nothing(void) {}
int main(void) {
  int x = nothing();
  return x;
}
