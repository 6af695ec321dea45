// expect-error: visibility
// expect-line: 5
// An unknown visibility must be diagnosed, not passed to the assembler as
// a pseudo-op (found by probing for inputs safecc accepts but `as` rejects).
int x __attribute__((visibility("bogus")));
