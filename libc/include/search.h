/* search.h - POSIX search tables: binary search trees (tsearch), one or
   more hash tables (hsearch, hsearch_r), linear search (lsearch) and
   queues (insque), with glibc's extensions (tdestroy, twalk_r, the _r hash
   tables, struct qelem).  Layouts are glibc's on Linux LP64. */
#ifndef _SEARCH_H
#define _SEARCH_H

#include <stddef.h>

/* insque and remque take any struct whose first two members are the
   forward and backward pointers. */
struct qelem {
  struct qelem *q_forw;
  struct qelem *q_back;
  char q_data[1];
};
void insque(void *, void *);
void remque(void *);

typedef enum { FIND, ENTER } ACTION;
typedef struct entry {
  char *key;
  void *data;
} ENTRY;

struct _ENTRY;  /* a slot of the table, private to libc/src/search */
struct hsearch_data {
  struct _ENTRY *table;
  unsigned int size;
  unsigned int filled;
};

int hcreate(size_t);
void hdestroy(void);
ENTRY *hsearch(ENTRY, ACTION);
int hcreate_r(size_t, struct hsearch_data *);
void hdestroy_r(struct hsearch_data *);
int hsearch_r(ENTRY, ACTION, ENTRY **, struct hsearch_data *);

typedef enum { preorder, postorder, endorder, leaf } VISIT;

void *tsearch(const void *, void **, int (*)(const void *, const void *));
void *tfind(const void *, void *const *, int (*)(const void *, const void *));
void *tdelete(const void *restrict, void **restrict,
              int (*)(const void *, const void *));
void twalk(const void *, void (*)(const void *, VISIT, int));
void twalk_r(const void *, void (*)(const void *, VISIT, void *), void *);
void tdestroy(void *, void (*)(void *));

void *lfind(const void *, const void *, size_t *, size_t,
            int (*)(const void *, const void *));
void *lsearch(const void *, void *, size_t *, size_t,
              int (*)(const void *, const void *));

#endif
