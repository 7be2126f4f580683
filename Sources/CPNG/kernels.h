#ifndef RENDERPAGES_CPNG_KERNELS_H
#define RENDERPAGES_CPNG_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/* The per-row work of a frame, in more than one compiled form: converting premultiplied ARGB32
   to straight bytes (convert.c) and choosing and writing the row filter (filter.c). Every set
   writes the same bytes for the same row; only the instructions differ. The portable set is
   plain C at the compiler's baseline; the others use vector shuffles and wider sums, compiled
   for a named instruction set by attributes in the source (SwiftPM gives C targets no per-file
   flags without unsafeFlags), and are used only when the processor has it. */

/* Conversion of `width` opaque pixels to 3 bytes each, or of any pixels to 4 (cairo's rounding). */
typedef void (*cpng_convert_fn)(const uint32_t *row, int width, uint8_t *out);
/* Writes the filter type byte and the filtered row at `out` for the `n` bytes of `cur`, pixels of
   `bpp` bytes, `prev` being the row above (NULL on the first row): Sub or Up, whichever has the
   smaller sum of absolute residuals (filter.c). */
typedef void (*cpng_filter_fn)(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *out);

typedef struct {
    cpng_convert_fn convert3;
    cpng_convert_fn convert4;
    cpng_filter_fn filter;
} cpng_kernels;

/* The sets (cpng.h's CPNG_KERNELS_*). Each returns 0 and fills `k` when the set is compiled in
   and the processor runs it, else -1. */
int cpng_kernels_get(int set, cpng_kernels *k);

/* The fastest set this processor runs (the portable one at worst). */
int cpng_kernels_best(void);

void cpng_convert3_portable(const uint32_t *row, int width, uint8_t *out);
void cpng_convert4_portable(const uint32_t *row, int width, uint8_t *out);
void cpng_filter_portable(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *out);

#if defined(__x86_64__) && defined(__clang__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define CPNG_HAVE_X86_KERNELS 1
void cpng_convert3_ssse3(const uint32_t *row, int width, uint8_t *out);
void cpng_filter_sse2(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *out);
void cpng_filter_avx2(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *out);
#elif defined(__clang__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define CPNG_HAVE_VECTOR_KERNELS 1
void cpng_convert3_vector(const uint32_t *row, int width, uint8_t *out);
#endif

#endif
