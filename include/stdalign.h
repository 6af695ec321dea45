/* stdalign.h - C11 7.15, for safecc. */
#ifndef __SAFECC_STDALIGN_H
#define __SAFECC_STDALIGN_H
#define _STDALIGN_H

#define alignas _Alignas
#define alignof _Alignof
#define __alignas_is_defined 1
#define __alignof_is_defined 1

#endif
