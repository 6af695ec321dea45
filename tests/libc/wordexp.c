// wordexp.c — wordexp and wordfree: splitting and quote removal,
// parameter, arithmetic, tilde and command substitution, a pattern that
// matches nothing, WRDE_DOOFFS, WRDE_APPEND and WRDE_REUSE, and the
// errors (a forbidden character, command substitution under
// WRDE_NOCMD, an undefined variable under WRDE_UNDEF).  Prints each
// result; compared with glibc's.
#include <stdio.h>
#include <stdlib.h>
#include <wordexp.h>

static void show(const char *words, int flags) {
  wordexp_t we = {0};
  int r = wordexp(words, &we, flags);
  printf("[%s] flags %d -> %d:", words, flags, r);
  if (r == 0) {
    for (size_t i = 0; i < we.we_wordc; i++)
      printf(" <%s>", we.we_wordv[i]);
    wordfree(&we);
  }
  printf("\n");
}

int main(void) {
  setenv("HOME", "/home/tester", 1);
  setenv("GREETING", "hello   wide  world", 1);
  setenv("EMPTY", "", 1);
  unsetenv("NOT_SET_ANYWHERE");
  show("a b  c", 0);
  show("'x y' z \"q  r\"", 0);
  show("back\\ slash", 0);
  show("$GREETING", 0);
  show("\"$GREETING\"", 0);
  show("${GREETING}!", 0);
  show("$((6 * 7)) $((2 + 3 * 4))", 0);
  show("~ ~/docs", 0);
  show("$(echo one two)", 0);
  show("`echo three`", 0);
  show("no-such-file-*.xyz", 0);
  show("$EMPTY", 0);
  show("", 0);
  show("a|b", 0);
  show("a;b", 0);
  show("x > y", 0);
  show("$(echo no)", WRDE_NOCMD);
  show("`echo no`", WRDE_NOCMD);
  show("$((2 + 2))", WRDE_NOCMD);
  show("$NOT_SET_ANYWHERE", WRDE_UNDEF);
  show("$NOT_SET_ANYWHERE", 0);
  show("'a|b' \"c;d\"", 0);

  wordexp_t we = {0};
  we.we_offs = 2;
  int r1 = wordexp("one two", &we, WRDE_DOOFFS);
  int r2 = wordexp("three", &we, WRDE_DOOFFS | WRDE_APPEND);
  printf("offsets %d %d: count %zu, first two %s %s:", r1, r2, we.we_wordc,
         we.we_wordv[0] ? "set" : "null", we.we_wordv[1] ? "set" : "null");
  for (size_t i = 0; i < we.we_wordc; i++)
    printf(" <%s>", we.we_wordv[we.we_offs + i]);
  printf("\n");
  int r3 = wordexp("four five six", &we, WRDE_REUSE);
  printf("reuse %d: count %zu <%s>\n", r3, we.we_wordc, we.we_wordv[2]);
  wordfree(&we);
  return 0;
}
