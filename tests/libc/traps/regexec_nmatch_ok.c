// expect: ok
// Twin of regexec_nmatch.c: the pmatch array has the 5 entries regexec is
// told about; the ones past the group are set to -1.
#include <regex.h>
#include <stdio.h>
int main(void) {
  regex_t re;
  regmatch_t m[5];
  if (regcomp(&re, "a(b)c", REG_EXTENDED))
    return 1;
  int r = regexec(&re, "xabcx", 5, m, 0);
  for (int i = 0; i < 5; i++)
    printf("%d: %d %d\n", r, m[i].rm_so, m[i].rm_eo);
  regfree(&re);
  return 0;
}
