// A 1,000,000-node linked list, reachable only from one local, survives collections triggered
// by heavy churn (a recursive marker would overflow its stack here) and is intact afterwards.
// expect: ok
#include "safety.h"

struct node { struct node *next; long v; };

int main(void) {
  struct node *head = NULL;
  for (long i = 0; i < 1000000; i++) {
    struct node *n = malloc(sizeof *n);
    n->v = i;
    n->next = head;
    head = n;
  }
  for (int i = 0; i < 20000; i++) {
    char *junk = malloc(4096);
    junk[0] = (char)i;
  }
  long sum = 0, count = 0;
  for (struct node *n = head; n; n = n->next) { sum += n->v; count++; }
  printf("%ld nodes, sum %ld\n", count, sum);
  return 0;
}
