// regerror.c — the messages of the REG_ error codes, worded as glibc's.
#include <regex.h>
#include <string.h>

static const char *const messages[] = {
  "Success",                                // REG_NOERROR
  "No match",                               // REG_NOMATCH
  "Invalid regular expression",             // REG_BADPAT
  "Invalid collation character",            // REG_ECOLLATE
  "Invalid character class name",           // REG_ECTYPE
  "Trailing backslash",                     // REG_EESCAPE
  "Invalid back reference",                 // REG_ESUBREG
  "Unmatched [, [^, [:, [., or [=",         // REG_EBRACK
  "Unmatched ( or \\(",                     // REG_EPAREN
  "Unmatched \\{",                          // REG_EBRACE
  "Invalid content of \\{\\}",              // REG_BADBR
  "Invalid range end",                      // REG_ERANGE
  "Memory exhausted",                       // REG_ESPACE
  "Invalid preceding regular expression",   // REG_BADRPT
  "Premature end of regular expression",    // REG_EEND
  "Regular expression too big",             // REG_ESIZE
  "Unmatched ) or \\)",                     // REG_ERPAREN
};

// Like glibc: the message is truncated to fit SIZE bytes (with its null),
// and the return value is the size the whole message needs.  glibc aborts
// on a code it does not know; we describe it instead.
size_t regerror(int errcode, const regex_t *restrict preg, char *restrict buf, size_t size) {
  (void)preg;
  const char *msg = "Unknown error";
  if (errcode >= 0 && errcode < (int)(sizeof messages / sizeof messages[0]))
    msg = messages[errcode];
  size_t len = strlen(msg) + 1;
  if (size > 0) {
    size_t n = len <= size ? len : size - 1;
    memcpy(buf, msg, n);
    if (n < len)
      buf[n] = 0;
  }
  return len;
}
