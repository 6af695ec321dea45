/* sys/sysmacros.h - device numbers in Linux's 64-bit dev_t encoding: the
   major number's low 12 bits sit at bit 8 and the rest at bit 44, the
   minor number's low 8 bits at bit 0 and the rest at bit 20. */
#ifndef _SYS_SYSMACROS_H
#define _SYS_SYSMACROS_H
#define major(dev) ((unsigned)((((dev) >> 32) & 0xfffff000) | (((dev) >> 8) & 0xfff)))
#define minor(dev) ((unsigned)((((dev) >> 12) & 0xffffff00) | ((dev) & 0xff)))
#define makedev(ma, mi) \
  ((((unsigned long)(ma) & 0xfffff000ul) << 32) | (((unsigned long)(ma) & 0xfff) << 8) | \
   (((unsigned long)(mi) & 0xffffff00ul) << 12) | ((unsigned long)(mi) & 0xff))
#endif
