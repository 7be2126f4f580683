#ifndef RENDERPAGES_CXATTR_SHIM_H
#define RENDERPAGES_CXATTR_SHIM_H
/* Extended attributes (glibc's setxattr/getxattr), which Swift's Glibc module leaves out. */
#include <sys/xattr.h>
#endif
