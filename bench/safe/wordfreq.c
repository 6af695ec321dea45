/* wordfreq.c -- text workload: generate a few MB of pseudo-English text in
 * one heap buffer, split it into words, count them in a hash table keyed by
 * heap-allocated strings (strlen, memcpy, strcmp, strchr), then sort the
 * distinct words by count with qsort and print the most frequent ones. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Word Word;
struct Word {
  Word *next;
  char *text;
  long count;
};

static unsigned long rng_state = 7;

static unsigned long next_random(void) {
  rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
  return rng_state >> 33;
}

static void *checked_malloc(size_t n) {
  void *p = malloc(n);
  if (!p) {
    puts("out of memory");
    exit(1);
  }
  return p;
}

/* Fills text with size-1 bytes of words made of 1-4 syllables, separated
 * by spaces and the odd punctuation mark, and terminates it. */
static void make_text(char *text, size_t size) {
  static const char *syllables[] = {
    "the", "an", "is", "re", "con", "ter", "ing", "al", "pro", "de",
    "ly", "ment", "tion", "sa", "fe", "cc", "o", "un", "ex", "per",
  };
  size_t pos = 0;
  while (pos + 32 < size) {
    /* Small counts are likelier, so some words repeat a lot. */
    int n = 1 + (int)(next_random() % 4) * (int)(next_random() % 2);
    for (int i = 0; i < n; i++) {
      const char *s = syllables[(next_random() % 20) * (next_random() % 20) / 20];
      size_t len = strlen(s);
      memcpy(text + pos, s, len);
      pos += len;
    }
    text[pos++] = next_random() % 16 == 0 ? ',' : ' ';
  }
  memset(text + pos, ' ', size - 1 - pos);
  text[size - 1] = '\0';
}

static unsigned long hash_bytes(const char *s, size_t len) {
  unsigned long h = 14695981039346656037UL;
  for (size_t i = 0; i < len; i++)
    h = (h ^ (unsigned char)s[i]) * 1099511628211UL;
  return h;
}

static int by_count(const void *a, const void *b) {
  const Word *x = *(Word *const *)a, *y = *(Word *const *)b;
  if (x->count != y->count)
    return x->count < y->count ? 1 : -1;
  return strcmp(x->text, y->text);
}

int main(int argc, char **argv) {
  size_t size = argc > 1 ? (size_t)strtol(argv[1], NULL, 10) : 9000000;
  size_t nbuckets = 1 << 12;
  char *text = checked_malloc(size);
  Word **buckets = calloc(nbuckets, sizeof(Word *));
  long distinct = 0, total = 0;
  char word[64];
  if (!buckets) {
    puts("out of memory");
    return 1;
  }
  make_text(text, size);

  for (char *p = text; *p;) {
    while (*p == ' ' || *p == ',')
      p++;
    if (!*p)
      break;
    size_t len = 0;
    while (p[len] && !strchr(" ,", p[len]))
      len++;
    if (len >= sizeof word)
      len = sizeof word - 1;
    memcpy(word, p, len);
    word[len] = '\0';
    p += len;
    total++;
    Word **slot = &buckets[hash_bytes(word, len) & (nbuckets - 1)];
    while (*slot && strcmp((*slot)->text, word) != 0)
      slot = &(*slot)->next;
    if (*slot) {
      (*slot)->count++;
      continue;
    }
    Word *w = checked_malloc(sizeof(Word));
    w->text = checked_malloc(len + 1);
    memcpy(w->text, word, len + 1);
    w->count = 1;
    w->next = NULL;
    *slot = w;
    distinct++;
  }

  Word **all = checked_malloc(distinct * sizeof(Word *));
  long k = 0;
  for (size_t b = 0; b < nbuckets; b++)
    for (Word *w = buckets[b]; w; w = w->next)
      all[k++] = w;
  qsort(all, distinct, sizeof(Word *), by_count);
  unsigned long checksum = 0;
  for (long i = 0; i < distinct; i++)
    checksum = checksum * 31 + hash_bytes(all[i]->text, strlen(all[i]->text)) + all[i]->count;
  printf("%ld words, %ld distinct\n", total, distinct);
  for (long i = 0; i < distinct && i < 5; i++)
    printf("%ld %s\n", all[i]->count, all[i]->text);
  printf("checksum %lu\n", checksum);

  for (long i = 0; i < distinct; i++) {
    free(all[i]->text);
    free(all[i]);
  }
  free(all);
  free(buckets);
  free(text);
  return 0;
}
