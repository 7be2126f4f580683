#ifndef RENDERPAGES_CPNG_SPLICE_H
#define RENDERPAGES_CPNG_SPLICE_H

#include <stddef.h>
#include <stdint.h>

/* One raw deflate stream (RFC 1951) built from pieces: streams libdeflate compressed on their own
   (bands of rows that differ from the row above) and blocks written here for runs of rows equal
   to the row above, which are all zeros after the Up filter. libdeflate hashes every byte it is
   given, zeros too, so on flat UI, where most rows repeat, it spent most of a frame on bytes
   whose encoding is known in advance. Matches never reach from one piece into another. */

typedef struct {
    uint8_t *out;
    size_t length;
    uint64_t bits;
    int count;
} splice_writer;

/* Starts writing at `out`, which must hold every piece's bytes plus 16. */
void splice_start(splice_writer *w, uint8_t *out);

/* Appends the blocks of a complete raw deflate stream, its final block made non-final. Returns 0,
   or -1 when `deflate` is not a valid stream. */
int splice_append(splice_writer *w, const uint8_t *deflate, size_t length);

/* Appends one block holding `rows` rows of filter byte 2 followed by `n` zero bytes, at about 30
   bits a row for rows of a few thousand bytes. */
void splice_repeated_rows(splice_writer *w, size_t n, int rows);

/* Ends the stream with an empty final block, pads it to a byte and returns its length. */
size_t splice_finish(splice_writer *w);

/* Reading a deflate stream bit by bit (blockskip.c). */
typedef struct {
    const uint8_t *in;
    size_t length;
    size_t bit;
} reader;

/* The next bit, or the next `count` bits least significant first; -1 past the end. */
int splice_bit(reader *r);
int splice_bits(reader *r, int count);

/* Moves past the body of a block of type 1 (fixed Huffman) or 2 (dynamic), its header read;
   0, or -1 when the block is not valid. */
int splice_skip_block(reader *r, int type);

/* RFC 1951's extra bits and base lengths of length codes 257...285, extra bits of distance codes. */
extern const short deflate_length_extra[29], deflate_length_base[29], deflate_distance_extra[30];

/* Bytes splice_repeated_rows writes at most. */
static inline size_t splice_repeated_rows_bound(size_t n, int rows) {
    return 64 + (size_t)rows * (3 + (n / 258 + 3) * 2);
}

#endif
