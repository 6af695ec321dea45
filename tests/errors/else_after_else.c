// expect-error: #else|stray|after
#if 0
#else
#else
#endif
