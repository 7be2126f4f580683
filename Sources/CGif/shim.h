#ifndef RENDERPAGES_CGIF_SHIM_H
#define RENDERPAGES_CGIF_SHIM_H
#include <gif_lib.h>
#endif
