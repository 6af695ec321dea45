// expect-error: no_such_header_xyz.h
#include "no_such_header_xyz.h"
int main(void) { return 0; }
