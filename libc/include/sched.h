/* sched.h - sched_yield (a runtime entry point). */
#ifndef _SCHED_H
#define _SCHED_H
int sched_yield(void);
#endif
