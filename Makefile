# safecc — `make` builds ./safecc with the host compiler; `make test` runs every test.
CC ?= cc
CFLAGS ?= -std=c11 -g -O1 -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare -Wno-missing-field-initializers
CPPFLAGS += -Isrc

SRCS := $(wildcard src/*.c) $(wildcard backend-x86_64/*.c)
OBJS := $(patsubst %.c,build/%.o,$(SRCS))

safecc: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $(OBJS) $(LDFLAGS)

build/%.o: %.c src/safecc.h src/backend.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(CPPFLAGS) -c -o $@ $<

test: safecc
	./tests/run-all.sh

test-full: safecc
	./tests/run-all.sh --full

clean:
	rm -rf build safecc stage2 stage3 tmp

.PHONY: test test-full clean
