// errno.c — errno, a plain global for now (see libc/README.md).
int errno;
