#ifndef GUARD_H
#define GUARD_H
static int guard_value = 7;
static const char *guard_file = __FILE__;
#endif
