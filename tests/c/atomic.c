// <stdatomic.h> and _Atomic: loads, stores, fetch-and-op, exchange,
// compare-exchange, atomic compound assignment, flags, fences, and a
// multi-threaded counter that would lose updates without atomicity.
// flags: -pthread
#include "test.h"
#include <pthread.h>
#include <stdatomic.h>

static _Atomic int shared;
static atomic_long lshared;
static int plain;

static void *work(void *arg) {
  for (int i = 0; i < 100000; i++) {
    shared++;
    atomic_fetch_add(&lshared, 2);
    __atomic_fetch_add(&plain, 1, __ATOMIC_SEQ_CST);
  }
  return arg;
}

int main(void) {
  atomic_int a = 5;
  CHECK(5, atomic_load(&a));
  atomic_store(&a, 7);
  CHECK(7, a);
  CHECK(7, atomic_fetch_add(&a, 3));
  CHECK(10, a);
  CHECK(10, atomic_fetch_sub(&a, 4));
  CHECK(6, atomic_fetch_or(&a, 9));
  CHECK(15, atomic_fetch_and(&a, 5));
  CHECK(5, atomic_fetch_xor(&a, 1));
  CHECK(4, atomic_exchange(&a, 20));
  CHECK(20, a);
  int expected = 20;
  CHECK(1, atomic_compare_exchange_strong(&a, &expected, 30));
  CHECK(30, a);
  expected = 99;
  CHECK(0, atomic_compare_exchange_strong(&a, &expected, 40));
  CHECK(30, expected);             // updated with the current value
  CHECK(30, a);
  while (!atomic_compare_exchange_weak(&a, &expected, 31))
    ;
  CHECK(31, a);
  a += 5;
  CHECK(36, a);
  a -= 6;
  a |= 1;
  a &= ~2;
  CHECK(29, a);
  CHECK(30, ++a);
  CHECK(30, a--);
  CHECK(29, a);
  _Atomic long l = 1;
  l *= 10;                          // compare-exchange loop
  CHECK(10, l);
  _Atomic(char) c = 'a';
  c++;
  CHECK('b', c);
  _Atomic double d = 1.5;
  d = d + 1.0;
  CHECKF(2.5, d);
  atomic_flag f = ATOMIC_FLAG_INIT;
  CHECK(0, atomic_flag_test_and_set(&f));
  CHECK(1, atomic_flag_test_and_set(&f));
  atomic_flag_clear(&f);
  CHECK(0, atomic_flag_test_and_set(&f));
  atomic_thread_fence(memory_order_seq_cst);
  CHECK(1, atomic_is_lock_free(&a));
  CHECK(4, sizeof(atomic_int));
  {
    int x = 3;
    CHECK(3, __atomic_load_n(&x, __ATOMIC_ACQUIRE));
    __atomic_store_n(&x, 4, __ATOMIC_RELEASE);
    CHECK(4, __atomic_exchange_n(&x, 5, __ATOMIC_SEQ_CST));
    // pointers: the old pointer and the stored one both stay usable
    int one = 1, two = 2, *slot = &one;
    int *old = __atomic_exchange_n(&slot, &two, __ATOMIC_SEQ_CST);
    CHECK(1, *old);
    CHECK(2, *slot);
    int *expected = &one; // wrong: the slot holds &two
    CHECK(0, __atomic_compare_exchange_n(&slot, &expected, &one, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
    CHECK(2, *expected);
    CHECK(1, __atomic_compare_exchange_n(&slot, &expected, &one, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
    CHECK(1, *slot);
    int e = 5;
    CHECK(1, __atomic_compare_exchange_n(&x, &e, 6, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
    CHECK(6, x);
    CHECK(6, __sync_fetch_and_add(&x, 1));
    CHECK(1, __sync_bool_compare_and_swap(&x, 7, 8));
    CHECK(8, __sync_val_compare_and_swap(&x, 8, 9));
    CHECK(9, x);
    __sync_synchronize();
  }

  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], 0, work, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  CHECK(400000, shared);
  CHECK(800000, lshared);
  CHECK(400000, plain);
  return 0;
}
