// langinfo.c — nl_langinfo and nl_langinfo_l: the strings of the "C"
// locale, which C.UTF-8 shares except for its codeset (glibc 2.36 answers
// the same).
#include <langinfo.h>
#include "locale_impl.h"

static const char *const time_items[] = {
  "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat",
  "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  "January", "February", "March", "April", "May", "June", "July", "August",
  "September", "October", "November", "December",
  "AM", "PM", "%a %b %e %H:%M:%S %Y", "%m/%d/%y", "%H:%M:%S", "%I:%M:%S %p",
};

// An item we do not know (or one that is empty in "C") is "", as in glibc.
static char *item_in(nl_item item, int utf8) {
  switch (item) {
  case CODESET: return utf8 ? "UTF-8" : "ANSI_X3.4-1968";
  case RADIXCHAR: return ".";
  case CRNCYSTR: return "-";
  case YESEXPR: return "^[yY]";
  case NOEXPR: return "^[nN]";
  }
  if (item >= ABDAY_1 && item <= T_FMT_AMPM)
    return (char *)time_items[item - ABDAY_1];
  return "";
}

// glibc answers from the calling thread's locale, uselocale's if it has one.
char *nl_langinfo(nl_item item) {
  return item_in(item, __locale_utf8());
}

char *nl_langinfo_l(nl_item item, locale_t l) {
  return item_in(item, __locale_utf8_of(l));
}
