#include "encoder.h"

#include <libdeflate.h>

/* Repeated rows shorter than this stay in libdeflate's pieces: each spliced piece costs a block
   header or two (tens of bytes) and loses matches into the rows before it. */
#define SPLICE_MIN_ROWS 16

/* Splits the rows into pieces; returns their count (1: nothing worth splicing). */
static int plan_pieces(cpng_encoder *e, int height) {
    int count = 0, first = 0, y = 0;
    while (y < height) {
        int run = 0;
        while (y + run < height && e->repeats[y + run]) run++;
        if (run < SPLICE_MIN_ROWS) {
            y += run > 0 ? run : 1;
            continue;
        }
        if (y > first) e->pieces[count++] = (struct piece){first, y - first, 0};
        e->pieces[count++] = (struct piece){y, run, 1};
        y += run;
        first = y;
    }
    if (height > first) e->pieces[count++] = (struct piece){first, height - first, 0};
    return count;
}

size_t cpng_compress_rows(cpng_encoder *e, size_t n, int height, uint8_t *out, size_t capacity) {
    size_t filtered_length = (n + 1) * (size_t)height;
    int count = plan_pieces(e, height);
    if (count == 1) return libdeflate_zlib_compress(e->compressor, e->filtered, filtered_length, out, capacity);
    size_t largest = 0;
    for (int i = 0; i < count; i++)
        if (!e->pieces[i].repeated && (size_t)e->pieces[i].rows > largest) largest = (size_t)e->pieces[i].rows;
    size_t piece_bound = libdeflate_deflate_compress_bound(e->compressor, largest * (n + 1));
    if (cpng_reserve(&e->piece_out, &e->piece_out_capacity, piece_bound) != 0) return 0;
    /* CMF 0x78 (deflate, 32 KiB window), FLG 0x5E (level "fast", as libdeflate writes for
       levels 2 to 5, and the check bits). */
    out[0] = 0x78;
    out[1] = 0x5E;
    splice_writer w;
    splice_start(&w, out + 2);
    for (int i = 0; i < count; i++) {
        struct piece piece = e->pieces[i];
        if (piece.repeated) {
            splice_repeated_rows(&w, n, piece.rows);
            continue;
        }
        size_t length = libdeflate_deflate_compress(e->compressor, e->filtered + (size_t)piece.first * (n + 1),
                                                    (size_t)piece.rows * (n + 1), e->piece_out, piece_bound);
        if (length == 0 || splice_append(&w, e->piece_out, length) != 0) return 0;
    }
    size_t length = 2 + splice_finish(&w);
    if (length + 4 > capacity) return 0;
    cpng_put32(out + length, libdeflate_adler32(1, e->filtered, filtered_length));
    return length + 4;
}

size_t cpng_compress_rows_bound(cpng_encoder *e, size_t n, int height) {
    int count = plan_pieces(e, height);
    if (count == 1) return libdeflate_zlib_compress_bound(e->compressor, (n + 1) * (size_t)height);
    size_t bound = 2 + 16 + 4;
    for (int i = 0; i < count; i++)
        bound += e->pieces[i].repeated ? splice_repeated_rows_bound(n, e->pieces[i].rows)
                                       : libdeflate_deflate_compress_bound(e->compressor, (size_t)e->pieces[i].rows * (n + 1));
    return bound;
}

