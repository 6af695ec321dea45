# safecc — `make` builds ./safecc with the host compiler; `make test` runs every test.
CC ?= cc
CFLAGS ?= -std=c11 -g -O1 -Wall -Wextra
CPPFLAGS += -Isrc

# The compiler's sources: the one list, which bootstrap.sh and the test
# runners read with `make -s print-compiler-sources`.  Each backend is one
# translation unit (backend-x86_64/x86_64.c includes the directory's files).
SRCS := $(wildcard src/*.c) backend-x86_64/x86_64.c
OBJS := $(patsubst %.c,build/%.o,$(SRCS))
# Every object depends on every header: the headers are few and small, and
# a stale object after a contract change costs more than a rebuild.
HDRS := $(wildcard src/*.h backend-x86_64/*.h)

# `make` builds the compiler and the libraries its default (safe) mode links.
all: safecc safe-libs

safecc: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $(OBJS) $(LDFLAGS)

# The safe world's support libraries (docs/safe-mode.md): the runtime is
# host C built by the host compiler; libc/ is compiled by ./safecc -fsafe.
RT_SRCS := $(wildcard runtime/*.c)
RT_ASMS := $(wildcard runtime/*.s)
RT_OBJS := $(patsubst %.c,build/%.o,$(RT_SRCS)) $(patsubst %.s,build/%.o,$(RT_ASMS))
LIBC_SRCS := $(wildcard libc/src/*/*.c)
LIBC_OBJS := $(patsubst %.c,build/%.o,$(LIBC_SRCS))
LIBC_HDRS := $(wildcard libc/include/*.h libc/include/*/*.h libc/src/*.h)

safe-libs: build/lib/libsafecc-rt.a build/lib/libc.a build/lib/sc_module.o

# The registration object the driver links into every safe shared library
# (runtime/modules.c).
build/lib/sc_module.o: runtime/shared/module.s
	@mkdir -p $(dir $@)
	$(CC) -c -o $@ $<

build/lib/libsafecc-rt.a: $(RT_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $(RT_OBJS)

# Every safe-ABI entry point of the runtime has the same parameters
# (words, n), used or not: unused parameters are expected there.  Frame
# pointers stay, so a trap report can walk from the runtime's frames to
# the safe frames above them (runtime/trap.c).
build/runtime/%.o: runtime/%.c $(wildcard runtime/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -fno-omit-frame-pointer -Wno-unused-parameter -pthread -c -o $@ $<

build/runtime/%.o: runtime/%.s
	@mkdir -p $(dir $@)
	$(CC) -c -o $@ $<

build/lib/libc.a: $(LIBC_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $(LIBC_OBJS)

build/libc/%.o: libc/%.c $(LIBC_HDRS) safecc
	@mkdir -p $(dir $@)
	./safecc -fsafe -Ilibc/src -c -o $@ $<

# A backend's one object is rebuilt when any file it includes changes.
build/backend-x86_64/x86_64.o: $(wildcard backend-x86_64/*.c)

build/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(CPPFLAGS) -c -o $@ $<

test: safecc safe-libs
	./tests/run-all.sh

test-full: safecc safe-libs
	./tests/run-all.sh --full

# Rebuild the compiler with itself twice and check the fixed point.
bootstrap:
	./bootstrap.sh

# Compile and run-time ratios against gcc -O0/-O2 and tcc (a benchmark, not a test).
bench: safecc
	bench/run.sh

# Safe mode's cost: -fsafe vs -funsafe vs gcc -O0, peak RSS, GC churn.
bench-safe: safecc safe-libs
	bench/run-safe.sh

# The suite of docs/benchmarks-suite.md: eleven workloads built seven ways
# (safe, -funsafe, gcc -O0/-O1/-O2, gcc -fsanitize=address, tcc), CPU time,
# peak RSS and callgrind instruction counts side by side (~15 minutes).
bench-suite: safecc safe-libs
	bench/run-suite.sh

# make install PREFIX=dir puts the compiler in dir/bin, its headers, the
# safe libc's headers and the safe-mode libraries in dir/lib/safecc (the
# driver looks there, relative to itself), and the manual page in
# dir/share/man/man1; make uninstall PREFIX=dir removes exactly those.
PREFIX ?= /usr/local
SAFECC_LIBDIR = $(PREFIX)/lib/safecc

install: safecc safe-libs
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(SAFECC_LIBDIR)/include $(DESTDIR)$(SAFECC_LIBDIR)/lib $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 safecc $(DESTDIR)$(PREFIX)/bin/safecc
	install -m 644 include/*.h $(DESTDIR)$(SAFECC_LIBDIR)/include
	rm -rf $(DESTDIR)$(SAFECC_LIBDIR)/libc && mkdir -p $(DESTDIR)$(SAFECC_LIBDIR)/libc
	cp -R libc/include $(DESTDIR)$(SAFECC_LIBDIR)/libc/include
	install -m 644 build/lib/libc.a build/lib/libsafecc-rt.a build/lib/sc_module.o $(DESTDIR)$(SAFECC_LIBDIR)/lib
	install -m 644 docs/safecc.1 $(DESTDIR)$(PREFIX)/share/man/man1/safecc.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/safecc $(DESTDIR)$(PREFIX)/share/man/man1/safecc.1
	rm -rf $(DESTDIR)$(SAFECC_LIBDIR)

print-compiler-sources:
	@echo $(SRCS)

clean:
	rm -rf build safecc stage1 stage2 stage3 tmp

clean-safe-libs:
	rm -rf build/lib build/libc build/runtime

.PHONY: bench-suite print-compiler-sources all safe-libs clean-safe-libs bench-safe test test-full bootstrap bench clean install uninstall
