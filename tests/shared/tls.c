// tests/shared/tls.c — a safe shared library with a thread-local, which
// the driver refuses to link with a clear message (not supported yet;
// docs/safe-mode.md, "Shared libraries").
_Thread_local int per_thread;
int touch(void) { return ++per_thread; }
