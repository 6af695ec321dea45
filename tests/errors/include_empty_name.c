// expect-error: empty|filename|file name|#include
#include ""
