// threads_stdio.c — several threads writing one stream at once: with the
// per-FILE locks every line arrives whole.  The lines are read back and
// checked, and only a deterministic summary is printed.
#include <pthread.h>
#include <stdio.h>
#include <string.h>

enum { THREADS = 4, LINES = 3000 };
static FILE *shared;

static void *writer(void *arg) {
  int id = (int)(long)arg;
  for (int i = 0; i < LINES; i++) {
    if (i % 3 == 0)
      fprintf(shared, "thread %d line %d %s\n", id, i, "via fprintf");
    else if (i % 3 == 1) {
      char buf[64];
      snprintf(buf, sizeof buf, "thread %d line %d via fputs\n", id, i);
      fputs(buf, shared);
    } else {
      flockfile(shared);  // several calls that must stay together
      fprintf(shared, "thread %d ", id);
      fprintf(shared, "line %d ", i);
      fputs("via flockfile\n", shared);
      funlockfile(shared);
    }
  }
  return 0;
}

int main(void) {
  shared = tmpfile();
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++)
    pthread_create(&t[i], 0, writer, (void *)i);
  for (int i = 0; i < THREADS; i++)
    pthread_join(t[i], 0);
  rewind(shared);
  int count[THREADS] = {0}, bad = 0, next_line[THREADS] = {0};
  char line[128];
  while (fgets(line, sizeof line, shared)) {
    int id, n;
    char how[32];
    if (sscanf(line, "thread %d line %d via %31s", &id, &n, how) != 3 || id < 0 ||
        id >= THREADS || n != next_line[id]) {
      bad++;
      continue;
    }
    next_line[id]++;
    count[id]++;
  }
  for (int i = 0; i < THREADS; i++)
    printf("thread %d: %d lines in order\n", i, count[i]);
  printf("bad lines: %d\n", bad);
  fclose(shared);
  return bad != 0;
}
