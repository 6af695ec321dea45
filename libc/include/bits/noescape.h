/* bits/noescape.h - __noescape marks a pointer parameter whose pointee the
   function never keeps beyond the call (it does not store, return or pass
   on the pointer where it could outlive the call).  safecc checks it when
   it compiles the definition, and a call relies on it only through a
   marker symbol the definition exports, so a wrong declaration fails the
   link (docs/safe-mode.md, "Escape facts across units").  A local whose
   address goes only to such parameters lives in its caller's frame. */
#ifndef _BITS_NOESCAPE_H
#define _BITS_NOESCAPE_H
#if defined(__has_attribute)
#if __has_attribute(__noescape__)
#define __noescape __attribute__((__noescape__))
#endif
#endif
#ifndef __noescape
#define __noescape /* another compiler (run-libc's host build) */
#endif
#endif
