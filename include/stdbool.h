/* stdbool.h - C11 7.18, for safecc. */
#ifndef __SAFECC_STDBOOL_H
#define __SAFECC_STDBOOL_H
#define _STDBOOL_H

#define bool _Bool
#define true 1
#define false 0
#define __bool_true_false_are_defined 1

#endif
