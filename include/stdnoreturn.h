/* stdnoreturn.h - C11 7.23, for safecc. */
#ifndef __SAFECC_STDNORETURN_H
#define __SAFECC_STDNORETURN_H
#define _STDNORETURN_H

#define noreturn _Noreturn

#endif
