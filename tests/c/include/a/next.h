// first next.h on the include path: defines FROM_A, then continues the
// search with #include_next so include/b/next.h is read as well
#define FROM_A 1
#include_next <next.h>
