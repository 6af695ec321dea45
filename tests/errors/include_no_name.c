// expect-error: expected|#include|filename|file name
#include
