#include "rowdeflate.h"
#include "buffer.h"
#include "deflate_codes.h"
#include "huffman.h"

#include <stdlib.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* Input bytes per block, in whole rows (at least one). Measured 2026-11-25 with the project's
   encoder alone on the distinct @3x frames of scripts/bench-images-scenario.json and the @2x
   frames of samples/todays-deals.json: 32, 64, 128 and 256 KiB gave 246.7, 244.4, 243.4 and
   243.4 KB per photo frame and 32.9, 32.7, 32.6 and 32.5 KB per Today's deals frame, 256 KiB
   the least time too (fewer code builds); blocks still end where a band does. */
#define BLOCK_BYTES (256 * 1024)

/* Distance code (0...29), its extra bits and their value for `distance` (1...32768), RFC 1951
   3.2.5: codes 0 to 3 are distances 1 to 4; above, each pair of codes doubles the range. */
static void distance_code(uint32_t distance, int *code, int *extra, uint32_t *value) {
    if (distance <= 4) {
        *code = (int)distance - 1;
        *extra = 0;
        *value = 0;
        return;
    }
    uint32_t x = distance - 1;
    int log = 31 - __builtin_clz(x);
    *code = 2 * log + (int)((x >> (log - 1)) & 1);
    *extra = log - 1;
    *value = x & ((1u << (log - 1)) - 1);
}

void rowdeflate_free(rowdeflate_scratch *s) {
    free(s->matches);
    free(s->table);
}

static uint64_t load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

/* How many bytes from `a` on equal those from `b` on, at most `most`. Sixteen bytes a step where
   SSE2 (part of x86-64) compares them, a byte mask telling where they first differ; eight a step
   as one 64-bit word elsewhere and for the rest. */
static size_t common_length(const uint8_t *a, const uint8_t *b, size_t most) {
    size_t n = 0;
#ifdef __SSE2__
    while (n + 16 <= most) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a + n)), y = _mm_loadu_si128((const __m128i *)(b + n));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 16;
    }
#endif
    while (n + 8 <= most) {
        uint64_t x = load64(a + n) ^ load64(b + n);
        if (x) return n + (size_t)(__builtin_ctzll(x) >> 3);
        n += 8;
    }
    while (n < most && a[n] == b[n]) n++;
    return n;
}

static void count_literals(uint32_t *counts, const uint8_t *bytes, size_t length) {
    for (size_t k = 0; k < length; k++) counts[bytes[k]]++;
}

/* Literals through a table of code | length << 16, three at a time (3 x 15 bits fit). The writer
   goes in and out by value (see bits_flush). Inlined: it runs once per match, often for a few
   literals, where the call cost about as much as the writing. */
static inline __attribute__((always_inline)) bit_writer write_literals(bit_writer local, const uint32_t *table,
                                                                       const uint8_t *bytes, size_t length) {
    bit_writer *w = &local;
    size_t k = 0;
    for (; k + 3 <= length; k += 3) {
        uint32_t a = table[bytes[k]], b = table[bytes[k + 1]], c = table[bytes[k + 2]];
        bits_add(w, a & 0xFFFF, (int)(a >> 16));
        bits_add(w, b & 0xFFFF, (int)(b >> 16));
        bits_add(w, c & 0xFFFF, (int)(c >> 16));
        bits_flush(w);
    }
    for (; k < length; k++) {
        uint32_t a = table[bytes[k]];
        bits_put(w, a & 0xFFFF, (int)(a >> 16));
    }
    return local;
}

/* A stored block or blocks of `length` bytes. */
static void write_stored(bit_writer *w, const uint8_t *bytes, size_t length) {
    do {
        size_t part = length > 65535 ? 65535 : length;
        bits_put(w, 0, 3); /* not final, stored */
        bits_align(w);
        uint8_t sizes[4] = {(uint8_t)part, (uint8_t)(part >> 8), (uint8_t)~part, (uint8_t)(~part >> 8)};
        bits_copy(w, sizes, 4);
        bits_copy(w, bytes, part);
        bytes += part;
        length -= part;
    } while (length > 0);
}

/* The distance code of a match (stored as length << 16 | distance - 1), its extra bits and
   their value, all in one number: code | extra << 8 | value << 16. */
static uint32_t packed_distance(uint32_t match) {
    int code, extra;
    uint32_t value;
    distance_code((match & 0xFFFF) + 1, &code, &extra, &value);
    return (uint32_t)code | (uint32_t)extra << 8 | value << 16;
}

/* A repeat found through the hash table is taken only from this length on: its distance costs
   more bits than the three fixed ones, and on the photo frames of the measurement above taking
   4-byte ones made the files 9 % larger (8: 243.4 KB, 12: 241.9 KB, with Today's deals 32.6 and
   33.0 KB). */
#define HASH_MATCH_MIN 8
_Static_assert(HASH_MATCH_MIN == 8, "write_block compares a hashed repeat's first 8 bytes as one word");

/* Hash of 4 bytes for the table of earlier positions (multiplicative hashing with Knuth's
   golden-ratio constant: the top bits mix all four bytes). */
static inline uint32_t hash4(uint32_t bytes) {
    return (bytes * 2654435761u) >> (32 - ROWDEFLATE_HASH_BITS);
}

/* The repeat at distance `d` (0: none) of the bytes at `here`, `position` bytes into the band
   (whose first 4 bytes are `next`), when it is longer than *best (the longest so far, 0 or 4 to
   `most`), becomes the best. A repeat can be longer only if it also repeats the byte at *best,
   which is compared first, so a distance that cannot win costs one compare; distances are tried
   in a fixed order and an equal length keeps the earlier one. */
static inline __attribute__((always_inline)) void consider_distance(const uint8_t *here, uint32_t next, size_t d,
                                                                    size_t position, size_t most, size_t *best,
                                                                    size_t *distance) {
    if (d == 0 || position < d || *best >= most) return;
    if (*best && here[*best] != (here - d)[*best]) return;
    uint32_t back;
    memcpy(&back, here - d, 4);
    if (back != next) return;
    size_t run = 4 + common_length(here + 4, here + 4 - d, most - 4);
    if (run > *best) {
        *best = run;
        *distance = d;
    }
}

/* One block: the bytes at[0..length), `at` being `offset` bytes into the band, whose pixels are
   `pixel` bytes and rows `row` bytes (0 when out of deflate's reach). */
static void write_block(rowdeflate_scratch *s, bit_writer *w, const uint8_t *band, size_t offset, size_t length,
                        size_t pixel, size_t row) {
    const uint8_t *at = band + offset;
    uint32_t literal_counts[286] = {0}, distance_counts[30] = {0};
    uint32_t *table = s->table;

    /* Greedy parse: at each byte the longest repeat of at least 4 bytes (at most 258) at one of
       the fixed distances, or at the last earlier position with the same 4 bytes' hash; else a
       literal. */
    size_t match_count = 0, k = 0;
    uint64_t extra_bits = 0;
    while (k + 4 <= length) {
        uint32_t next;
        memcpy(&next, at + k, 4);
        size_t best = 0, distance = 0, most = length - k > 258 ? 258 : length - k;
        size_t position = offset + k;
        consider_distance(at + k, next, 1, position, most, &best, &distance);
        consider_distance(at + k, next, pixel, position, most, &best, &distance);
        consider_distance(at + k, next, row, position, most, &best, &distance);
        uint32_t *slot = &table[hash4(next)];
        /* Such a repeat is taken from HASH_MATCH_MIN = 8 bytes on, so its first 8 bytes are
           compared as one word, and the rest only when they all agree. */
        if (best == 0 && *slot && most >= HASH_MATCH_MIN) {
            size_t earlier = *slot - 1, d = position - earlier;
            if (d <= 32768 && load64(band + earlier) == load64(at + k)) {
                best = 8 + common_length(at + k + 8, band + earlier + 8, most - 8);
                distance = d;
            }
        }
        *slot = (uint32_t)position + 1;
        if (best == 0) {
            literal_counts[at[k++]]++;
            continue;
        }
        int code = deflate_length_code((int)best);
        uint32_t match = (uint32_t)(best << 16 | (distance - 1));
        uint32_t packed = packed_distance(match);
        literal_counts[257 + code]++;
        distance_counts[packed & 0xFF]++;
        extra_bits += (uint64_t)deflate_length_extra[code] + ((packed >> 8) & 0xFF);
        s->matches[2 * match_count] = (uint32_t)k;
        s->matches[2 * match_count + 1] = match;
        match_count++;
        k += best;
    }
    count_literals(literal_counts, at + k, length - k);
    literal_counts[256] = 1;

    uint8_t literal_lengths[286], distance_lengths[30];
    uint16_t literal_codes[286], distance_codes[30];
    huffman_lengths(literal_counts, 286, 15, literal_lengths);
    huffman_lengths(distance_counts, 30, 15, distance_lengths);
    int literal_count = 286, distance_count = 30;
    while (literal_count > 257 && !literal_lengths[literal_count - 1]) literal_count--;
    while (distance_count > 1 && !distance_lengths[distance_count - 1]) distance_count--;
    huffman_header header;
    huffman_plan_header(&header, literal_lengths, literal_count, distance_lengths, distance_count);

    uint64_t bits = 3 + header.bits + extra_bits;
    for (int i = 0; i < 286; i++) bits += (uint64_t)literal_counts[i] * literal_lengths[i];
    for (int i = 0; i < 30; i++) bits += (uint64_t)distance_counts[i] * distance_lengths[i];
    uint64_t stored_bits = 8 * (length + 5 * (length / 65535 + 1)) + 10;
    if (bits >= stored_bits) {
        write_stored(w, at, length);
        return;
    }

    huffman_codes(literal_lengths, 286, literal_codes);
    huffman_codes(distance_lengths, 30, distance_codes);
    uint32_t literal_table[256];
    for (int i = 0; i < 256; i++) literal_table[i] = literal_codes[i] | (uint32_t)literal_lengths[i] << 16;
    bits_put(w, 2 << 1, 3); /* not final, dynamic Huffman */
    huffman_write_header(w, &header);
    bit_writer local = *w;
    size_t from = 0;
    for (size_t m = 0; m < match_count; m++) {
        size_t start = s->matches[2 * m];
        uint32_t match = s->matches[2 * m + 1], packed = packed_distance(match);
        int run = (int)(match >> 16), code = deflate_length_code(run), distance = (int)(packed & 0xFF);
        local = write_literals(local, literal_table, at + from, start - from);
        bits_add(&local, literal_codes[257 + code], literal_lengths[257 + code]);
        bits_add(&local, (uint32_t)(run - deflate_length_base[code]), deflate_length_extra[code]);
        bits_flush(&local);
        bits_add(&local, distance_codes[distance], distance_lengths[distance]);
        bits_add(&local, packed >> 16, (int)((packed >> 8) & 0xFF));
        bits_flush(&local);
        from = start + (size_t)run;
    }
    local = write_literals(local, literal_table, at + from, length - from);
    bits_put(&local, literal_codes[256], literal_lengths[256]);
    *w = local;
}

static size_t block_rows(size_t row_length) {
    return row_length >= BLOCK_BYTES ? 1 : BLOCK_BYTES / row_length;
}

int rowdeflate_band(rowdeflate_scratch *s, bit_writer *w, const uint8_t *band, size_t length, size_t row_length,
                    int bpp) {
    size_t block = block_rows(row_length) * row_length;
    if (block > length) block = length;
    if (cpng_reserve((void **)&s->matches, &s->matches_capacity, (block / 4 + 1) * 2 * sizeof(uint32_t)) != 0) return -1;
    if (!s->table && !(s->table = malloc(sizeof(uint32_t) << ROWDEFLATE_HASH_BITS))) return -1;
    memset(s->table, 0, sizeof(uint32_t) << ROWDEFLATE_HASH_BITS);
    /* Deflate reaches at most 32768 bytes back (RFC 1951, 3.2.5). */
    size_t row = row_length <= 32768 ? row_length : 0;
    for (size_t at = 0; at < length; at += block) {
        size_t part = length - at < block ? length - at : block;
        write_block(s, w, band, at, part, (size_t)bpp, row);
    }
    return 0;
}

size_t rowdeflate_bound(size_t length, size_t row_length) {
    size_t blocks = length / (block_rows(row_length) * row_length) + 1;
    return length + 8 * (blocks + length / 65535 + 1) + 16;
}
