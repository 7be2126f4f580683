#include "encoder.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

cpng_encoder *cpng_encoder_create(int level) {
    cpng_encoder *e = calloc(1, sizeof *e);
    if (!e) return NULL;
    e->level = level;
    cpng_kernels_get(cpng_kernels_best(), &e->kernels);
    e->compressor = libdeflate_alloc_compressor(level);
    if (!e->compressor) {
        free(e);
        return NULL;
    }
    return e;
}

int cpng_encoder_use_kernels(cpng_encoder *e, int set) {
    cpng_kernels k;
    if (cpng_kernels_get(set, &k) != 0) return -1;
    e->kernels = k;
    return 0;
}

void cpng_encoder_free(cpng_encoder *e) {
    if (!e) return;
    libdeflate_free_compressor(e->compressor);
    free(e->rows);
    free(e->filtered);
    free(e->out);
    free(e->repeats);
    free(e->pieces);
    rowdeflate_free(&e->scratch);
    free(e);
}

/* Marks in `repeats` the rows equal to the one above (flat UI repeats most rows) and returns
   whether every alpha byte is 255, in which case cairo's writer drops alpha too. A repeated row
   has the alpha of the row above, so only the others are scanned. */
static int scan_rows(const uint8_t *pixels, int width, int height, int stride, uint8_t *repeats) {
    int opaque = 1;
    for (int y = 0; y < height; y++) {
        const uint8_t *source = pixels + (size_t)y * stride;
        repeats[y] = y > 0 && memcmp(source, source - stride, (size_t)width * 4) == 0;
        if (repeats[y] || !opaque) continue;
        const uint32_t *row = (const uint32_t *)source;
        uint32_t all = 0xFF000000u;
        for (int x = 0; x < width; x++) all &= row[x];
        opaque = (all & 0xFF000000u) == 0xFF000000u;
    }
    return opaque;
}

void cpng_put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

/* Completes the chunk whose 4-byte type starts at `type`, holding `length` data bytes; returns the
   byte after its CRC. */
static uint8_t *finish_chunk(uint8_t *type, uint32_t length) {
    cpng_put32(type - 4, length);
    cpng_put32(type + 4 + length, libdeflate_crc32(0, type, 4 + (size_t)length));
    return type + 8 + length;
}

int cpng_encode_argb32(cpng_encoder *e, const uint8_t *pixels, int width, int height, int stride,
                       const uint8_t **png, size_t *length) {
    if (width <= 0 || height <= 0 || (int64_t)stride < (int64_t)width * 4) return -2;
    if (cpng_reserve((void **)&e->repeats, &e->repeats_capacity, (size_t)height) != 0) return -1;
    if (cpng_reserve((void **)&e->pieces, &e->pieces_bytes, (size_t)height * sizeof *e->pieces) != 0) return -1;
    int channels = scan_rows(pixels, width, height, stride, e->repeats) ? 3 : 4;
    if (cpng_uses_row_encoder(e)) cpng_plan_pieces(e, height);
    size_t n = (size_t)width * channels;
    size_t filtered_length = (n + 1) * (size_t)height;
    if (cpng_reserve((void **)&e->rows, &e->rows_capacity, 2 * n) != 0) return -1;
    if (cpng_reserve((void **)&e->filtered, &e->filtered_capacity, filtered_length) != 0) return -1;
    /* signature 8, IHDR 25, IDAT header and CRC 12, IEND 12 */
    size_t bound = cpng_compress_rows_bound(e, n, height);
    if (cpng_reserve((void **)&e->out, &e->out_capacity, 57 + bound) != 0) return -1;

    uint8_t *previous = e->rows, *current = e->rows + n, *row_out = e->filtered;
    for (int y = 0; y < height; y++) {
        const uint8_t *source = pixels + (size_t)y * stride;
        /* A row equal to the one above converts to the same bytes, whose Up residuals are all
           zero, so neither conversion nor filtering is needed; a spliced one needs no bytes. */
        if (e->repeats[y]) {
            if (!(e->repeats[y] & ROW_SPLICED)) {
                row_out[0] = 2;
                memset(row_out + 1, 0, n);
            }
            row_out += n + 1;
            continue;
        }
        (channels == 3 ? e->kernels.convert3 : e->kernels.convert4)((const uint32_t *)source, width, current);
        e->kernels.filter(current, y > 0 ? previous : NULL, n, channels, row_out);
        row_out += n + 1;
        uint8_t *swap = previous; previous = current; current = swap;
    }

    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    uint8_t *p = e->out;
    memcpy(p, signature, 8);
    p += 12;
    memcpy(p, "IHDR", 4);
    cpng_put32(p + 4, (uint32_t)width);
    cpng_put32(p + 8, (uint32_t)height);
    p[12] = 8;                        /* bit depth */
    p[13] = channels == 3 ? 2 : 6;    /* colour type: truecolour, or truecolour with alpha */
    p[14] = 0; p[15] = 0; p[16] = 0;  /* deflate, adaptive filtering, no interlace */
    p = finish_chunk(p, 13) + 4;
    memcpy(p, "IDAT", 4);
    size_t compressed = cpng_compress_rows(e, n, channels, height, p + 4, bound);
    if (compressed == 0 || compressed > 0x7FFFFFFF) return -1;
    p = finish_chunk(p, (uint32_t)compressed) + 4;
    memcpy(p, "IEND", 4);
    p = finish_chunk(p, 0);
    *png = e->out;
    *length = (size_t)(p - e->out);
    return 0;
}

/* Straight RGBA rows of the rectangle at (x, y), width x height, of 0x00RRGGBB `pixels` whose rows
   are `pitch` pixels apart; a pixel equal to `previous` at the same place becomes transparent
   black when `previous` is given. */
static void convert_rgba_row(const uint32_t *row, const uint32_t *before, int width, uint8_t *out) {
    for (int x = 0; x < width; x++, out += 4) {
        uint32_t p = row[x];
        if (before && before[x] == p) {
            out[0] = out[1] = out[2] = out[3] = 0;
        } else {
            out[0] = (uint8_t)(p >> 16);
            out[1] = (uint8_t)(p >> 8);
            out[2] = (uint8_t)p;
            out[3] = 255;
        }
    }
}

int cpng_compress_rgba_rect(cpng_encoder *e, const uint32_t *pixels, const uint32_t *previous, int pitch,
                            int x, int y, int width, int height, const uint8_t **data, size_t *length) {
    if (width <= 0 || height <= 0 || x < 0 || y < 0 || (int64_t)x + width > pitch) return -2;
    size_t n = (size_t)width * 4;
    size_t filtered_length = (n + 1) * (size_t)height;
    if (cpng_reserve((void **)&e->rows, &e->rows_capacity, 2 * n) != 0) return -1;
    if (cpng_reserve((void **)&e->filtered, &e->filtered_capacity, filtered_length) != 0) return -1;
    if (cpng_reserve((void **)&e->repeats, &e->repeats_capacity, (size_t)height) != 0) return -1;
    if (cpng_reserve((void **)&e->pieces, &e->pieces_bytes, (size_t)height * sizeof *e->pieces) != 0) return -1;

    /* The same stream as a frame's (cpng_compress_rows): a row whose bytes equal the row above
       (unchanged rows of a blended frame are all transparent black) is filter byte 2 and zeros,
       marked so that long runs are spliced in. */
    uint8_t *above = e->rows, *current = e->rows + n, *row_out = e->filtered;
    for (int r = 0; r < height; r++) {
        size_t offset = (size_t)(y + r) * (size_t)pitch + (size_t)x;
        convert_rgba_row(pixels + offset, previous ? previous + offset : NULL, width, current);
        e->repeats[r] = r > 0 && memcmp(current, above, n) == 0 ? ROW_REPEATS : 0;
        if (e->repeats[r]) {
            row_out[0] = 2;
            memset(row_out + 1, 0, n);
        } else {
            e->kernels.filter(current, r > 0 ? above : NULL, n, 4, row_out);
            uint8_t *swap = above; above = current; current = swap;
        }
        row_out += n + 1;
    }
    if (cpng_uses_row_encoder(e)) cpng_plan_pieces(e, height);
    size_t bound = cpng_compress_rows_bound(e, n, height);
    if (cpng_reserve((void **)&e->out, &e->out_capacity, bound) != 0) return -1;
    size_t compressed = cpng_compress_rows(e, n, 4, height, e->out, bound);
    if (compressed == 0 || compressed > 0x7FFFFFFF) return -1;
    *data = e->out;
    *length = compressed;
    return 0;
}

uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t length) {
    return libdeflate_crc32(crc, bytes, length);
}
