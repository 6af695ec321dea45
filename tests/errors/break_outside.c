// expect-error: break
int main(void) {
  break;
  return 0;
}
