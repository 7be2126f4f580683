#ifndef RENDERPAGES_CCAIRO_SHIM_H
#define RENDERPAGES_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#endif
