/* memory.h - the old System V name for the memory functions: <string.h>,
   as in glibc. */
#include <string.h>
