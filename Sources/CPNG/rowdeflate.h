#ifndef RENDERPAGES_CPNG_ROWDEFLATE_H
#define RENDERPAGES_CPNG_ROWDEFLATE_H

#include "bitwriter.h"

/* A deflate encoder (RFC 1951) for bands of filtered PNG rows, written straight into the caller's
   bit stream, so its output never needs to be read again. Matches come from a greedy parse that
   tries, at each byte, the three distances PNG filtering leaves repeats at: 1 (runs of one byte,
   such as the zero residuals of flat colour), the bytes per pixel (a pixel repeated) and the
   filtered row length (the same residuals as the row above), then one earlier position with
   the same 4 bytes found through a small hash table (repeated glyphs and edges of UI rows).
   There are no hash chains and no lazy matching, so each byte costs a few compares; on the
   smooth photographs of the item images most bytes are covered by the first three distances.
   Each block of about BLOCK_BYTES of input gets Huffman codes from its own symbol counts
   (dynamic block, codes of at most 15 bits), or is stored when that is smaller, so a block
   never takes more than its bytes plus 5 per 64 KiB. */

typedef struct {
    /* The matches of a block: position, then length << 16 | distance - 1. */
    uint32_t *matches;
    size_t matches_capacity;
    /* By hash of 4 bytes, the band position + 1 where they were last seen (0: none). */
    uint32_t *table;
} rowdeflate_scratch;

#define ROWDEFLATE_HASH_BITS 14

void rowdeflate_free(rowdeflate_scratch *s);

/* Appends non-final blocks holding the `length` bytes at `band` (whole rows of `row_length`
   bytes: filter byte and residuals, pixels of `bpp` bytes). Matches never reach before `band`.
   Returns 0, or -1 when out of memory. */
int rowdeflate_band(rowdeflate_scratch *s, bit_writer *w, const uint8_t *band, size_t length, size_t row_length,
                    int bpp);

/* Bytes rowdeflate_band may write for `length` bytes of rows of `row_length` bytes. */
size_t rowdeflate_bound(size_t length, size_t row_length);

#endif
