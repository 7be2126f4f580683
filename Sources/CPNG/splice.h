#ifndef RENDERPAGES_CPNG_SPLICE_H
#define RENDERPAGES_CPNG_SPLICE_H

#include "bitwriter.h"

/* Runs of rows equal to the row above, which are all zeros after the Up filter, written as one
   deflate block of known form (RFC 1951) into the frame's stream between the bands that
   rowdeflate.h encodes. No compressor needs to look at these bytes: on flat UI, where most rows
   repeat, looking at them (hashing every zero) was most of a frame's encoding time. */

/* Appends one non-final block holding `rows` rows of filter byte 2 followed by `n` zero bytes, at
   about 30 bits a row for rows of a few thousand bytes. */
void splice_repeated_rows(bit_writer *w, size_t n, int rows);

/* Bytes splice_repeated_rows writes at most. */
static inline size_t splice_repeated_rows_bound(size_t n, int rows) {
    return 64 + (size_t)rows * (3 + (n / 258 + 3) * 2);
}

/* Ends the stream with an empty final block, pads it to a byte and returns its length. */
size_t splice_finish(bit_writer *w);

#endif
