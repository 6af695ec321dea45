// expect-error: is declared noescape, but what it points to may outlive the call
// expect-line: 9
// A definition must prove what a declaration of it promises: callers in
// other units put the object it gets in their frame (docs/safe-mode.md,
// "Escape facts across units").
int *saved;
void keep(__attribute__((noescape)) int *p);
void keep(
    int *p) {
  saved = p;
}
