#ifndef RENDERPAGES_CPNG_BUFFER_H
#define RENDERPAGES_CPNG_BUFFER_H

#include <stddef.h>
#include <stdlib.h>

/* Grows the buffer at `*buffer` (of `*capacity` bytes) to at least `needed` bytes, keeping its
   contents; 0, or -1 when out of memory (the buffer is then unchanged). Encoders keep their
   buffers between frames, so a frame sequence allocates once. */
static inline int cpng_reserve(void **buffer, size_t *capacity, size_t needed) {
    if (*capacity >= needed) return 0;
    void *grown = realloc(*buffer, needed);
    if (!grown) return -1;
    *buffer = grown;
    *capacity = needed;
    return 0;
}

#endif
