#include "kernels.h"

#include <string.h>

/* Premultiplied native-endian ARGB32 to straight bytes, with cairo's rounding
   ((c * 255 + a / 2) / a, transparent pixels all zero), so both writers store the same values.
   Only opaque rows take three bytes a pixel (the whole frame is then opaque). */

void cpng_convert3_portable(const uint32_t *row, int width, uint8_t *out) {
    for (int x = 0; x < width; x++, out += 3) {
        uint32_t p = row[x];
        out[0] = (uint8_t)(p >> 16);
        out[1] = (uint8_t)(p >> 8);
        out[2] = (uint8_t)p;
    }
}

void cpng_convert4_portable(const uint32_t *row, int width, uint8_t *out) {
    for (int x = 0; x < width; x++, out += 4) {
        uint32_t p = row[x];
        uint32_t a = p >> 24;
        if (a == 0) {
            out[0] = out[1] = out[2] = out[3] = 0;
        } else if (a == 255) {
            out[0] = (uint8_t)(p >> 16);
            out[1] = (uint8_t)(p >> 8);
            out[2] = (uint8_t)p;
            out[3] = 255;
        } else {
            out[0] = (uint8_t)((((p >> 16) & 0xFF) * 255 + a / 2) / a);
            out[1] = (uint8_t)((((p >> 8) & 0xFF) * 255 + a / 2) / a);
            out[2] = (uint8_t)(((p & 0xFF) * 255 + a / 2) / a);
            out[3] = (uint8_t)a;
        }
    }
}

#if defined(CPNG_HAVE_X86_KERNELS) || defined(CPNG_HAVE_VECTOR_KERNELS)

/* 16 pixels at a time: four 16-byte loads (B, G, R, A in memory on a little-endian machine) and
   three 16-byte stores of R, G, B, each store a shuffle of two neighbouring loads. The byte
   stores at a stride of 3 of the portable loop do not vectorise; these shuffles become two
   pshufb and a por each with SSSE3 (tbl with NEON). Index i < 16 picks byte i of the first
   operand, 16 + i byte i of the second. */
typedef uint8_t bytes16 __attribute__((ext_vector_type(16)));

static inline __attribute__((always_inline)) void convert3_shuffled(const uint32_t *row, int width, uint8_t *out) {
    int x = 0;
    for (; x + 16 <= width; x += 16, out += 48) {
        bytes16 a, b, c, d;
        memcpy(&a, row + x, 16);
        memcpy(&b, row + x + 4, 16);
        memcpy(&c, row + x + 8, 16);
        memcpy(&d, row + x + 12, 16);
        /* pixels 0 to 4 and the red of 5 */
        bytes16 first = __builtin_shufflevector(a, b, 2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, 18, 17, 16, 22);
        /* green and blue of 5, pixels 6 to 9, red and green of 10 */
        bytes16 second = __builtin_shufflevector(b, c, 5, 4, 10, 9, 8, 14, 13, 12, 18, 17, 16, 22, 21, 20, 26, 25);
        /* blue of 10, pixels 11 to 15 */
        bytes16 third = __builtin_shufflevector(c, d, 8, 14, 13, 12, 18, 17, 16, 22, 21, 20, 26, 25, 24, 30, 29, 28);
        memcpy(out, &first, 16);
        memcpy(out + 16, &second, 16);
        memcpy(out + 32, &third, 16);
    }
    cpng_convert3_portable(row + x, width - x, out);
}

#endif

#ifdef CPNG_HAVE_X86_KERNELS
__attribute__((target("ssse3"))) void cpng_convert3_ssse3(const uint32_t *row, int width, uint8_t *out) {
    convert3_shuffled(row, width, out);
}
#endif

#ifdef CPNG_HAVE_VECTOR_KERNELS
void cpng_convert3_vector(const uint32_t *row, int width, uint8_t *out) {
    convert3_shuffled(row, width, out);
}
#endif
