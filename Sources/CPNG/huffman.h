#ifndef RENDERPAGES_CPNG_HUFFMAN_H
#define RENDERPAGES_CPNG_HUFFMAN_H

#include "bitwriter.h"

/* Huffman codes of deflate's dynamic blocks (RFC 1951, 3.2.7) from symbol counts, and the block
   header that describes them. */

/* Code lengths of at most `limit` bits for `n` symbols (n <= 288) whose counts are `counts`:
   0 for a symbol never used; the code is always complete (Kraft sum exactly 1), as strict
   decoders such as zlib require, so with fewer than two used symbols one or two unused ones get
   a 1-bit code too. */
void huffman_lengths(const uint32_t *counts, int n, int limit, uint8_t *lengths);

/* The canonical codes of `lengths` (RFC 1951, 3.2.2), bit-reversed for bits_add. */
void huffman_codes(const uint8_t *lengths, int n, uint16_t *codes);

/* The header of a dynamic block after its 3 type bits: the literal/length and distance code
   lengths, run-length coded with the code-length alphabet, which has its own Huffman code. */
typedef struct {
    int literal_count, distance_count, code_length_count;
    uint8_t code_lengths[19];
    uint16_t code_codes[19];
    /* The run-length coded lengths: a code-length symbol each, with its extra bits' value. */
    uint8_t symbols[288 + 32];
    uint8_t extras[288 + 32];
    int symbol_count;
    /* Bits the header takes. */
    size_t bits;
} huffman_header;

/* Plans the header of `literal` lengths (257...286 of them) and `distance` ones (1...30). */
void huffman_plan_header(huffman_header *h, const uint8_t *literal, int literal_count, const uint8_t *distance,
                         int distance_count);

/* Writes a planned header (flushing as it goes). */
void huffman_write_header(bit_writer *w, const huffman_header *h);

#endif
