#ifndef RENDERPAGES_CPNG_DEFLATE_CODES_H
#define RENDERPAGES_CPNG_DEFLATE_CODES_H

#include <stdint.h>

/* RFC 1951, 3.2.5: length codes 257...285, their base lengths and extra bits, shared by the row
   encoder and the spliced runs of repeated rows. */
static const uint16_t deflate_length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                                 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t deflate_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                                 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};

/* Index 0...28 of the length code of a match of `length` (3...258) bytes: codes 0 to 7 are the
   lengths 3 to 10; above, each group of four codes doubles the range; 258 has code 28. */
static inline int deflate_length_code(int length) {
    if (length <= 10) return length - 3;
    if (length == 258) return 28;
    uint32_t x = (uint32_t)length - 3;
    int log = 31 - __builtin_clz(x);
    return 4 * (log - 1) + (int)((x >> (log - 2)) & 3);
}

#endif
