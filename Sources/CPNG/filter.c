#include "kernels.h"

/* PNG row filters (ISO 15948, section 9) Sub (1) and Up (2), chosen per row: Up when its sum of
   absolute residuals is smaller, else Sub (ties and the first row). Every kernel set counts the
   same sums exactly, so it makes the same choice and writes the same bytes.
   Paeth (4) as a third candidate, measured 2026-11-25 with the encoder alone (a plain scalar
   loop): 2.1 % smaller photo frames (scripts/bench-images-scenario.json @3x, 243.4 to 238.2 KB)
   and 1.5 % smaller Today's deals frames, for 2.5 times the encoding time; not taken. */

/* |v| of a residual read as a signed byte, as libpng's "minimum sum of absolute differences"
   heuristic counts it: the smaller of v and 256 - v. */
static inline uint8_t magnitude(uint8_t v) {
    uint8_t negated = (uint8_t)-v;
    return v < negated ? v : negated;
}

/* The sums over bytes [from, n) of a row (from >= bpp), added to *sub and *up: bytes are added in
   groups small enough for 16-bit sums, which the compiler vectorises to twice the lanes of
   32-bit ones. The first bpp bytes, which have no left neighbour, are summed by the caller. */
static inline __attribute__((always_inline)) void sum_rest(const uint8_t *cur, const uint8_t *prev, size_t from,
                                                           size_t n, int bpp, uint64_t *sub, uint64_t *up) {
    for (size_t start = from; start < n; start += 256) {
        size_t end = n - start > 256 ? start + 256 : n;
        uint16_t s = 0, u = 0;
        for (size_t i = start; i < end; i++) {
            s += magnitude((uint8_t)(cur[i] - cur[i - bpp]));
            u += magnitude((uint8_t)(cur[i] - prev[i]));
        }
        *sub += s;
        *up += u;
    }
}

static inline __attribute__((always_inline)) void sum_first(const uint8_t *cur, const uint8_t *prev, size_t n,
                                                            int bpp, uint64_t *sub, uint64_t *up) {
    for (size_t i = 0; i < (size_t)bpp && i < n; i++) {
        *sub += magnitude(cur[i]);
        *up += magnitude((uint8_t)(cur[i] - prev[i]));
    }
}

/* The filter byte and residuals for the sums found. Plain loops, vectorised by the compiler at
   the width of the instruction set the calling kernel is compiled for. */
static inline __attribute__((always_inline)) void write_filtered(const uint8_t *cur, const uint8_t *prev, size_t n,
                                                                 int bpp, uint64_t sub, uint64_t up, uint8_t *out) {
    uint8_t *residuals = out + 1;
    if (up < sub) {
        out[0] = 2;
        for (size_t i = 0; i < n; i++) residuals[i] = (uint8_t)(cur[i] - prev[i]);
        return;
    }
    out[0] = 1;
    size_t first = (size_t)bpp < n ? (size_t)bpp : n;
    for (size_t i = 0; i < first; i++) residuals[i] = cur[i];
    for (size_t i = first; i < n; i++) residuals[i] = (uint8_t)(cur[i] - cur[i - bpp]);
}

/* The whole filter: the sums of the first bpp bytes, `blocks` (which sums whole vectors from
   byte bpp on and returns where it stopped), the portable sums of the rest, then the residuals. */
typedef size_t (*sum_blocks_fn)(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint64_t *sub,
                                uint64_t *up);

static inline __attribute__((always_inline)) void filter_with(sum_blocks_fn blocks, const uint8_t *cur,
                                                              const uint8_t *prev, size_t n, int bpp, uint8_t *out) {
    uint64_t sub = 0, up = 1;
    if (prev) {
        up = 0;
        sum_first(cur, prev, n, bpp, &sub, &up);
        size_t done = blocks(cur, prev, n, bpp, &sub, &up);
        sum_rest(cur, prev, done, n, bpp, &sub, &up);
    }
    write_filtered(cur, prev, n, bpp, sub, up, out);
}

static inline __attribute__((always_inline)) size_t no_blocks(const uint8_t *cur, const uint8_t *prev, size_t n,
                                                              int bpp, uint64_t *sub, uint64_t *up) {
    (void)cur, (void)prev, (void)n, (void)sub, (void)up;
    return (size_t)bpp;
}

void cpng_filter_portable(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *out) {
    filter_with(no_blocks, cur, prev, n, bpp, out);
}

#ifdef CPNG_HAVE_X86_KERNELS
#include <immintrin.h>

/* With x86's psadbw (sum of absolute differences of bytes against zero, in 64-bit lanes) the
   magnitudes of 16 or 32 residuals are added in one instruction: the unsigned minimum of v and
   -v, then psadbw. 64-bit lanes cannot overflow on any row. */

static inline __attribute__((always_inline)) size_t sse2_blocks(const uint8_t *cur, const uint8_t *prev, size_t n,
                                                                int bpp, uint64_t *sub, uint64_t *up) {
    const __m128i zero = _mm_setzero_si128();
    __m128i s = zero, u = zero;
    size_t i = (size_t)bpp;
    for (; i + 16 <= n; i += 16) {
        __m128i c = _mm_loadu_si128((const __m128i *)(cur + i));
        __m128i ds = _mm_sub_epi8(c, _mm_loadu_si128((const __m128i *)(cur + i - bpp)));
        __m128i du = _mm_sub_epi8(c, _mm_loadu_si128((const __m128i *)(prev + i)));
        s = _mm_add_epi64(s, _mm_sad_epu8(_mm_min_epu8(ds, _mm_sub_epi8(zero, ds)), zero));
        u = _mm_add_epi64(u, _mm_sad_epu8(_mm_min_epu8(du, _mm_sub_epi8(zero, du)), zero));
    }
    *sub += (uint64_t)_mm_cvtsi128_si64(s) + (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(s, s));
    *up += (uint64_t)_mm_cvtsi128_si64(u) + (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(u, u));
    return i;
}

__attribute__((target("avx2"))) static inline size_t avx2_blocks(const uint8_t *cur, const uint8_t *prev, size_t n,
                                                                 int bpp, uint64_t *sub, uint64_t *up) {
    const __m256i zero = _mm256_setzero_si256();
    __m256i s = zero, u = zero;
    size_t i = (size_t)bpp;
    for (; i + 32 <= n; i += 32) {
        __m256i c = _mm256_loadu_si256((const __m256i *)(cur + i));
        __m256i ds = _mm256_sub_epi8(c, _mm256_loadu_si256((const __m256i *)(cur + i - bpp)));
        __m256i du = _mm256_sub_epi8(c, _mm256_loadu_si256((const __m256i *)(prev + i)));
        s = _mm256_add_epi64(s, _mm256_sad_epu8(_mm256_min_epu8(ds, _mm256_sub_epi8(zero, ds)), zero));
        u = _mm256_add_epi64(u, _mm256_sad_epu8(_mm256_min_epu8(du, _mm256_sub_epi8(zero, du)), zero));
    }
    uint64_t lanes[4];
    _mm256_storeu_si256((__m256i *)lanes, s);
    *sub += lanes[0] + lanes[1] + lanes[2] + lanes[3];
    _mm256_storeu_si256((__m256i *)lanes, u);
    *up += lanes[0] + lanes[1] + lanes[2] + lanes[3];
    return i;
}

/* SSE2 is part of x86-64, so this one needs no attribute. */
void cpng_filter_sse2(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp, uint8_t *out) {
    filter_with(sse2_blocks, cur, prev, n, bpp, out);
}

/* The residual loops are vectorised 32 bytes wide here. */
__attribute__((target("avx2"))) void cpng_filter_avx2(const uint8_t *cur, const uint8_t *prev, size_t n, int bpp,
                                                      uint8_t *out) {
    filter_with(avx2_blocks, cur, prev, n, bpp, out);
}
#endif
