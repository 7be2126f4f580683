#ifndef RENDERPAGES_CPNG_ENCODER_H
#define RENDERPAGES_CPNG_ENCODER_H

#include "buffer.h"
#include "cpng.h"
#include "kernels.h"
#include "rowdeflate.h"
#include "splice.h"

#include <libdeflate.h>

struct cpng_encoder {
    /* libdeflate's level 0...12; levels 1 to 5 compress frames with the row encoder instead. */
    int level;
    struct libdeflate_compressor *compressor;
    /* Two rows: straight RGB(A) of the previous and the current row. */
    uint8_t *rows;
    size_t rows_capacity;
    /* Filter-type byte + filtered bytes for every row: the zlib stream's input. */
    uint8_t *filtered;
    size_t filtered_capacity;
    /* The PNG file. */
    uint8_t *out;
    size_t out_capacity;
    /* Per row: 0, or ROW_REPEATS when it equals the row above, ROW_SPLICED too when it is part
       of a run written by splice_repeated_rows (its filtered bytes are never needed). */
    uint8_t *repeats;
    size_t repeats_capacity;
    /* The pieces of a frame's stream. */
    struct piece *pieces;
    size_t pieces_bytes;
    int pieces_count;
    rowdeflate_scratch scratch;
    /* Conversion and filtering of rows (kernels.h). */
    cpng_kernels kernels;
};

enum { ROW_REPEATS = 1, ROW_SPLICED = 2 };

/* Rows `first` ..< `first + rows` of the filtered data: a band for rowdeflate, or, when
   `repeated`, each a copy of the row above (see splice.h). */
struct piece {
    int first, rows, repeated;
};

/* Whether frames at the encoder's level go through the row encoder (rowdeflate.h and splice.h)
   rather than through libdeflate as one piece. */
static inline int cpng_uses_row_encoder(const cpng_encoder *e) {
    return e->level >= 1 && e->level <= 5;
}

/* `v` big-endian at `p`. */
void cpng_put32(uint8_t *p, uint32_t v);

/* Splits the rows into pieces by `repeats` and marks the spliced rows; sets and returns
   pieces_count (rows.c). Only for the row encoder. */
int cpng_plan_pieces(cpng_encoder *e, int height);

/* The zlib stream (RFC 1950) of the encoder's filtered rows (`height` rows of a filter byte and
   `n` bytes, pixels of `bpp` bytes; rows marked ROW_SPLICED need not be filled in) into `out`,
   which has room for `capacity` bytes; its length, or 0 on failure (rows.c). */
size_t cpng_compress_rows(cpng_encoder *e, size_t n, int bpp, int height, uint8_t *out, size_t capacity);

/* Bytes cpng_compress_rows may write, pieces planned. */
size_t cpng_compress_rows_bound(cpng_encoder *e, size_t n, int height);

#endif
