#ifndef RENDERPAGES_CJPEG_H
#define RENDERPAGES_CJPEG_H

#include <stddef.h>
#include <stdint.h>

/* JPEG decoding with libjpeg-turbo for look images. libjpeg reports errors through a callback that
   must not return (its default exits the process), so the decoder catches them here with setjmp
   and returns a status and libjpeg's message instead. Colour output is RGB (grayscale and YCbCr
   files are converted by libjpeg, CMYK and YCCK ones by the decoder without a colour profile),
   written as opaque cairo ARGB32 pixels (0xFFRRGGBB). */

enum {
    CJPEG_OK = 0,
    /* The file is not a JPEG libjpeg can decode; `message` says why. */
    CJPEG_CORRUPT = -1,
    /* The header's size exceeds the limits; `width` and `height` are set, no pixels decoded. */
    CJPEG_TOO_LARGE = -2,
    CJPEG_OUT_OF_MEMORY = -3,
    /* A progressive file with more scans than `max_scans`; `width`, `height` and `scans` (the
       scan reached) are set. */
    CJPEG_TOO_MANY_SCANS = -4
};

typedef struct {
    int width;
    int height;
    /* width * height pixels, malloc'd; the caller frees it with cjpeg_free. */
    uint32_t *pixels;
    int scans;
    char message[200];
} cjpeg_image;

/* Decodes `length` bytes. Files wider or taller than `max_side` pixels, or whose pixels would
   take more than `max_bytes`, are refused after reading the header (CJPEG_TOO_LARGE); a
   progressive file is refused at its scan `max_scans` + 1 (CJPEG_TOO_MANY_SCANS): libjpeg walks
   every block of a component once per scan, so the scans, not the bytes, bound the work. */
int cjpeg_decode(const uint8_t *data, size_t length, int max_side, size_t max_bytes, int max_scans, cjpeg_image *image);

void cjpeg_free(cjpeg_image *image);

/* Encodes `width` x `height` opaque cairo ARGB32 pixels (0xFFRRGGBB; alpha is ignored) as a
   baseline JPEG at `quality` (1...100) with 4:2:0 chroma, for item images embedded in an animated
   SVG. On CJPEG_OK `*out` holds `*length` bytes, malloc'd; the caller frees it with free(). On
   CJPEG_CORRUPT (libjpeg refused) `message` says why. */
int cjpeg_encode(const uint32_t *pixels, int width, int height, int quality, uint8_t **out, size_t *length, char message[200]);

#endif
