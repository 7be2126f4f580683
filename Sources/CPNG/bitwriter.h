#ifndef RENDERPAGES_CPNG_BITWRITER_H
#define RENDERPAGES_CPNG_BITWRITER_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* The bit order of a deflate stream (RFC 1951, 3.1.1): values are packed least significant bit
   first; Huffman codes, which are defined most significant bit first, are stored bit-reversed so
   they go through the same path. Bits wait in a 64-bit word and leave eight bytes at a time: the
   word is stored whole and the write position moves by the number of complete bytes, so the
   buffer needs 8 bytes of room past the last byte written. */
typedef struct {
    uint8_t *out;
    size_t length;
    uint64_t bits;
    int count;
} bit_writer;

static inline void bits_start(bit_writer *w, uint8_t *out) {
    w->out = out;
    w->length = 0;
    w->bits = 0;
    w->count = 0;
}

/* Adds `count` bits of `value` (no bits above them set). Fewer than 64 bits may wait between
   flushes; after a flush at most 7 wait, so 56 bits can always be added. */
static inline void bits_add(bit_writer *w, uint64_t value, int count) {
    w->bits |= value << w->count;
    w->count += count;
}

/* Stores the waiting bits and keeps fewer than 8. The eight byte writes below compile to one
   unaligned store on little-endian machines and stay correct on the others; they write from a
   local copy, since a byte store could otherwise change the writer itself as far as the compiler
   knows, and it would read the bits again for every byte. Hot loops work on a local writer
   (`bit_writer local = *w; ... *w = local;`) for the same reason. */
static inline void bits_flush(bit_writer *w) {
    uint8_t *p = w->out + w->length;
    uint64_t bits = w->bits;
    for (int k = 0; k < 8; k++) p[k] = (uint8_t)(bits >> (8 * k));
    int bytes = w->count >> 3;
    w->length += (size_t)bytes;
    w->bits >>= 8 * bytes;
    w->count &= 7;
}

/* Up to 32 bits, flushed at once. */
static inline void bits_put(bit_writer *w, uint32_t value, int count) {
    bits_add(w, value, count);
    bits_flush(w);
}

/* Pads with zero bits to a byte boundary and stores everything waiting. */
static inline void bits_align(bit_writer *w) {
    w->count = (w->count + 7) & ~7;
    bits_flush(w);
}

/* `length` bytes as they are; the writer must be byte-aligned. */
static inline void bits_copy(bit_writer *w, const uint8_t *bytes, size_t length) {
    memcpy(w->out + w->length, bytes, length);
    w->length += length;
}

/* `code` of `length` bits (most significant first) reversed, ready for bits_add. */
static inline uint32_t bits_reverse(uint32_t code, int length) {
    uint32_t reversed = 0;
    for (int i = 0; i < length; i++) reversed |= ((code >> i) & 1) << (length - 1 - i);
    return reversed;
}

#endif
