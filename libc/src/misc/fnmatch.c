// fnmatch.c — fnmatch: *, ?, [set] (with ranges and ! or ^), backslash
// escapes, FNM_PATHNAME (wildcards do not match '/') and FNM_PERIOD (a
// leading '.' must be matched literally).
#include <fnmatch.h>
#include <string.h>

// Matches the bracket expression at p against c; returns the character
// after ']' and sets *ok, or 0 if the bracket is not closed.
static const char *match_set(const char *p, int c, int *ok) {
  int negate = *p == '!' || *p == '^';
  if (negate)
    p++;
  int found = 0;
  const char *start = p;
  for (; *p && (*p != ']' || p == start); p++) {
    int lo = (unsigned char)*p, hi = lo;
    if (p[1] == '-' && p[2] && p[2] != ']') {
      hi = (unsigned char)p[2];
      p += 2;
    }
    if (c >= lo && c <= hi)
      found = 1;
  }
  if (*p != ']')
    return 0;
  *ok = found != negate;
  return p + 1;
}

static int leading_period(const char *s, const char *string, int flags) {
  if (*s != '.' || !(flags & FNM_PERIOD))
    return 0;
  return s == string || ((flags & FNM_PATHNAME) && s[-1] == '/');
}

static int match(const char *p, const char *s, const char *string, int flags) {
  for (;; p++, s++) {
    switch (*p) {
    case 0:
      return *s ? FNM_NOMATCH : 0;
    case '?':
      if (!*s || ((flags & FNM_PATHNAME) && *s == '/') || leading_period(s, string, flags))
        return FNM_NOMATCH;
      break;
    case '*': {
      if (leading_period(s, string, flags))
        return FNM_NOMATCH;
      while (*p == '*')
        p++;
      for (;; s++) {
        if (!match(p, s, string, flags))
          return 0;
        if (!*s || ((flags & FNM_PATHNAME) && *s == '/'))
          return FNM_NOMATCH;
      }
    }
    case '[': {
      int ok = 0;
      if (!*s || ((flags & FNM_PATHNAME) && *s == '/') || leading_period(s, string, flags))
        return FNM_NOMATCH;
      const char *next = match_set(p + 1, (unsigned char)*s, &ok);
      if (!next) {  // no closing ']': a literal '['
        if (*s != '[')
          return FNM_NOMATCH;
        break;
      }
      if (!ok)
        return FNM_NOMATCH;
      p = next - 1;
      break;
    }
    case '\\':
      if (!(flags & FNM_NOESCAPE) && p[1])
        p++;
      /* fall through */
    default:
      if (*p != *s)
        return FNM_NOMATCH;
    }
  }
}

int fnmatch(const char *pattern, const char *string, int flags) {
  return match(pattern, string, string, flags);
}
