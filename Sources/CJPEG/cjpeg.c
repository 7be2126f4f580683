#include "cjpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    /* libjpeg reached the end of the data before the last scanline (a truncated file). */
    int truncated;
    /* The scan limit was passed (the escape's reason then). */
    int too_many_scans;
} cjpeg_error;

/* libjpeg calls its progress monitor while it reads the scans of a progressive file
   (jpeg_start_decompress consumes them all before the first row): the place to stop at a scan
   count, as libjpeg-turbo's own advice for this cost is (its djpeg -maxscans). */
typedef struct {
    struct jpeg_progress_mgr base;
    int max_scans;
} cjpeg_progress;

static void cjpeg_progress_monitor(j_common_ptr info) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    cjpeg_progress *progress = (cjpeg_progress *)info->progress;
    if (decompress->progressive_mode && decompress->input_scan_number > progress->max_scans) {
        cjpeg_error *error = (cjpeg_error *)info->err;
        error->too_many_scans = decompress->input_scan_number;
        longjmp(error->escape, 1);
    }
}

static void cjpeg_error_exit(j_common_ptr info) {
    cjpeg_error *error = (cjpeg_error *)info->err;
    longjmp(error->escape, 1);
}

/* Warnings are not printed. Most leave the picture whole (extraneous bytes before a marker, in
   files from some cameras) and are not errors; a premature end of the data is: libjpeg pads the
   missing rows with grey, which would show as part of the user's image. */
static void cjpeg_emit(j_common_ptr info, int level) {
    if (level >= 0) return; /* trace messages */
    info->err->num_warnings++;
    if (info->err->msg_code == JWRN_JPEG_EOF) ((cjpeg_error *)info->err)->truncated = 1;
}

/* An opaque pixel from CMYK ink amounts without a colour profile: each of red, green and blue is
   what its ink (cyan, magenta, yellow) and black leave of white, (255 - ink)(255 - black) / 255
   rounded, the naive conversion Pillow's cmyk2rgb also makes. */
static uint32_t cmyk_pixel(const JSAMPLE *p, int inverted) {
    uint32_t paper[4];
    for (int i = 0; i < 4; i++) paper[i] = inverted ? p[i] : 255u - p[i];
    uint32_t rgb = 0xFF000000u;
    for (int i = 0; i < 3; i++) rgb |= (paper[i] * paper[3] + 127) / 255 << (16 - 8 * i);
    return rgb;
}

int cjpeg_decode(const uint8_t *data, size_t length, int max_side, size_t max_bytes, int max_scans, cjpeg_image *image) {
    struct jpeg_decompress_struct info;
    cjpeg_error error;
    cjpeg_progress progress;
    memset(image, 0, sizeof(*image));
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = cjpeg_error_exit;
    error.base.emit_message = cjpeg_emit;
    error.truncated = 0;
    error.too_many_scans = 0;
    /* Everything the escape frees hangs off `image` and `error`, set only before the longjmp:
       locals changed after setjmp are not reliable after it (C11 7.13.2.1). */
    if (setjmp(error.escape)) {
        if (!error.too_many_scans) error.base.format_message((j_common_ptr)&info, image->message);
        jpeg_destroy_decompress(&info);
        free(image->pixels);
        image->pixels = NULL;
        if (error.too_many_scans) {
            image->scans = error.too_many_scans;
            return CJPEG_TOO_MANY_SCANS;
        }
        return CJPEG_CORRUPT;
    }
    jpeg_create_decompress(&info);
    memset(&progress, 0, sizeof(progress));
    progress.base.progress_monitor = cjpeg_progress_monitor;
    progress.max_scans = max_scans;
    info.progress = &progress.base;
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    image->width = (int)info.image_width;
    image->height = (int)info.image_height;
    if (image->width > max_side || image->height > max_side ||
        (size_t)image->width * (size_t)image->height * 4 > max_bytes) {
        jpeg_destroy_decompress(&info);
        return CJPEG_TOO_LARGE;
    }
    /* libjpeg converts grey and YCbCr to RGB, but not CMYK (print files, some stock photos):
       those come out as CMYK and are converted below. */
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    /* Adobe's files store 255 - ink (libjpeg's jdapimin.c: saw_Adobe_marker). */
    int inverted = info.saw_Adobe_marker;
    jpeg_start_decompress(&info);
    /* The pixels, then one row of samples for libjpeg, in one allocation. */
    size_t count = (size_t)image->width * (size_t)image->height;
    image->pixels = malloc(count * 4 + (size_t)image->width * 4);
    if (!image->pixels) {
        jpeg_destroy_decompress(&info);
        return CJPEG_OUT_OF_MEMORY;
    }
    JSAMPLE *row = (JSAMPLE *)(image->pixels + count);
    while (info.output_scanline < info.output_height) {
        uint32_t *out = image->pixels + (size_t)info.output_scanline * (size_t)image->width;
        jpeg_read_scanlines(&info, &row, 1);
        if (cmyk) {
            for (int x = 0; x < image->width; x++) out[x] = cmyk_pixel(row + 4 * x, inverted);
            continue;
        }
        for (int x = 0; x < image->width; x++) {
            out[x] = 0xFF000000u | (uint32_t)row[3 * x] << 16 | (uint32_t)row[3 * x + 1] << 8 | (uint32_t)row[3 * x + 2];
        }
    }
    if (error.truncated) {
        error.base.msg_code = JWRN_JPEG_EOF;
        longjmp(error.escape, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return CJPEG_OK;
}

void cjpeg_free(cjpeg_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}

int cjpeg_encode(const uint32_t *pixels, int width, int height, int quality, uint8_t **out, size_t *length, char message[200]) {
    struct jpeg_compress_struct info;
    cjpeg_error error;
    /* libjpeg's memory destination: it grows the buffer with malloc and leaves it to the caller. */
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    JSAMPLE *row = malloc((size_t)width * 3);
    *out = NULL;
    *length = 0;
    if (!row) return CJPEG_OUT_OF_MEMORY;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = cjpeg_error_exit;
    error.base.emit_message = cjpeg_emit;
    error.truncated = 0;
    if (setjmp(error.escape)) {
        error.base.format_message((j_common_ptr)&info, message);
        jpeg_destroy_compress(&info);
        free(buffer);
        free(row);
        return CJPEG_CORRUPT;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    /* Optimised Huffman tables: a few percent smaller, the same pixels. */
    info.optimize_coding = TRUE;
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        const uint32_t *in = pixels + (size_t)info.next_scanline * (size_t)width;
        for (int x = 0; x < width; x++) {
            row[3 * x] = (JSAMPLE)(in[x] >> 16);
            row[3 * x + 1] = (JSAMPLE)(in[x] >> 8);
            row[3 * x + 2] = (JSAMPLE)in[x];
        }
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    free(row);
    *out = buffer;
    *length = (size_t)size;
    return CJPEG_OK;
}
