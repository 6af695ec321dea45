// expect: out-of-bounds write
// expect-at: libc/src/regex/regexec.c
// regexec is told the pmatch array has 5 entries, but it has 2: a
// pattern with one group gets entries 0 and 1, and regexec fills the
// entries past the groups with -1, which writes past the array.
#include <regex.h>
#include <stdio.h>
int main(void) {
  regex_t re;
  regmatch_t m[2];
  if (regcomp(&re, "a(b)c", REG_EXTENDED))
    return 1;
  int r = regexec(&re, "xabcx", 5, m, 0);
  printf("%d %d %d\n", r, m[1].rm_so, m[1].rm_eo);
  regfree(&re);
  return 0;
}
