// regex.c — regcomp, regexec, regerror and regfree (libc/src/regex/).
//
// A table of pattern/subject/flags cases in basic and extended syntax:
// compile errors with their regerror text, re_nsub, whether regexec
// matches and every offset it reports.  Each case carries the result
// glibc gives (computed with glibc when the table was written); the test
// prints each result and checks it against that, so it is self-checking
// under either libc, and the runner also compares the whole output of the
// safe build with that of gcc+glibc.
//
// Flags of a case: E REG_EXTENDED, I REG_ICASE, N REG_NEWLINE, S REG_NOSUB;
// b REG_NOTBOL, e REG_NOTEOL, R REG_STARTEND (with so, eo); 0 or 1: nmatch
// 0 or 1 instead of 10.  A result lists pmatch[0..nsub+1] (one entry past
// the groups, which regexec must set to -1), or the untouched pmatch[0]
// when offsets are not asked for.  Entries are pre-filled with -7.
//
// Left out on purpose, where glibc departs from POSIX (see
// libc/src/regex_impl.h): ^ and $ next to a newline inside a match
// without REG_NEWLINE, back-references to groups that matched the empty
// string inside repetitions, and anchors after an empty group in a loop.
#include <regex.h>
#include <stdio.h>
#include <string.h>

struct tcase {
  const char *flags, *pat, *subj;
  int len;      // subject length when it holds a NUL, else -1
  int so, eo;   // REG_STARTEND range
  const char *expect;
};

static const struct tcase cases[] = {
  {"", "a\\", "a", -1, 0, 0, "comp 5: Trailing backslash"},
  {"", "\\", "a", -1, 0, 0, "comp 5: Trailing backslash"},
  {"", "\\(a", "a", -1, 0, 0, "comp 8: Unmatched ( or \\("},
  {"", "\\(\\(a\\)", "a", -1, 0, 0, "comp 8: Unmatched ( or \\("},
  {"", "a\\)", "a", -1, 0, 0, "comp 8: Unmatched ( or \\("},
  {"", "\\)", "a", -1, 0, 0, "comp 8: Unmatched ( or \\("},
  {"", "[a", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"", "[", "a", -1, 0, 0, "comp 2: Invalid regular expression"},
  {"", "[^", "a", -1, 0, 0, "comp 2: Invalid regular expression"},
  {"", "[]", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"", "[^]", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"", "[a-", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"", "[[:alpha:]", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"", "[[:foo:]]", "a", -1, 0, 0, "comp 4: Invalid character class name"},
  {"", "[[:ALPHA:]]", "a", -1, 0, 0, "comp 4: Invalid character class name"},
  {"", "[[.ab.]]", "a", -1, 0, 0, "comp 3: Invalid collation character"},
  {"", "[[=ab=]]", "a", -1, 0, 0, "comp 3: Invalid collation character"},
  {"", "[[..]]", "a", -1, 0, 0, "comp 3: Invalid collation character"},
  {"", "[b-a]", "a", -1, 0, 0, "comp 11: Invalid range end"},
  {"", "[z-a]", "a", -1, 0, 0, "comp 11: Invalid range end"},
  {"", "[a-z-9]", "a", -1, 0, 0, "comp 11: Invalid range end"},
  {"", "[[:alpha:]-z]", "a", -1, 0, 0, "comp 11: Invalid range end"},
  {"", "[z-[:digit:]]", "a", -1, 0, 0, "comp 11: Invalid range end"},
  {"", "[[=a=]-z]", "a", -1, 0, 0, "comp 11: Invalid range end"},
  {"", "\\1", "a", -1, 0, 0, "comp 6: Invalid back reference"},
  {"", "\\(a\\)\\2", "a", -1, 0, 0, "comp 6: Invalid back reference"},
  {"", "\\(a\\1\\)", "a", -1, 0, 0, "comp 6: Invalid back reference"},
  {"", "a**", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"", "a*\\{2\\}", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"", "a\\{1\\}\\{2\\}", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"", "a\\{1\\}*", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"", "\\{1\\}a", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"", "a\\{1", "a", -1, 0, 0, "comp 9: Unmatched \\{"},
  {"", "a\\{1,2", "a", -1, 0, 0, "comp 9: Unmatched \\{"},
  {"", "a\\{1\\", "a", -1, 0, 0, "comp 9: Unmatched \\{"},
  {"", "a\\{2,1\\}", "a", -1, 0, 0, "comp 10: Invalid content of \\{\\}"},
  {"", "a\\{1a\\}", "a", -1, 0, 0, "comp 10: Invalid content of \\{\\}"},
  {"", "a\\{\\}", "a", -1, 0, 0, "comp 10: Invalid content of \\{\\}"},
  {"", "a\\{1,2,3\\}", "a", -1, 0, 0, "comp 10: Invalid content of \\{\\}"},
  {"", "a\\{32768\\}", "a", -1, 0, 0, "comp 15: Regular expression too big"},
  {"", "a\\{99999\\}", "a", -1, 0, 0, "comp 15: Regular expression too big"},
  {"", "x\\|\\{1\\}", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"", "\\(\\{1\\}\\)", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"", "[[.", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"", "[[:", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"", "[[=", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"", "[[.a", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"", "[[:alpha:x]", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"", "[a\\", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"", "a\\{1}", "a", -1, 0, 0, "comp 9: Unmatched \\{"},
  {"", "\\(a\\)\\|\\1", "a", -1, 0, 0, "comp 6: Invalid back reference"},
  {"", "[[:alpha:][:foo:]]", "a", -1, 0, 0, "comp 4: Invalid character class name"},
  {"E", "a\\", "a", -1, 0, 0, "comp 5: Trailing backslash"},
  {"E", "(a", "a", -1, 0, 0, "comp 8: Unmatched ( or \\("},
  {"E", "((a)", "a", -1, 0, 0, "comp 8: Unmatched ( or \\("},
  {"E", "(", "a", -1, 0, 0, "comp 8: Unmatched ( or \\("},
  {"E", "()(", "a", -1, 0, 0, "comp 8: Unmatched ( or \\("},
  {"E", "[a", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"E", "[", "a", -1, 0, 0, "comp 2: Invalid regular expression"},
  {"E", "[^", "a", -1, 0, 0, "comp 2: Invalid regular expression"},
  {"E", "[]", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"E", "[^]", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"E", "[[:digit:]", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"E", "[[:xyz:]]", "a", -1, 0, 0, "comp 4: Invalid character class name"},
  {"E", "[[.xy.]]", "a", -1, 0, 0, "comp 3: Invalid collation character"},
  {"E", "[c-a]", "a", -1, 0, 0, "comp 11: Invalid range end"},
  {"E", "[a-c-e]", "a", -1, 0, 0, "comp 11: Invalid range end"},
  {"E", "\\1", "a", -1, 0, 0, "comp 6: Invalid back reference"},
  {"E", "(a)\\2", "a", -1, 0, 0, "comp 6: Invalid back reference"},
  {"E", "(a\\1)", "a", -1, 0, 0, "comp 6: Invalid back reference"},
  {"E", "(a)|\\1", "a", -1, 0, 0, "comp 6: Invalid back reference"},
  {"E", "*a", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "+a", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "\?a", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "{1}a", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "a|*b", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "a|+b", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "(*a)", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "(+a)", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "^*", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "$*", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "a^*", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "\\<*", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "\\b+", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "a{", "a", -1, 0, 0, "comp 9: Unmatched \\{"},
  {"E", "a{1", "a", -1, 0, 0, "comp 9: Unmatched \\{"},
  {"E", "a{1,", "a", -1, 0, 0, "comp 9: Unmatched \\{"},
  {"E", "a{1,2", "a", -1, 0, 0, "comp 9: Unmatched \\{"},
  {"E", "a{x", "a", -1, 0, 0, "comp 9: Unmatched \\{"},
  {"E", "a{1,x}", "a", -1, 0, 0, "comp 10: Invalid content of \\{\\}"},
  {"E", "a{}", "a", -1, 0, 0, "comp 10: Invalid content of \\{\\}"},
  {"E", "a{2,1}", "a", -1, 0, 0, "comp 10: Invalid content of \\{\\}"},
  {"E", "a{1,2,3}", "a", -1, 0, 0, "comp 10: Invalid content of \\{\\}"},
  {"E", "a{1a}", "a", -1, 0, 0, "comp 10: Invalid content of \\{\\}"},
  {"E", "a{32768}", "a", -1, 0, 0, "comp 15: Regular expression too big"},
  {"E", "a{,99999}", "a", -1, 0, 0, "comp 15: Regular expression too big"},
  {"E", "{", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "{1", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "a|{1}", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "(|{2})", "a", -1, 0, 0, "comp 13: Invalid preceding regular expression"},
  {"E", "[[.a.]-[.ab.]]", "a", -1, 0, 0, "comp 3: Invalid collation character"},
  {"E", "[[=a=]b-]x[", "a", -1, 0, 0, "comp 2: Invalid regular expression"},
  {"EI", "[[:lower:]", "a", -1, 0, 0, "comp 7: Unmatched [, [^, [:, [., or [="},
  {"EI", "a{1", "a", -1, 0, 0, "comp 9: Unmatched \\{"},
  {"EI", "(", "a", -1, 0, 0, "comp 8: Unmatched ( or \\("},
  {"", "abc", "abc", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "abc", "xabcx", -1, 0, 0, "nsub 0, exec 0 (1,4) (-1,-1)"},
  {"", "abc", "ab", -1, 0, 0, "nsub 0, exec 1"},
  {"", "abc", "aabc", -1, 0, 0, "nsub 0, exec 0 (1,4) (-1,-1)"},
  {"", "abc", "", -1, 0, 0, "nsub 0, exec 1"},
  {"", "", "", -1, 0, 0, "nsub 0, exec 0 (0,0) (-1,-1)"},
  {"", "", "abc", -1, 0, 0, "nsub 0, exec 0 (0,0) (-1,-1)"},
  {"", "a.c", "abc", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a.c", "a.c", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a.c", "ac", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a.c", "a\nc", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a\\.c", "a.c", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a\\.c", "abc", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a*", "", -1, 0, 0, "nsub 0, exec 0 (0,0) (-1,-1)"},
  {"", "a*", "aaa", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a*", "baaa", -1, 0, 0, "nsub 0, exec 0 (0,0) (-1,-1)"},
  {"", "ba*", "b", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "ba*", "baaab", -1, 0, 0, "nsub 0, exec 0 (0,4) (-1,-1)"},
  {"", "ba*", "aab", -1, 0, 0, "nsub 0, exec 0 (2,3) (-1,-1)"},
  {"", "*a", "*a", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "*a", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "*a", "x*ay", -1, 0, 0, "nsub 0, exec 0 (1,3) (-1,-1)"},
  {"", "\\(*a\\)", "*a", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,2) (-1,-1)"},
  {"", "\\(*a\\)", "a", -1, 0, 0, "nsub 1, exec 1"},
  {"", "^*a", "*a", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "^*a", "a*a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a\\*", "a*", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "a\\*", "aa", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a+b", "a+b", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a+b", "aab", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a\?b", "a\?b", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a\?b", "ab", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a|b", "a|b", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a|b", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a{1}", "a{1}", -1, 0, 0, "nsub 0, exec 0 (0,4) (-1,-1)"},
  {"", "a{1}", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a\\{2\\}", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a\\{2\\}", "aa", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "a\\{2\\}", "aaa", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "a\\{2,\\}", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a\\{2,\\}", "aa", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "a\\{2,\\}", "aaaaa", -1, 0, 0, "nsub 0, exec 0 (0,5) (-1,-1)"},
  {"", "a\\{,2\\}b", "b", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "a\\{,2\\}b", "aab", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a\\{,2\\}b", "aaab", -1, 0, 0, "nsub 0, exec 0 (1,4) (-1,-1)"},
  {"", "a\\{1,3\\}", "aaaa", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a\\{1,3\\}", "xa", -1, 0, 0, "nsub 0, exec 0 (1,2) (-1,-1)"},
  {"", "a\\{0\\}b", "ab", -1, 0, 0, "nsub 0, exec 0 (1,2) (-1,-1)"},
  {"", "a\\{0\\}b", "b", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "\\(ab\\)\\{2\\}", "ababab", -1, 0, 0, "nsub 1, exec 0 (0,4) (2,4) (-1,-1)"},
  {"", "\\(ab\\)\\{2\\}", "ab", -1, 0, 0, "nsub 1, exec 1"},
  {"", "x\\(a\\|b\\)*y", "xy", -1, 0, 0, "nsub 1, exec 0 (0,2) (-1,-1) (-1,-1)"},
  {"", "x\\(a\\|b\\)*y", "xabbay", -1, 0, 0, "nsub 1, exec 0 (0,6) (4,5) (-1,-1)"},
  {"", "a\\+", "aaa", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a\\+", "b", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a\\\?b", "ab", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "a\\\?b", "b", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "a\\\?b", "aab", -1, 0, 0, "nsub 0, exec 0 (1,3) (-1,-1)"},
  {"", "ab\\|cd", "cd", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "ab\\|cd", "xabcd", -1, 0, 0, "nsub 0, exec 0 (1,3) (-1,-1)"},
  {"", "^abc", "abc", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "^abc", "xabc", -1, 0, 0, "nsub 0, exec 1"},
  {"", "abc$", "abc", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "abc$", "abcx", -1, 0, 0, "nsub 0, exec 1"},
  {"", "^$", "", -1, 0, 0, "nsub 0, exec 0 (0,0) (-1,-1)"},
  {"", "^$", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a^b", "a^b", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a^b", "ab", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a$b", "a$b", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a$b", "ab", -1, 0, 0, "nsub 0, exec 1"},
  {"", "$a", "$a", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "$a", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "^^a", "^a", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "^^a", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a$$", "a$", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "a$$", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "\\(^a\\)", "a", -1, 0, 0, "nsub 1, exec 0 (0,1) (0,1) (-1,-1)"},
  {"", "\\(^a\\)", "ba", -1, 0, 0, "nsub 1, exec 1"},
  {"", "x\\(^a\\)", "xa", -1, 0, 0, "nsub 1, exec 1"},
  {"", "x\\(^a\\)", "x^a", -1, 0, 0, "nsub 1, exec 1"},
  {"", "\\(a$\\)", "a", -1, 0, 0, "nsub 1, exec 0 (0,1) (0,1) (-1,-1)"},
  {"", "\\(a$\\)", "ab", -1, 0, 0, "nsub 1, exec 1"},
  {"", "\\(a$\\)x", "ax", -1, 0, 0, "nsub 1, exec 1"},
  {"", "\\(a$\\)x", "a$x", -1, 0, 0, "nsub 1, exec 1"},
  {"", "a\\|^b", "b", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "a\\|^b", "cb", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a$\\|b", "ac", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a$\\|b", "a", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "\\(\\)", "abc", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"", "\\(a\\)\\(b\\)\\(c\\)", "abc", -1, 0, 0, "nsub 3, exec 0 (0,3) (0,1) (1,2) (2,3) (-1,-1)"},
  {"", "\\(a\\(b\\)\\)\\(c\\)", "xabcx", -1, 0, 0, "nsub 3, exec 0 (1,4) (1,3) (2,3) (3,4) (-1,-1)"},
  {"", "\\(a*\\)*", "b", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"", "\\(a*\\)*", "aab", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,2) (-1,-1)"},
  {"", "\\(a*\\)\\+", "b", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"", "\\(a*\\)\\+", "aab", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,2) (-1,-1)"},
  {"", "\\(a\\)*b", "b", -1, 0, 0, "nsub 1, exec 0 (0,1) (-1,-1) (-1,-1)"},
  {"", "\\(a\\)*b", "aab", -1, 0, 0, "nsub 1, exec 0 (0,3) (1,2) (-1,-1)"},
  {"", "\\([ab]*\\)\\(b*\\)", "aabb", -1, 0, 0, "nsub 2, exec 0 (0,4) (0,4) (4,4) (-1,-1)"},
  {"", "\\(a\\)\\1", "aa", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,1) (-1,-1)"},
  {"", "\\(a\\)\\1", "ab", -1, 0, 0, "nsub 1, exec 1"},
  {"", "\\(a\\)\\1", "xaay", -1, 0, 0, "nsub 1, exec 0 (1,3) (1,2) (-1,-1)"},
  {"", "\\(a*\\)\\1", "aaaa", -1, 0, 0, "nsub 1, exec 0 (0,4) (0,2) (-1,-1)"},
  {"", "\\(a*\\)\\1", "aaaaa", -1, 0, 0, "nsub 1, exec 0 (0,4) (0,2) (-1,-1)"},
  {"", "\\(a*\\)\\1", "b", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"", "\\(.*\\)\\1", "abcabc", -1, 0, 0, "nsub 1, exec 0 (0,6) (0,3) (-1,-1)"},
  {"", "\\(.*\\)\\1", "abab x", -1, 0, 0, "nsub 1, exec 0 (0,4) (0,2) (-1,-1)"},
  {"", "\\(.*\\)\\1", "xyzxy", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"", "^\\(.*\\) \\1$", "foo foo", -1, 0, 0, "nsub 1, exec 0 (0,7) (0,3) (-1,-1)"},
  {"", "^\\(.*\\) \\1$", "foo bar", -1, 0, 0, "nsub 1, exec 1"},
  {"", "\\(a\\)\\(b\\)\\2\\1", "abba", -1, 0, 0, "nsub 2, exec 0 (0,4) (0,1) (1,2) (-1,-1)"},
  {"", "\\(a\\)\\(b\\)\\2\\1", "abab", -1, 0, 0, "nsub 2, exec 1"},
  {"", "\\(a*\\)b\\1", "aabaa", -1, 0, 0, "nsub 1, exec 0 (0,5) (0,2) (-1,-1)"},
  {"", "\\(a*\\)b\\1", "aaba", -1, 0, 0, "nsub 1, exec 0 (1,4) (1,2) (-1,-1)"},
  {"", "\\(a*\\)b\\1", "baa", -1, 0, 0, "nsub 1, exec 0 (0,1) (0,0) (-1,-1)"},
  {"", "\\([a-c]*\\)\\1x", "abcabcx", -1, 0, 0, "nsub 1, exec 0 (0,7) (0,3) (-1,-1)"},
  {"", "\\([a-c]*\\)\\1x", "abcx", -1, 0, 0, "nsub 1, exec 0 (3,4) (3,3) (-1,-1)"},
  {"", "\\(a\\)\\(b\\)\\(c\\)\\(d\\)\\(e\\)\\(f\\)\\(g\\)\\(h\\)\\(i\\)\\9", "abcdefghii", -1, 0, 0, "nsub 9, exec 0 (0,10) (0,1) (1,2) (2,3) (3,4) (4,5) (5,6) (6,7) (7,8) (8,9)"},
  {"", "\\(a\\)\\(b\\)\\(c\\)\\(d\\)\\(e\\)\\(f\\)\\(g\\)\\(h\\)\\(i\\)\\9", "abcdefghi", -1, 0, 0, "nsub 9, exec 1"},
  {"", "\\(a\\)\\10", "aa0", -1, 0, 0, "nsub 1, exec 0 (0,3) (0,1) (-1,-1)"},
  {"", "\\(a\\)\\10", "a0", -1, 0, 0, "nsub 1, exec 1"},
  {"", "\\n\\t", "nt", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "\\n\\t", "\n\t", -1, 0, 0, "nsub 0, exec 1"},
  {"", "\\w\\+", " ab_1 ", -1, 0, 0, "nsub 0, exec 0 (1,5) (-1,-1)"},
  {"", "\\w\\+", "--", -1, 0, 0, "nsub 0, exec 1"},
  {"", "\\W\\+", "ab  cd", -1, 0, 0, "nsub 0, exec 0 (2,4) (-1,-1)"},
  {"", "\\s\\+x", "a \t x", -1, 0, 0, "nsub 0, exec 0 (1,5) (-1,-1)"},
  {"", "\\S\\+", "  ab ", -1, 0, 0, "nsub 0, exec 0 (2,4) (-1,-1)"},
  {"", "\\<a", "ba a", -1, 0, 0, "nsub 0, exec 0 (3,4) (-1,-1)"},
  {"", "a\\>", "ab a", -1, 0, 0, "nsub 0, exec 0 (3,4) (-1,-1)"},
  {"", "\\ba\\b", "xa a", -1, 0, 0, "nsub 0, exec 0 (3,4) (-1,-1)"},
  {"", "\\Ba\\B", "a bab", -1, 0, 0, "nsub 0, exec 0 (3,4) (-1,-1)"},
  {"", "\\`a", "aa", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "\\`a", "ba", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a\\'", "aa", -1, 0, 0, "nsub 0, exec 0 (1,2) (-1,-1)"},
  {"", "a\\'", "ab", -1, 0, 0, "nsub 0, exec 1"},
  {"", "\\<\\w*\\>", "  hello world", -1, 0, 0, "nsub 0, exec 0 (2,7) (-1,-1)"},
  {"", "[abc]", "xxbxx", -1, 0, 0, "nsub 0, exec 0 (2,3) (-1,-1)"},
  {"", "[abc]", "xyz", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[^abc]", "abcd", -1, 0, 0, "nsub 0, exec 0 (3,4) (-1,-1)"},
  {"", "[^abc]", "abc", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[a-c]*", "abcd", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "[a-c]*", "dabc", -1, 0, 0, "nsub 0, exec 0 (0,0) (-1,-1)"},
  {"", "[]a]", "]", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[]a]", "a", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[]a]", "b", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[]a]*", "a]]ab", -1, 0, 0, "nsub 0, exec 0 (0,4) (-1,-1)"},
  {"", "[^]a]", "]ab", -1, 0, 0, "nsub 0, exec 0 (2,3) (-1,-1)"},
  {"", "[a]]", "a]", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"", "[a]]", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[]-a]", "^", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[]-a]", "_", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[]-a]", "b", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[a-]", "-", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[a-]", "a", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[a-]", "b", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[-a]", "-", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[-a]", "b", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[^-a]", "-ab", -1, 0, 0, "nsub 0, exec 0 (2,3) (-1,-1)"},
  {"", "[--/]", ".", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[--/]", "-", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[--/]", "0", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[!--]", "+", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[!--]", ",", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[!--]", ".", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[a-z-]", "A-", -1, 0, 0, "nsub 0, exec 0 (1,2) (-1,-1)"},
  {"", "[a-z-]", "q", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[\\n]", "n", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[\\n]", "\\", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[\\n]", "\n", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[.]", ".", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[.]", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[*+\?]\\{3\\}", "a*+\?", -1, 0, 0, "nsub 0, exec 0 (1,4) (-1,-1)"},
  {"", "[$^]", "$", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[$^]", "^", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[$^]", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[[]", "[", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[[]", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[[x]", "[", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[[x]", "x", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[[x]", "y", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[a[.b.]c]", "b", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[a[.b.]c]", "d", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[[.-.]]", "-", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[[.-.]]", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[[.-.]-9]", "5", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[[.-.]-9]", "-", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[[.-.]-9]", ":", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[a-[.c.]]", "b", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[a-[.c.]]", "d", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[[.].]]", "]", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[[.].]]", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[[.^.]]", "^", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[[.^.]]", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[[=a=]]", "a", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[[=a=]]", "b", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[[=a=]b]", "b", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"", "[[=a=]b]", "c", -1, 0, 0, "nsub 0, exec 1"},
  {"", "[[:alpha:]]\\+", "12ab3", -1, 0, 0, "nsub 0, exec 0 (2,4) (-1,-1)"},
  {"", "[[:digit:]]\\+", "ab123c", -1, 0, 0, "nsub 0, exec 0 (2,5) (-1,-1)"},
  {"", "[[:alnum:]]\\+", "--a1b2--", -1, 0, 0, "nsub 0, exec 0 (2,6) (-1,-1)"},
  {"", "[[:upper:]]\\+", "abCDe", -1, 0, 0, "nsub 0, exec 0 (2,4) (-1,-1)"},
  {"", "[[:lower:]]\\+", "ABcdE", -1, 0, 0, "nsub 0, exec 0 (2,4) (-1,-1)"},
  {"", "[[:space:]]\\+", "a \t\n\013\014\015b", -1, 0, 0, "nsub 0, exec 0 (1,7) (-1,-1)"},
  {"", "[[:blank:]]\\+", "a \t\nb", -1, 0, 0, "nsub 0, exec 0 (1,3) (-1,-1)"},
  {"", "[[:punct:]]\\+", "ab!@#,.cd", -1, 0, 0, "nsub 0, exec 0 (2,7) (-1,-1)"},
  {"", "[[:xdigit:]]\\+", "xyz0fAgq", -1, 0, 0, "nsub 0, exec 0 (3,6) (-1,-1)"},
  {"", "[[:cntrl:]]", "ab\tc", -1, 0, 0, "nsub 0, exec 0 (2,3) (-1,-1)"},
  {"", "[[:print:]]\\+", "\t\tab c\t", -1, 0, 0, "nsub 0, exec 0 (2,6) (-1,-1)"},
  {"", "[[:graph:]]\\+", "  ab c", -1, 0, 0, "nsub 0, exec 0 (2,4) (-1,-1)"},
  {"", "[^[:alpha:]]\\+", "ab12;cd", -1, 0, 0, "nsub 0, exec 0 (2,5) (-1,-1)"},
  {"", "[[:alpha:][:digit:]]\\+", "-a1-", -1, 0, 0, "nsub 0, exec 0 (1,3) (-1,-1)"},
  {"", "[[:alpha:]_][[:alnum:]_]*", "9foo_bar1 x", -1, 0, 0, "nsub 0, exec 0 (1,9) (-1,-1)"},
  {"", "[a-c[:digit:]x-z]*", "a1yb9q", -1, 0, 0, "nsub 0, exec 0 (0,5) (-1,-1)"},
  {"", "[[:alpha:]-]\\+", "ab-c d", -1, 0, 0, "nsub 0, exec 0 (0,4) (-1,-1)"},
  {"E", "a|b", "a", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "a|b", "b", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "a|b", "c", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "a|ab", "abc", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"E", "ab|a", "abc", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"E", "a|ab|abc", "abcd", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"E", "(a|ab)(c|bcd)(d*)", "abcd", -1, 0, 0, "nsub 3, exec 0 (0,4) (0,1) (1,4) (4,4) (-1,-1)"},
  {"E", "(a|ab)(bc|c)", "abc", -1, 0, 0, "nsub 2, exec 0 (0,3) (0,1) (1,3) (-1,-1)"},
  {"E", "(wee|week)(knights|night)", "weeknights", -1, 0, 0, "nsub 2, exec 0 (0,10) (0,3) (3,10) (-1,-1)"},
  {"E", "(a*)(b|abc)", "abc", -1, 0, 0, "nsub 2, exec 0 (0,3) (0,0) (0,3) (-1,-1)"},
  {"E", "(a*)*", "b", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"E", "(a*)*", "ab", -1, 0, 0, "nsub 1, exec 0 (0,1) (0,1) (-1,-1)"},
  {"E", "(a*)*", "aab", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,2) (-1,-1)"},
  {"E", "(a*)+", "b", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"E", "(a*)+", "ab", -1, 0, 0, "nsub 1, exec 0 (0,1) (0,1) (-1,-1)"},
  {"E", "(a|)+", "ab", -1, 0, 0, "nsub 1, exec 0 (0,1) (0,1) (-1,-1)"},
  {"E", "(a|)+", "aab", -1, 0, 0, "nsub 1, exec 0 (0,2) (1,2) (-1,-1)"},
  {"E", "(a\?)*", "aa", -1, 0, 0, "nsub 1, exec 0 (0,2) (1,2) (-1,-1)"},
  {"E", "(a\?)*", "b", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"E", "((a\?))*", "aab", -1, 0, 0, "nsub 2, exec 0 (0,2) (1,2) (1,2) (-1,-1)"},
  {"E", "(a|b)*", "ab", -1, 0, 0, "nsub 1, exec 0 (0,2) (1,2) (-1,-1)"},
  {"E", "(a|b)*", "ba", -1, 0, 0, "nsub 1, exec 0 (0,2) (1,2) (-1,-1)"},
  {"E", "(a|b)*", "c", -1, 0, 0, "nsub 1, exec 0 (0,0) (-1,-1) (-1,-1)"},
  {"E", "(a|(b))*", "ba", -1, 0, 0, "nsub 2, exec 0 (0,2) (1,2) (0,1) (-1,-1)"},
  {"E", "(a|(b))*", "ab", -1, 0, 0, "nsub 2, exec 0 (0,2) (1,2) (1,2) (-1,-1)"},
  {"E", "((a)|b)*", "ab", -1, 0, 0, "nsub 2, exec 0 (0,2) (1,2) (0,1) (-1,-1)"},
  {"E", "((a)|b)*", "ba", -1, 0, 0, "nsub 2, exec 0 (0,2) (1,2) (1,2) (-1,-1)"},
  {"E", "(a*)(ab)*(b*)", "abb", -1, 0, 0, "nsub 3, exec 0 (0,3) (0,1) (-1,-1) (1,3) (-1,-1)"},
  {"E", "(.*)(.*)", "ab", -1, 0, 0, "nsub 2, exec 0 (0,2) (0,2) (2,2) (-1,-1)"},
  {"E", "(.*)x(.*)", "axbxc", -1, 0, 0, "nsub 2, exec 0 (0,5) (0,3) (4,5) (-1,-1)"},
  {"E", "(.+)(.+)", "abc", -1, 0, 0, "nsub 2, exec 0 (0,3) (0,2) (2,3) (-1,-1)"},
  {"E", "(.\?)(.*)", "abc", -1, 0, 0, "nsub 2, exec 0 (0,3) (0,1) (1,3) (-1,-1)"},
  {"E", "x*(a|ax)(xa|a)", "axa", -1, 0, 0, "nsub 2, exec 0 (0,3) (0,1) (1,3) (-1,-1)"},
  {"E", "(a|ab)(c|bcd)", "abcd", -1, 0, 0, "nsub 2, exec 0 (0,4) (0,1) (1,4) (-1,-1)"},
  {"E", "([ab]*)(b*)", "aabb", -1, 0, 0, "nsub 2, exec 0 (0,4) (0,4) (4,4) (-1,-1)"},
  {"E", "(a{0,2}){2}", "aaa", -1, 0, 0, "nsub 1, exec 0 (0,3) (2,3) (-1,-1)"},
  {"E", "(a){2}", "aa", -1, 0, 0, "nsub 1, exec 0 (0,2) (1,2) (-1,-1)"},
  {"E", "(a){2}", "a", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "(a\?){2}", "a", -1, 0, 0, "nsub 1, exec 0 (0,1) (1,1) (-1,-1)"},
  {"E", "(a\?){1,2}", "a", -1, 0, 0, "nsub 1, exec 0 (0,1) (0,1) (-1,-1)"},
  {"E", "(a\?){1,2}", "aa", -1, 0, 0, "nsub 1, exec 0 (0,2) (1,2) (-1,-1)"},
  {"E", "(a*){2,3}", "aa", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,2) (-1,-1)"},
  {"E", "(a|b){3}", "abab", -1, 0, 0, "nsub 1, exec 0 (0,3) (2,3) (-1,-1)"},
  {"E", "(a|b){1,}c", "ababc", -1, 0, 0, "nsub 1, exec 0 (0,5) (3,4) (-1,-1)"},
  {"E", "([a-c])+", "abcd", -1, 0, 0, "nsub 1, exec 0 (0,3) (2,3) (-1,-1)"},
  {"E", "(ab|a)(b*)", "abb", -1, 0, 0, "nsub 2, exec 0 (0,3) (0,2) (2,3) (-1,-1)"},
  {"E", "(|a)(a*)", "aa", -1, 0, 0, "nsub 2, exec 0 (0,2) (0,1) (1,2) (-1,-1)"},
  {"E", "(|a|b)(a*)", "aa", -1, 0, 0, "nsub 2, exec 0 (0,2) (0,1) (1,2) (-1,-1)"},
  {"E", "(|a|b)(a*)", "ba", -1, 0, 0, "nsub 2, exec 0 (0,2) (0,1) (1,2) (-1,-1)"},
  {"E", "(b||a)(a*)", "aa", -1, 0, 0, "nsub 2, exec 0 (0,2) (0,0) (0,2) (-1,-1)"},
  {"E", "(a|)(a*)", "aa", -1, 0, 0, "nsub 2, exec 0 (0,2) (0,1) (1,2) (-1,-1)"},
  {"E", "()", "abc", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"E", "()*", "a", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"E", "(){2}", "a", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"E", "(()|a)+", "aa", -1, 0, 0, "nsub 2, exec 0 (0,2) (1,2) (0,0) (-1,-1)"},
  {"E", "(a)|b", "b", -1, 0, 0, "nsub 1, exec 0 (0,1) (-1,-1) (-1,-1)"},
  {"E", "(a)|b", "a", -1, 0, 0, "nsub 1, exec 0 (0,1) (0,1) (-1,-1)"},
  {"E", "(a)|(b)", "b", -1, 0, 0, "nsub 2, exec 0 (0,1) (-1,-1) (0,1) (-1,-1)"},
  {"E", "a(b)\?c", "ac", -1, 0, 0, "nsub 1, exec 0 (0,2) (-1,-1) (-1,-1)"},
  {"E", "a(b)\?c", "abc", -1, 0, 0, "nsub 1, exec 0 (0,3) (1,2) (-1,-1)"},
  {"E", "a(b)*c", "ac", -1, 0, 0, "nsub 1, exec 0 (0,2) (-1,-1) (-1,-1)"},
  {"E", "a(b)*c", "abbc", -1, 0, 0, "nsub 1, exec 0 (0,4) (2,3) (-1,-1)"},
  {"E", "a(b*)c", "ac", -1, 0, 0, "nsub 1, exec 0 (0,2) (1,1) (-1,-1)"},
  {"E", "(a(b)\?)+", "aba", -1, 0, 0, "nsub 2, exec 0 (0,3) (2,3) (1,2) (-1,-1)"},
  {"E", "(a(b)\?)+", "aab", -1, 0, 0, "nsub 2, exec 0 (0,3) (1,3) (2,3) (-1,-1)"},
  {"E", "(a|b)c|a(b|c)", "ac", -1, 0, 0, "nsub 2, exec 0 (0,2) (0,1) (-1,-1) (-1,-1)"},
  {"E", "(a|b)c|a(b|c)", "ab", -1, 0, 0, "nsub 2, exec 0 (0,2) (-1,-1) (1,2) (-1,-1)"},
  {"E", "((a)(b))(c)", "xabc", -1, 0, 0, "nsub 4, exec 0 (1,4) (1,3) (1,2) (2,3) (3,4) (-1,-1)"},
  {"E", "(((a)))", "a", -1, 0, 0, "nsub 3, exec 0 (0,1) (0,1) (0,1) (0,1) (-1,-1)"},
  {"E", "(a(b(c(d))))", "abcd", -1, 0, 0, "nsub 4, exec 0 (0,4) (0,4) (1,4) (2,4) (3,4) (-1,-1)"},
  {"E", "a{2}", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "a{2}", "aa", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"E", "a{2}", "aaa", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"E", "a{2,}", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "a{2,}", "aaaa", -1, 0, 0, "nsub 0, exec 0 (0,4) (-1,-1)"},
  {"E", "a{,2}", "aaa", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"E", "a{,2}", "", -1, 0, 0, "nsub 0, exec 0 (0,0) (-1,-1)"},
  {"E", "a{,}", "aaa", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"E", "a{1,2}b", "aaab", -1, 0, 0, "nsub 0, exec 0 (1,4) (-1,-1)"},
  {"E", "a{0}b", "ab", -1, 0, 0, "nsub 0, exec 0 (1,2) (-1,-1)"},
  {"E", "a{1}{2}", "aa", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"E", "a{1}{2}", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "a{1,2}{3}", "aaaaaa", -1, 0, 0, "nsub 0, exec 0 (0,6) (-1,-1)"},
  {"E", "a{1,2}{3}", "aa", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "a**", "aa", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"E", "a+*", "aa", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"E", "a*\?", "aa", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"E", "a+\?b", "b", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "a+\?b", "aab", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"E", "a\?+", "aa", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"E", "(ab){1,3}", "abababab", -1, 0, 0, "nsub 1, exec 0 (0,6) (4,6) (-1,-1)"},
  {"E", "x{0,3}y", "xxxxy", -1, 0, 0, "nsub 0, exec 0 (1,5) (-1,-1)"},
  {"E", "[0-9]{3}-[0-9]{4}", "call 555-1234 now", -1, 0, 0, "nsub 0, exec 0 (5,13) (-1,-1)"},
  {"E", "^[a-z]+$", "hello", -1, 0, 0, "nsub 0, exec 0 (0,5) (-1,-1)"},
  {"E", "^[a-z]+$", "hello world", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "^[a-z]+$", "", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "^$", "", -1, 0, 0, "nsub 0, exec 0 (0,0) (-1,-1)"},
  {"E", "^$", "x", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "^", "abc", -1, 0, 0, "nsub 0, exec 0 (0,0) (-1,-1)"},
  {"E", "$", "abc", -1, 0, 0, "nsub 0, exec 0 (3,3) (-1,-1)"},
  {"E", "a^b", "a^b", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "a^b", "ab", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "a$b", "a$b", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "a$b", "ab", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "(^a|b)", "ba", -1, 0, 0, "nsub 1, exec 0 (0,1) (0,1) (-1,-1)"},
  {"E", "(^a|b)", "ab", -1, 0, 0, "nsub 1, exec 0 (0,1) (0,1) (-1,-1)"},
  {"E", "(a|^)b", "b", -1, 0, 0, "nsub 1, exec 0 (0,1) (0,0) (-1,-1)"},
  {"E", "(a|^)b", "ab", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,1) (-1,-1)"},
  {"E", "(a|^)b", "cb", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "(^|a)+", "aa", -1, 0, 0, "nsub 1, exec 0 (0,2) (1,2) (-1,-1)"},
  {"E", "x(^a)", "xa", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "(a$|b)c", "ac", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "(a$|b)c", "bc", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,1) (-1,-1)"},
  {"E", "a$|b", "ab", -1, 0, 0, "nsub 0, exec 0 (1,2) (-1,-1)"},
  {"E", "a$|b", "ba", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "^(.*)$", "hello", -1, 0, 0, "nsub 1, exec 0 (0,5) (0,5) (-1,-1)"},
  {"E", "^(a*)(b*)$", "aabb", -1, 0, 0, "nsub 2, exec 0 (0,4) (0,2) (2,4) (-1,-1)"},
  {"E", "^(a*)(b*)$", "aba", -1, 0, 0, "nsub 2, exec 1"},
  {"E", "\\(a\\)", "(a)", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"E", "\\(a\\)", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "\\{", "{", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "\\{", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "a{", "a{", -1, 0, 0, "comp 9: Unmatched \\{"},
  {"E", "a\\{1\\}", "a{1}", -1, 0, 0, "nsub 0, exec 0 (0,4) (-1,-1)"},
  {"E", "a)", "a)", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"E", "a)", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"E", ")", ")", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "a|)", ")", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "}", "}", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "a}", "a}", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"E", "a|", "b", -1, 0, 0, "nsub 0, exec 0 (0,0) (-1,-1)"},
  {"E", "a|", "a", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "|a", "a", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "a||b", "b", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "(|)", "x", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"E", "\\|", "|", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "\\+", "+", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"E", "(a)\\1", "aa", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,1) (-1,-1)"},
  {"E", "(a)\\1", "ab", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "(a*)\\1", "aaaa", -1, 0, 0, "nsub 1, exec 0 (0,4) (0,2) (-1,-1)"},
  {"E", "(a*)\\1", "aaaaa", -1, 0, 0, "nsub 1, exec 0 (0,4) (0,2) (-1,-1)"},
  {"E", "(a)(b)\\2\\1", "xabba", -1, 0, 0, "nsub 2, exec 0 (1,5) (1,2) (2,3) (-1,-1)"},
  {"E", "(a|b)\\1", "ab", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "(a|b)\\1", "bb", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,1) (-1,-1)"},
  {"E", "(a|b)*\\1", "abb", -1, 0, 0, "nsub 1, exec 0 (0,3) (1,2) (-1,-1)"},
  {"E", "(a|b)*\\1", "aba", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "([a-z]+) \\1", "the the cat", -1, 0, 0, "nsub 1, exec 0 (0,7) (0,3) (-1,-1)"},
  {"E", "([a-z]+) \\1", "the cat", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "(a)*b\\1", "aba", -1, 0, 0, "nsub 1, exec 0 (0,3) (0,1) (-1,-1)"},
  {"E", "(a)*b\\1", "b", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "(a)*b\\1", "ab", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "((a)|b)+\\2", "aba", -1, 0, 0, "nsub 2, exec 0 (0,3) (1,2) (0,1) (-1,-1)"},
  {"E", "((a)|b)+\\2", "bab", -1, 0, 0, "nsub 2, exec 1"},
  {"E", "(a)|b\\1", "a", -1, 0, 0, "comp 6: Invalid back reference"},
  {"E", "\\w+@\\w+\\.com", "mail me@host.com now", -1, 0, 0, "nsub 0, exec 0 (5,16) (-1,-1)"},
  {"E", "\\<(\\w+) \\1\\>", "say the the end", -1, 0, 0, "nsub 1, exec 0 (4,11) (4,7) (-1,-1)"},
  {"E", "\\<(\\w+) \\1\\>", "the then", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "\\bfoo\\b", "afoo foo", -1, 0, 0, "nsub 0, exec 0 (5,8) (-1,-1)"},
  {"E", "\\bfoo\\b", "foobar", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "\\Bo\\B", "foo o", -1, 0, 0, "nsub 0, exec 0 (1,2) (-1,-1)"},
  {"E", "\\Bo\\B", "o", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "\\`ab|b\\'", "cab", -1, 0, 0, "nsub 0, exec 0 (2,3) (-1,-1)"},
  {"E", ".\\b.", "ab cd", -1, 0, 0, "nsub 0, exec 0 (1,3) (-1,-1)"},
  {"E", "[[:digit:]]+\\.[[:digit:]]*", "v1.25x", -1, 0, 0, "nsub 0, exec 0 (1,5) (-1,-1)"},
  {"E", "[[:digit:]]+\\.[[:digit:]]*", ".5", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "[^[:space:]]+", "  word  ", -1, 0, 0, "nsub 0, exec 0 (2,6) (-1,-1)"},
  {"E", "[a-z]+([0-9]+)", "abc123def", -1, 0, 0, "nsub 1, exec 0 (0,6) (3,6) (-1,-1)"},
  {"E", "([^,]*),([^,]*)", "a,b,c", -1, 0, 0, "nsub 2, exec 0 (0,3) (0,1) (2,3) (-1,-1)"},
  {"E", "(foo|foobar)(bar)\?", "foobar", -1, 0, 0, "nsub 2, exec 0 (0,6) (0,3) (3,6) (-1,-1)"},
  {"E", "(.*)-(.*)", "a-b-c", -1, 0, 0, "nsub 2, exec 0 (0,5) (0,3) (4,5) (-1,-1)"},
  {"E", "([[:alpha:]]+)=([^;]*);\?", "key=value; x=y", -1, 0, 0, "nsub 2, exec 0 (0,10) (0,3) (4,9) (-1,-1)"},
  {"E", "(a|b|c|d|e)*z", "abcdeabcdez", -1, 0, 0, "nsub 1, exec 0 (0,11) (9,10) (-1,-1)"},
  {"E", "(a|b|c|d|e)*z", "abcde", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "(x+x+)+y", "xxxxxxxxxxy", -1, 0, 0, "nsub 1, exec 0 (0,11) (0,10) (-1,-1)"},
  {"E", "(x+x+)+y", "xxxxxxxx", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "(a*)*b", "aaaaaaaaaaaaaaaaaaaaaaaac", -1, 0, 0, "nsub 1, exec 1"},
  {"E", "(.*)(.*)(.*)(.*)x", "abababababababab", -1, 0, 0, "nsub 4, exec 1"},
  {"EI", "abc", "xABCx", -1, 0, 0, "nsub 0, exec 0 (1,4) (-1,-1)"},
  {"EI", "abc", "AbC", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"EI", "ABC", "xabc", -1, 0, 0, "nsub 0, exec 0 (1,4) (-1,-1)"},
  {"EI", "[a-c]+", "xAbCd", -1, 0, 0, "nsub 0, exec 0 (1,4) (-1,-1)"},
  {"EI", "[A-C]+", "xaBcd", -1, 0, 0, "nsub 0, exec 0 (1,4) (-1,-1)"},
  {"EI", "[^a]", "Ab", -1, 0, 0, "nsub 0, exec 0 (1,2) (-1,-1)"},
  {"EI", "[[:upper:]]+", "aBCd", -1, 0, 0, "nsub 0, exec 0 (0,4) (-1,-1)"},
  {"EI", "[[:lower:]]+", "aBCd", -1, 0, 0, "nsub 0, exec 0 (0,4) (-1,-1)"},
  {"EI", "[[.a.]]", "A", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"EI", "[[=a=]]", "A", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"EI", "[a-Z]", "m", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"EI", "[Z-a]", "m", -1, 0, 0, "comp 11: Invalid range end"},
  {"EI", "(a)\\1", "aA", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,1) (-1,-1)"},
  {"EI", "(a)\\1", "Aa", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,1) (-1,-1)"},
  {"EI", "\\w+", "..AbC_9..", -1, 0, 0, "nsub 0, exec 0 (2,7) (-1,-1)"},
  {"EI", "x\\a", "xa", -1, 0, 0, "nsub 0, exec 1"},
  {"EI", "x\\a", "xA", -1, 0, 0, "nsub 0, exec 1"},
  {"I", "\\(ab\\)\\1", "ABab", -1, 0, 0, "nsub 1, exec 0 (0,4) (0,2) (-1,-1)"},
  {"I", "a*b", "AAab", -1, 0, 0, "nsub 0, exec 0 (0,4) (-1,-1)"},
  {"", "^b", "a\nb", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a$", "a\nb", -1, 0, 0, "nsub 0, exec 1"},
  {"", "a.b", "a\nb", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"", "a[^x]b", "a\nb", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"N", "^b", "a\nb", -1, 0, 0, "nsub 0, exec 0 (2,3) (-1,-1)"},
  {"N", "^b", "ab", -1, 0, 0, "nsub 0, exec 1"},
  {"N", "a$", "a\nb", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"N", "a$", "ab", -1, 0, 0, "nsub 0, exec 1"},
  {"N", "a.b", "a\nb", -1, 0, 0, "nsub 0, exec 1"},
  {"N", "a.b", "axb", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"N", "a[^x]b", "a\nb", -1, 0, 0, "nsub 0, exec 1"},
  {"N", "a\\Wb", "a\nb", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"N", "a\\sb", "a\nb", -1, 0, 0, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"N", "^$", "a\n\nb", -1, 0, 0, "nsub 0, exec 0 (2,2) (-1,-1)"},
  {"N", "^$", "a\nb", -1, 0, 0, "nsub 0, exec 1"},
  {"EN", "^[a-z]+$", "12\nabc\n34", -1, 0, 0, "nsub 0, exec 0 (3,6) (-1,-1)"},
  {"EN", "(^|x)b", "a\nb", -1, 0, 0, "nsub 1, exec 0 (2,3) (2,2) (-1,-1)"},
  {"EN", "a(\n)b", "a\nb", -1, 0, 0, "nsub 1, exec 0 (0,3) (1,2) (-1,-1)"},
  {"EN", "[[:space:]]", "a\nb c", -1, 0, 0, "nsub 0, exec 0 (1,2) (-1,-1)"},
  {"EN", ".*", "ab\ncd", -1, 0, 0, "nsub 0, exec 0 (0,2) (-1,-1)"},
  {"Nb", "^a", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"Nb", "^a", "b\na", -1, 0, 0, "nsub 0, exec 0 (2,3) (-1,-1)"},
  {"Ne", "a$", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"Ne", "a$", "a\nb", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"b", "^a", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"b", "^a", "ba", -1, 0, 0, "nsub 0, exec 1"},
  {"b", "\\`a", "a", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"e", "a$", "a", -1, 0, 0, "nsub 0, exec 1"},
  {"e", "a\\'", "a", -1, 0, 0, "nsub 0, exec 0 (0,1) (-1,-1)"},
  {"be", "^$", "", -1, 0, 0, "nsub 0, exec 1"},
  {"Eb", "(^|b)a", "ba", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,1) (-1,-1)"},
  {"Eb", "(^|b)a", "a", -1, 0, 0, "nsub 1, exec 1"},
  {"Ee", "a($|b)", "ab", -1, 0, 0, "nsub 1, exec 0 (0,2) (1,2) (-1,-1)"},
  {"Ee", "a($|b)", "a", -1, 0, 0, "nsub 1, exec 1"},
  {"E0", "(a)(b)", "xab", -1, 0, 0, "nsub 2, exec 0 (-7,-7)"},
  {"E0", "(a)(b)", "xyz", -1, 0, 0, "nsub 2, exec 1"},
  {"E1", "(a)(b)", "xab", -1, 0, 0, "nsub 2, exec 0 (1,3)"},
  {"ES", "(a)(b)", "xab", -1, 0, 0, "nsub 2, exec 0 (-7,-7)"},
  {"ES", "(a)(b)", "xyz", -1, 0, 0, "nsub 2, exec 1"},
  {"ES", "(a*)\\1", "aa", -1, 0, 0, "nsub 1, exec 0 (-7,-7)"},
  {"S", "\\(a\\)\\1", "xaa", -1, 0, 0, "nsub 1, exec 0 (-7,-7)"},
  {"ES1", "b", "abc", -1, 0, 0, "nsub 0, exec 0 (-7,-7)"},
  {"ER", "b", "abc", -1, 1, 2, "nsub 0, exec 0 (1,2) (-1,-1)"},
  {"ER", "b", "abc", -1, 2, 3, "nsub 0, exec 1"},
  {"ER", "^b", "ab", -1, 1, 2, "nsub 0, exec 1"},
  {"ENR", "^b", "a\nb", -1, 2, 3, "nsub 0, exec 0 (2,3) (-1,-1)"},
  {"ER", "b$", "abc", -1, 0, 2, "nsub 0, exec 0 (1,2) (-1,-1)"},
  {"ER", "(b)", "abc", -1, 1, 3, "nsub 1, exec 0 (1,2) (1,2) (-1,-1)"},
  {"ER", "\\<b", "ab", -1, 1, 2, "nsub 0, exec 1"},
  {"ER", "a.c", "a\000c", 3, 0, 3, "nsub 0, exec 1"},
  {"ER", "a[^x]c", "a\000c", 3, 0, 3, "nsub 0, exec 0 (0,3) (-1,-1)"},
  {"ER", "", "abc", -1, 3, 3, "nsub 0, exec 0 (3,3) (-1,-1)"},
  {"ESR", "b", "abc", -1, 1, 3, "nsub 0, exec 0 (1,3)"},
  {"EbR", "^", "abc", -1, 0, 0, "nsub 0, exec 1"},
  {"E", "(a*){1,2}*", "a", -1, 0, 0, "nsub 1, exec 0 (0,1) (1,1) (-1,-1)"},
  {"E", "(a*){1,2}*", "aab", -1, 0, 0, "nsub 1, exec 0 (0,2) (2,2) (-1,-1)"},
  {"E", "(a\?)\?{2}", "a", -1, 0, 0, "nsub 1, exec 0 (0,1) (1,1) (-1,-1)"},
  {"E", "(a|){0,1}{1,2}", "a", -1, 0, 0, "nsub 1, exec 0 (0,1) (1,1) (-1,-1)"},
  {"E", "(a\?)\?{1,2}", "a", -1, 0, 0, "nsub 1, exec 0 (0,1) (1,1) (-1,-1)"},
  {"E", "((a\?)\?){1,2}", "a", -1, 0, 0, "nsub 2, exec 0 (0,1) (0,1) (0,1) (-1,-1)"},
  {"E", "(a*)(a|$)", "aa", -1, 0, 0, "nsub 2, exec 0 (0,2) (0,1) (1,2) (-1,-1)"},
  {"E", "(a*)(a|\\b)", "aa", -1, 0, 0, "nsub 2, exec 0 (0,2) (0,1) (1,2) (-1,-1)"},
  {"E", "x(a*)(a|$)", "xaa", -1, 0, 0, "nsub 2, exec 0 (0,3) (1,2) (2,3) (-1,-1)"},
  {"E", "\\b|()", "ab", -1, 0, 0, "nsub 1, exec 0 (0,0) (0,0) (-1,-1)"},
  {"E", "(a|b)*$", "ab", -1, 0, 0, "nsub 1, exec 0 (0,2) (1,2) (-1,-1)"},
  {"E", "(a*)*(x)", "x", -1, 0, 0, "nsub 2, exec 0 (0,1) (0,0) (0,1) (-1,-1)"},
  {"E", "(a*)*(x)", "ax", -1, 0, 0, "nsub 2, exec 0 (0,2) (0,1) (1,2) (-1,-1)"},
  {"E", "((a)|b)*", "aab", -1, 0, 0, "nsub 2, exec 0 (0,3) (2,3) (1,2) (-1,-1)"},
  {"E", "(a|ab)*(c|bcd)", "abcd", -1, 0, 0, "nsub 2, exec 0 (0,4) (0,1) (1,4) (-1,-1)"},
  {"E", "(a*)+(b*)", "aabb", -1, 0, 0, "nsub 2, exec 0 (0,4) (0,2) (2,4) (-1,-1)"},
  {"E", "((a*)b)*", "abab", -1, 0, 0, "nsub 2, exec 0 (0,4) (2,4) (2,3) (-1,-1)"},
  {"E", "((a*)b)*", "bb", -1, 0, 0, "nsub 2, exec 0 (0,2) (1,2) (1,1) (-1,-1)"},
  {"E", "(a(b*))*", "abab", -1, 0, 0, "nsub 2, exec 0 (0,4) (2,4) (3,4) (-1,-1)"},
  {"E", "(a(b*))*", "aab", -1, 0, 0, "nsub 2, exec 0 (0,3) (1,3) (2,3) (-1,-1)"},
  {"E", "(a|b|)*c", "abc", -1, 0, 0, "nsub 1, exec 0 (0,3) (1,2) (-1,-1)"},
  {"E", "(a|b|)*c", "c", -1, 0, 0, "nsub 1, exec 0 (0,1) (0,0) (-1,-1)"},
  {"E", "(|a)*", "aa", -1, 0, 0, "nsub 1, exec 0 (0,2) (1,2) (-1,-1)"},
  {"E", "(a\?){3}", "aa", -1, 0, 0, "nsub 1, exec 0 (0,2) (2,2) (-1,-1)"},
  {"E", "(a{2}|a)*", "aaa", -1, 0, 0, "nsub 1, exec 0 (0,3) (2,3) (-1,-1)"},
  {"E", "(ab\?){2,}", "aabab", -1, 0, 0, "nsub 1, exec 0 (0,5) (3,5) (-1,-1)"},
  {"", "\\(a*\\)*\\1", "aa", -1, 0, 0, "nsub 1, exec 0 (0,2) (0,1) (-1,-1)"},
  {"", "\\(a\\{1,2\\}\\)\\{2\\}", "aaa", -1, 0, 0, "nsub 1, exec 0 (0,3) (2,3) (-1,-1)"},
  {"", "\\(\\(a\\)\\|b\\)*", "ab", -1, 0, 0, "nsub 2, exec 0 (0,2) (1,2) (0,1) (-1,-1)"},
  {"E", "([a-z]+)@([a-z]+)\\.(com|org)", "write to someone@example.org or a@b.com", -1, 0, 0, "nsub 3, exec 0 (9,28) (9,16) (17,24) (25,28) (-1,-1)"},
  {"E", "^([^:]*):([^:]*):([0-9]+):", "root:x:0:0:root:/root:/bin/sh", -1, 0, 0, "nsub 3, exec 0 (0,9) (0,4) (5,6) (7,8) (-1,-1)"},
  {"E", "([0-9]+)\\.([0-9]+)\\.([0-9]+)", "version 10.24.301-rc1", -1, 0, 0, "nsub 3, exec 0 (8,17) (8,10) (11,13) (14,17) (-1,-1)"},
  {"", "^\\([^ ]*\\) \\([^ ]*\\) \\(.*\\)$", "GET /index.html HTTP/1.1", -1, 0, 0, "nsub 3, exec 0 (0,24) (0,3) (4,15) (16,24) (-1,-1)"},
  {"E", "(foo|bar|baz)+", "xxbarfoobazbarx", -1, 0, 0, "nsub 1, exec 0 (2,14) (11,14) (-1,-1)"},
  {"E", "[[:alpha:]]+([[:space:]]+[[:alpha:]]+)*", "  The quick brown fox. ", -1, 0, 0, "nsub 1, exec 0 (2,21) (17,21) (-1,-1)"},
  {"E", "\"([^\"\\\\]|\\\\.)*\"", "say \"a \\\"quoted\\\" word\" now", -1, 0, 0, "nsub 1, exec 0 (4,23) (21,22) (-1,-1)"},
};

static void put_escaped(const char *s, int len) {
  for (int i = 0; len < 0 ? s[i] != 0 : i < len; i++) {
    if (s[i] == '\n')
      fputs("\\n", stdout);
    else if (s[i] == '\t')
      fputs("\\t", stdout);
    else if (s[i] == 0)
      fputs("\\0", stdout);
    else if ((unsigned char)s[i] < 32)
      printf("\\x%02x", (unsigned char)s[i]);
    else
      putchar(s[i]);
  }
}

// The result of one case, in the form of the table's expectations.
static void run(const struct tcase *t, char *out, size_t size) {
  int cflags = 0, eflags = 0, nmatch = 10;
  for (const char *f = t->flags; *f; f++)
    switch (*f) {
    case 'E': cflags |= REG_EXTENDED; break;
    case 'I': cflags |= REG_ICASE; break;
    case 'N': cflags |= REG_NEWLINE; break;
    case 'S': cflags |= REG_NOSUB; break;
    case 'b': eflags |= REG_NOTBOL; break;
    case 'e': eflags |= REG_NOTEOL; break;
    case 'R': eflags |= REG_STARTEND; break;
    case '0': nmatch = 0; break;
    case '1': nmatch = 1; break;
    }
  regex_t re;
  int r = regcomp(&re, t->pat, cflags);
  if (r) {
    char msg[100];
    regerror(r, &re, msg, sizeof msg);
    snprintf(out, size, "comp %d: %s", r, msg);
    return;
  }
  regmatch_t m[10];
  for (int i = 0; i < 10; i++)
    m[i].rm_so = m[i].rm_eo = -7;
  if (eflags & REG_STARTEND) {
    m[0].rm_so = t->so;
    m[0].rm_eo = t->eo;
  }
  int x = regexec(&re, t->subj, (size_t)nmatch, m, eflags);
  int n = snprintf(out, size, "nsub %d, exec %d", (int)re.re_nsub, x);
  if (x == 0) {
    int shown = nmatch == 0 || (cflags & REG_NOSUB) ? 1 : nmatch < (int)re.re_nsub + 2 ? nmatch : (int)re.re_nsub + 2;
    for (int i = 0; i < shown && n < (int)size; i++)
      n += snprintf(out + n, size - (size_t)n, " (%d,%d)", m[i].rm_so, m[i].rm_eo);
  }
  regfree(&re);
}

// regerror: every message, truncation, and the size it reports.
static int check_regerror(void) {
  static const char *const want[] = {
    "Success", "No match", "Invalid regular expression", "Invalid collation character",
    "Invalid character class name", "Trailing backslash", "Invalid back reference",
    "Unmatched [, [^, [:, [., or [=", "Unmatched ( or \\(", "Unmatched \\{",
    "Invalid content of \\{\\}", "Invalid range end", "Memory exhausted",
    "Invalid preceding regular expression", "Premature end of regular expression",
    "Regular expression too big", "Unmatched ) or \\)",
  };
  int bad = 0;
  for (int code = 0; code <= REG_ERPAREN; code++) {
    char buf[64];
    size_t need = regerror(code, 0, buf, sizeof buf);
    printf("regerror %2d: %zu \"%s\"\n", code, need, buf);
    if (strcmp(buf, want[code]) || need != strlen(want[code]) + 1) {
      printf("  MISMATCH: expected \"%s\"\n", want[code]);
      bad++;
    }
  }
  static const size_t sizes[] = {1, 2, 5, 30, 31, 32};
  for (int i = 0; i < 6; i++) {
    char buf[40];
    memset(buf, '#', sizeof buf);
    size_t need = regerror(REG_EBRACK, 0, buf, sizes[i]);
    printf("regerror(REG_EBRACK, size %zu): %zu \"%s\" next '%c'\n", sizes[i], need, buf, buf[sizes[i]]);
  }
  char untouched = '#';
  size_t need = regerror(REG_BADRPT, 0, &untouched, 0);
  printf("regerror(REG_BADRPT, size 0): %zu '%c'\n", need, untouched);
  return bad;
}

// The constants are glibc's.
static void print_constants(void) {
  printf("cflags %d %d %d %d, eflags %d %d %d\n", REG_EXTENDED, REG_ICASE, REG_NEWLINE, REG_NOSUB,
         REG_NOTBOL, REG_NOTEOL, REG_STARTEND);
  printf("codes %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", REG_NOERROR, REG_NOMATCH,
         REG_BADPAT, REG_ECOLLATE, REG_ECTYPE, REG_EESCAPE, REG_ESUBREG, REG_EBRACK, REG_EPAREN,
         REG_EBRACE, REG_BADBR, REG_ERANGE, REG_ESPACE, REG_BADRPT, REG_EEND, REG_ESIZE, REG_ERPAREN);
  printf("sizeof(regoff_t) %zu, sizeof(regmatch_t) %zu\n", sizeof(regoff_t), sizeof(regmatch_t));
}

// A compiled expression serves many subjects, several expressions live at
// once, regfree twice is harmless, and a bad eflags is REG_BADPAT.
static void misc(void) {
  regex_t words, nums;
  regmatch_t m[3];
  regcomp(&words, "([a-z]+)[ ]*", REG_EXTENDED);
  regcomp(&nums, "[0-9]+", REG_EXTENDED | REG_NOSUB);
  const char *text = "alpha beta 42 gamma 7";
  const char *p = text;
  printf("words:");
  while (regexec(&words, p, 2, m, p == text ? 0 : REG_NOTBOL) == 0) {
    printf(" [%.*s]", m[1].rm_eo - m[1].rm_so, p + m[1].rm_so);
    p += m[0].rm_eo > 0 ? m[0].rm_eo : 1;
  }
  printf("\nnums: %d %d\n", regexec(&nums, "x42", 0, 0, 0), regexec(&nums, "xyz", 0, 0, 0));
  printf("bad eflags: %d\n", regexec(&words, "a", 0, 0, 8));
  regfree(&words);
  regfree(&nums);
  regfree(&nums);
  // A long subject and a long pattern.
  static char big[20001];
  for (int i = 0; i < 20000; i++)
    big[i] = "abcab"[i % 5];
  big[19990] = 'x';
  regcomp(&words, "(ab|ca|b)*x([abc]*)$", REG_EXTENDED);
  int r = regexec(&words, big, 3, m, 0);
  printf("big: %d (%d,%d) (%d,%d) (%d,%d)\n", r, m[0].rm_so, m[0].rm_eo, m[1].rm_so, m[1].rm_eo,
         m[2].rm_so, m[2].rm_eo);
  regfree(&words);
  regcomp(&words, "a{1000}", REG_EXTENDED);
  printf("a{1000}: %d %d\n", regexec(&words, big, 0, 0, 0), regexec(&words, "aaa", 0, 0, 0));
  regfree(&words);
}

int main(void) {
  int n = (int)(sizeof cases / sizeof cases[0]), bad = 0;
  print_constants();
  for (int i = 0; i < n; i++) {
    const struct tcase *t = &cases[i];
    char got[400];
    run(t, got, sizeof got);
    printf("%3d %-3s ", i, t->flags);
    put_escaped(t->pat, -1);
    fputs("  \"", stdout);
    put_escaped(t->subj, t->len);
    printf("\": %s\n", got);
    if (strcmp(got, t->expect)) {
      printf("  MISMATCH: expected %s\n", t->expect);
      bad++;
    }
  }
  bad += check_regerror();
  misc();
  printf("regex: %d cases, %d mismatches\n", n, bad);
  return bad != 0;
}
