#include "encoder.h"

#include <libdeflate.h>

/* Repeated rows shorter than this stay in the bands: each spliced run costs a block header (tens
   of bytes), and the band encoder turns a zero row into matches about as short. */
#define SPLICE_MIN_ROWS 16

int cpng_plan_pieces(cpng_encoder *e, int height) {
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
        for (int k = y; k < y + run; k++) e->repeats[k] |= ROW_SPLICED;
        y += run;
        first = y;
    }
    if (height > first) e->pieces[count++] = (struct piece){first, height - first, 0};
    e->pieces_count = count;
    return count;
}

/* Adler-32 (RFC 1950) continued over `rows` rows of filter byte 2 and `n` zeros: a zero leaves
   the first sum alone and adds it to the second, so each row is two steps. */
static uint32_t adler_repeated_rows(uint32_t adler, size_t n, int rows) {
    const uint32_t base = 65521;
    uint32_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    uint64_t per_row = (uint64_t)(n + 1) % base;
    for (int row = 0; row < rows; row++) {
        s1 = (s1 + 2) % base;
        s2 = (uint32_t)((s2 + per_row * s1) % base);
    }
    return s2 << 16 | s1;
}

size_t cpng_compress_rows(cpng_encoder *e, size_t n, int bpp, int height, uint8_t *out, size_t capacity) {
    size_t filtered_length = (n + 1) * (size_t)height;
    if (!cpng_uses_row_encoder(e)) return libdeflate_zlib_compress(e->compressor, e->filtered, filtered_length, out, capacity);
    int count = e->pieces_count;
    /* CMF 0x78 (deflate, 32 KiB window), FLG 0x5E (level "fast", and the check bits). */
    out[0] = 0x78;
    out[1] = 0x5E;
    bit_writer w;
    bits_start(&w, out + 2);
    uint32_t adler = 1;
    for (int i = 0; i < count; i++) {
        struct piece piece = e->pieces[i];
        if (piece.repeated) {
            splice_repeated_rows(&w, n, piece.rows);
            adler = adler_repeated_rows(adler, n, piece.rows);
            continue;
        }
        const uint8_t *band = e->filtered + (size_t)piece.first * (n + 1);
        size_t length = (size_t)piece.rows * (n + 1);
        if (rowdeflate_band(&e->scratch, &w, band, length, n + 1, bpp) != 0) return 0;
        adler = libdeflate_adler32(adler, band, length);
    }
    size_t length = 2 + splice_finish(&w);
    if (length + 4 > capacity) return 0;
    cpng_put32(out + length, adler);
    return length + 4;
}

size_t cpng_compress_rows_bound(cpng_encoder *e, size_t n, int height) {
    if (!cpng_uses_row_encoder(e)) return libdeflate_zlib_compress_bound(e->compressor, (n + 1) * (size_t)height);
    /* zlib header, the final empty block, Adler-32, and the bit writer's 8 bytes of room */
    size_t bound = 2 + 2 + 4 + 8;
    for (int i = 0; i < e->pieces_count; i++) {
        struct piece piece = e->pieces[i];
        bound += piece.repeated ? splice_repeated_rows_bound(n, piece.rows)
                                : rowdeflate_bound((size_t)piece.rows * (n + 1), n + 1);
    }
    return bound;
}
