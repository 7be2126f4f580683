#ifndef RENDERPAGES_CWEBP_SHIM_H
#define RENDERPAGES_CWEBP_SHIM_H
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>
#endif
