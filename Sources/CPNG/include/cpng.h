#ifndef RENDERPAGES_CPNG_H
#define RENDERPAGES_CPNG_H

#include <stddef.h>
#include <stdint.h>

/* A PNG encoder for cairo ARGB32 surfaces: converts premultiplied native-endian ARGB32 to
   straight RGB (when every pixel is opaque) or RGBA exactly as cairo's own writer does, filters
   each row (PNG filter types, ISO 15948 section 9: Up when the row equals the one above, else the
   cheaper of Sub and Up by libpng's sum of absolute residuals; on flat UI rows repeat and runs are
   horizontal, so this gets files as small as libpng's five-way choice at a fraction of its cost)
   and writes the zlib stream. At levels 1 to 5 the encoder writes it itself: runs of rows equal to
   the row above as deflate blocks of known form (splice.h), every other band with a deflate
   encoder for filtered rows (rowdeflate.h), nothing passing through libdeflate but the Adler-32
   and CRC-32 sums. Levels 0 and 6 to 12 give the whole stream to libdeflate at that level. One
   encoder per thread; it keeps its buffers between frames so a frame sequence allocates once. */

typedef struct cpng_encoder cpng_encoder;

/* NULL when out of memory or when level is outside 0...12 (libdeflate's levels). */
cpng_encoder *cpng_encoder_create(int level);
void cpng_encoder_free(cpng_encoder *encoder);

/* Encodes width x height pixels, rows stride bytes apart. On success returns 0 and sets *png and
   *length to the file bytes, owned by the encoder and valid until its next call; returns -1 when
   out of memory, -2 for a bad size or stride. */
int cpng_encode_argb32(cpng_encoder *encoder, const uint8_t *pixels, int width, int height, int stride,
                       const uint8_t **png, size_t *length);

/* The zlib stream of the filtered RGBA rows (8 bits per channel, the same row filters and the
   same compression as a frame above, level for level) of the width x height rectangle at (x, y)
   of packed 0x00RRGGBB `pixels` whose rows are `pitch` pixels apart: the data of an APNG frame.
   When `previous` (the canvas before the frame, same layout) is not NULL, pixels equal to it are written fully transparent, for an APNG frame that
   is blended over the canvas; every other pixel is opaque. On success returns 0 and sets *data
   and *length (owned by the encoder, valid until its next call); -1 when out of memory, -2 for
   a rectangle outside the rows. */
int cpng_compress_rgba_rect(cpng_encoder *encoder, const uint32_t *pixels, const uint32_t *previous, int pitch,
                            int x, int y, int width, int height, const uint8_t **data, size_t *length);

/* The compiled forms of the per-row work (conversion and filtering; Sources/CPNG/kernels.h). All
   write the same bytes; a new encoder uses the fastest the processor runs. PORTABLE is plain C;
   SSSE3 and AVX2 exist on x86-64, VECTOR (clang's portable vector shuffles) elsewhere. */
enum { CPNG_KERNELS_PORTABLE = 0, CPNG_KERNELS_SSSE3 = 1, CPNG_KERNELS_AVX2 = 2, CPNG_KERNELS_VECTOR = 3 };

/* Makes the encoder use kernel set `set` from now on: 0, or -1 when this build or this
   processor lacks it (the encoder is then unchanged). For tests that run every set. */
int cpng_encoder_use_kernels(cpng_encoder *encoder, int set);

/* The CRC-32 of PNG chunks (ISO 3309, as libdeflate computes it), continuing from `crc`. */
uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t length);

#endif
