// qsort and bsearch move and return pointers without losing capabilities: sorting an array of
// strings and an array of structs holding pointers, then dereferencing every element and the
// bsearch result.
// expect: ok
#include "safety.h"

struct person { const char *name; int *age; };

static int by_string(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int by_age(const void *a, const void *b) {
  return *((const struct person *)a)->age - *((const struct person *)b)->age;
}

int main(void) {
  const char *words[5] = { "pear", "apple", "fig", "kiwi", "banana" };
  char *heap_word = malloc(6);
  strcpy(heap_word, "mango");
  words[2] = heap_word;
  qsort(words, 5, sizeof words[0], by_string);
  for (int i = 0; i < 5; i++) printf("%s ", words[i]);
  const char *key = "mango";
  const char **hit = bsearch(&key, words, 5, sizeof words[0], by_string);
  printf("| found %s\n", hit ? *hit : "-");

  int ages[4] = { 40, 10, 30, 20 };
  struct person people[4] = { {"d", &ages[0]}, {"a", &ages[1]}, {"c", &ages[2]}, {"b", &ages[3]} };
  qsort(people, 4, sizeof people[0], by_age);
  for (int i = 0; i < 4; i++) printf("%s=%d ", people[i].name, *people[i].age);
  puts("");
  return 0;
}
