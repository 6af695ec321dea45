// hsearch.c — hcreate, hdestroy, hsearch: the one hash table of the
// process (hsearch_r.c has the work).
#include <search.h>
#include "search_impl.h"

static struct hsearch_data table;

int hcreate(size_t nel) {
  return hcreate_r(nel, &table);
}

void hdestroy(void) {
  hdestroy_r(&table);
}

ENTRY *hsearch(ENTRY item, ACTION action) {
  return __hsearch(item, action, &table);
}
