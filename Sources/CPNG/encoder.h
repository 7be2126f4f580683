#ifndef RENDERPAGES_CPNG_ENCODER_H
#define RENDERPAGES_CPNG_ENCODER_H

#include "cpng.h"
#include "splice.h"

#include <libdeflate.h>

struct cpng_encoder {
    struct libdeflate_compressor *compressor;
    /* Three rows: straight RGB(A) of the previous and the current row, and the Up candidate. */
    uint8_t *rows;
    size_t rows_capacity;
    /* Filter-type byte + filtered bytes for every row: the zlib stream's input. */
    uint8_t *filtered;
    size_t filtered_capacity;
    /* The PNG file. */
    uint8_t *out;
    size_t out_capacity;
    /* Per row: 1 when it equals the row above. */
    uint8_t *repeats;
    size_t repeats_capacity;
    /* The pieces of a spliced stream, and libdeflate's output for one of them. */
    struct piece *pieces;
    size_t pieces_capacity;
    uint8_t *piece_out;
    size_t piece_out_capacity;
};

/* Rows `first` ..< `first + rows` of the filtered data: compressed by libdeflate, or, when
   `repeated`, each a copy of the row above (see splice.h). */
struct piece {
    int first, rows, repeated;
};

/* Grows `*buffer` to at least `needed` bytes; 0, or -1 when out of memory. */
int cpng_reserve(uint8_t **buffer, size_t *capacity, size_t needed);

/* `v` big-endian at `p`. */
void cpng_put32(uint8_t *p, uint32_t v);

/* The zlib stream (RFC 1950) of the encoder's filtered rows (`height` rows of a filter byte and
   `n` bytes; `repeats` marks those equal to the row above) into `out`, which has room for
   `capacity` bytes; its length, or 0 on failure (rows.c). */
size_t cpng_compress_rows(cpng_encoder *e, size_t n, int height, uint8_t *out, size_t capacity);

/* Bytes cpng_compress_rows may write. */
size_t cpng_compress_rows_bound(cpng_encoder *e, size_t n, int height);

#endif
