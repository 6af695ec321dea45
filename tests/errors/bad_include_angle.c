// expect-error: no_such_system_header.h
#include <no_such_system_header.h>
