#include "splice.h"

#include <string.h>

/* Reads libdeflate's output only far enough to find where each block ends: puff.c's canonical
   decoding, one bit at a time, which costs little next to compressing since a frame's few
   thousand matches each cover up to 258 bytes. */


int splice_bit(reader *r) {
    if (r->bit >= r->length * 8) return -1;
    int b = (r->in[r->bit >> 3] >> (r->bit & 7)) & 1;
    r->bit++;
    return b;
}

int splice_bits(reader *r, int count) {
    int value = 0;
    for (int i = 0; i < count; i++) {
        int b = splice_bit(r);
        if (b < 0) return -1;
        value |= b << i;
    }
    return value;
}

typedef struct {
    short count[16];
    short symbol[320];
} table;

static void build(table *t, const uint8_t *lengths, int n) {
    short offsets[16];
    memset(t->count, 0, sizeof t->count);
    for (int i = 0; i < n; i++) t->count[lengths[i]]++;
    offsets[1] = 0;
    for (int len = 1; len < 15; len++) offsets[len + 1] = (short)(offsets[len] + t->count[len]);
    for (int i = 0; i < n; i++) if (lengths[i]) t->symbol[offsets[lengths[i]]++] = (short)i;
}

static int decode(reader *r, const table *t) {
    int code = 0, first = 0, index = 0;
    for (int len = 1; len < 16; len++) {
        int b = splice_bit(r);
        if (b < 0) return -1;
        code |= b;
        int count = t->count[len];
        if (code - first < count) return t->symbol[index + (code - first)];
        index += count;
        first = (first + count) << 1;
        code <<= 1;
    }
    return -1;
}

const short deflate_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
const short deflate_length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
const short deflate_distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

/* Skips the symbols of one Huffman-coded block up to and including its end-of-block code. */
static int skip_symbols(reader *r, const table *literals, const table *distances) {
    for (;;) {
        int symbol = decode(r, literals);
        if (symbol < 0 || symbol > 285) return -1;
        if (symbol < 256) continue;
        if (symbol == 256) return 0;
        if (splice_bits(r, deflate_length_extra[symbol - 257]) < 0) return -1;
        int d = decode(r, distances);
        if (d < 0 || d > 29 || splice_bits(r, deflate_distance_extra[d]) < 0) return -1;
    }
}

static int skip_dynamic(reader *r) {
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int nlen = splice_bits(r, 5) + 257, ndist = splice_bits(r, 5) + 1, ncode = splice_bits(r, 4) + 4;
    if (nlen < 257 || ndist < 1 || ncode < 4) return -1;
    uint8_t lengths[320] = {0};
    for (int i = 0; i < ncode; i++) {
        int v = splice_bits(r, 3);
        if (v < 0) return -1;
        lengths[order[i]] = (uint8_t)v;
    }
    table codes, literals, distances;
    build(&codes, lengths, 19);
    int index = 0;
    while (index < nlen + ndist) {
        int symbol = decode(r, &codes);
        if (symbol < 0) return -1;
        if (symbol < 16) { lengths[index++] = (uint8_t)symbol; continue; }
        int value = 0, repeat;
        if (symbol == 16) {
            if (index == 0) return -1;
            value = lengths[index - 1];
            repeat = 3 + splice_bits(r, 2);
        } else if (symbol == 17) {
            repeat = 3 + splice_bits(r, 3);
        } else {
            repeat = 11 + splice_bits(r, 7);
        }
        if (repeat < 3 || index + repeat > nlen + ndist) return -1;
        while (repeat--) lengths[index++] = (uint8_t)value;
    }
    build(&literals, lengths, nlen);
    build(&distances, lengths + nlen, ndist);
    return skip_symbols(r, &literals, &distances);
}

static int skip_fixed(reader *r) {
    uint8_t lengths[320];
    int i = 0;
    for (; i < 144; i++) lengths[i] = 8;
    for (; i < 256; i++) lengths[i] = 9;
    for (; i < 280; i++) lengths[i] = 7;
    for (; i < 288; i++) lengths[i] = 8;
    table literals, distances;
    build(&literals, lengths, 288);
    for (i = 0; i < 30; i++) lengths[i] = 5;
    build(&distances, lengths, 30);
    return skip_symbols(r, &literals, &distances);
}

int splice_skip_block(reader *r, int type) {
    return type == 1 ? skip_fixed(r) : type == 2 ? skip_dynamic(r) : -1;
}
