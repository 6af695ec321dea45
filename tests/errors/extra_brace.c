// expect-error: expected|'}'|identifier|declaration
int main(void) {
  return 0;
}
}
