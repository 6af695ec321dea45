// expect-error: directory|cannot|no such|not a
#include "."
