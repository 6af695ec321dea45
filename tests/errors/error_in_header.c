// expect-error: bad_header.h:3:
#include "data/bad_header.h"
int main(void) { return 0; }
