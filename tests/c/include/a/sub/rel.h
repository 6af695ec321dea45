// "sibling.h" is found next to this file, not on the -I path
#include "sibling.h"
#define REL_VALUE (SIBLING_VALUE + 1)
