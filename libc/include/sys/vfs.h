/* sys/vfs.h - the old name of <sys/statfs.h>. */
#include <sys/statfs.h>
