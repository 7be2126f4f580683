#include "cjpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf escape;
} cjpeg_error;

static void cjpeg_error_exit(j_common_ptr info) {
    cjpeg_error *error = (cjpeg_error *)info->err;
    longjmp(error->escape, 1);
}

/* Warnings (e.g. a truncated file padded by libjpeg) are not errors: libjpeg still decodes. */
static void cjpeg_quiet(j_common_ptr info) { (void)info; }

int cjpeg_decode(const uint8_t *data, size_t length, int max_side, size_t max_bytes, cjpeg_image *image) {
    struct jpeg_decompress_struct info;
    cjpeg_error error;
    JSAMPLE *row = NULL;
    memset(image, 0, sizeof(*image));
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = cjpeg_error_exit;
    error.base.output_message = cjpeg_quiet;
    if (setjmp(error.escape)) {
        error.base.format_message((j_common_ptr)&info, image->message);
        jpeg_destroy_decompress(&info);
        free(row);
        free(image->pixels);
        image->pixels = NULL;
        return CJPEG_CORRUPT;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    image->width = (int)info.image_width;
    image->height = (int)info.image_height;
    if (image->width > max_side || image->height > max_side ||
        (size_t)image->width * (size_t)image->height * 4 > max_bytes) {
        jpeg_destroy_decompress(&info);
        return CJPEG_TOO_LARGE;
    }
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    image->pixels = malloc((size_t)image->width * (size_t)image->height * 4);
    row = malloc((size_t)image->width * 3);
    if (!image->pixels || !row) {
        jpeg_destroy_decompress(&info);
        free(row);
        free(image->pixels);
        image->pixels = NULL;
        return CJPEG_OUT_OF_MEMORY;
    }
    while (info.output_scanline < info.output_height) {
        uint32_t *out = image->pixels + (size_t)info.output_scanline * (size_t)image->width;
        jpeg_read_scanlines(&info, &row, 1);
        for (int x = 0; x < image->width; x++) {
            out[x] = 0xFF000000u | (uint32_t)row[3 * x] << 16 | (uint32_t)row[3 * x + 1] << 8 | (uint32_t)row[3 * x + 2];
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    return CJPEG_OK;
}

void cjpeg_free(cjpeg_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}
