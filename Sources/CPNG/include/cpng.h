#ifndef RENDERPAGES_CPNG_H
#define RENDERPAGES_CPNG_H

#include <stddef.h>
#include <stdint.h>

/* A PNG encoder for cairo ARGB32 surfaces: converts premultiplied native-endian ARGB32 to
   straight RGB (when every pixel is opaque) or RGBA exactly as cairo's own writer does, filters
   each row (PNG filter types, ISO 15948 section 9: Up when the row equals the one above, else the
   cheaper of Sub and Up by libpng's sum of absolute residuals; on flat UI rows repeat and runs are
   horizontal, so this gets files as small as libpng's five-way choice at a fraction of its cost)
   and compresses with libdeflate. One encoder per thread; it keeps its buffers between
   frames so a frame sequence allocates once. */

typedef struct cpng_encoder cpng_encoder;

/* NULL when out of memory or when level is outside libdeflate's 0...12. */
cpng_encoder *cpng_encoder_create(int level);
void cpng_encoder_free(cpng_encoder *encoder);

/* Encodes width x height pixels, rows stride bytes apart. On success returns 0 and sets *png and
   *length to the file bytes, owned by the encoder and valid until its next call; returns -1 when
   out of memory, -2 for a bad size or stride. */
int cpng_encode_argb32(cpng_encoder *encoder, const uint8_t *pixels, int width, int height, int stride,
                       const uint8_t **png, size_t *length);

#endif
