# safecc — `make` builds ./safecc with the host compiler; `make test` runs every test.
CC ?= cc
CFLAGS ?= -std=c11 -g -O1 -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare -Wno-missing-field-initializers
CPPFLAGS += -Isrc

SRCS := $(wildcard src/*.c) $(wildcard backend-x86_64/*.c)
OBJS := $(patsubst %.c,build/%.o,$(SRCS))
# Every object depends on every header: the headers are few and small, and
# a stale object after a contract change costs more than a rebuild.
HDRS := $(wildcard src/*.h backend-x86_64/*.h)

safecc: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $(OBJS) $(LDFLAGS)

build/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(CPPFLAGS) -c -o $@ $<

test: safecc
	./tests/run-all.sh

test-full: safecc
	./tests/run-all.sh --full

# Rebuild the compiler with itself twice and check the fixed point.
bootstrap:
	./bootstrap.sh

# Compile and run-time ratios against gcc -O0/-O2 and tcc (a benchmark, not a test).
bench: safecc
	bench/run.sh

clean:
	rm -rf build safecc stage2 stage3 tmp

.PHONY: test test-full bootstrap bench clean
