// expect-error: inline assembly is not allowed in safe mode
// expect-line: 6
// Safe mode refuses inline assembly wherever it is, even in a function
// that nothing calls: it could bypass every check.
static inline void unused(void) {
  __asm__ volatile("nop");
}
int main(void) { return 0; }
