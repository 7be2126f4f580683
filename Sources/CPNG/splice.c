#include "splice.h"

#include <string.h>

/* Bits are written least significant first, Huffman codes most significant bit first (RFC 1951,
   3.1.1). `out` must have room for everything written. */
static void put(splice_writer *w, uint32_t value, int count) {
    w->bits |= (uint64_t)value << w->count;
    w->count += count;
    while (w->count >= 8) {
        w->out[w->length++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count -= 8;
    }
}

static void put_code(splice_writer *w, uint16_t code, int length) {
    uint32_t reversed = 0;
    for (int i = 0; i < length; i++) reversed |= (uint32_t)((code >> i) & 1) << (length - 1 - i);
    put(w, reversed, length);
}

/* Canonical Huffman codes of `lengths` (RFC 1951, 3.2.2). */
static void canonical(const uint8_t *lengths, int n, uint16_t *codes) {
    int count[16] = {0}, next[16] = {0};
    for (int i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    for (int bits = 1, code = 0; bits < 16; bits++) {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int i = 0; i < n; i++) if (lengths[i]) codes[i] = (uint16_t)next[lengths[i]]++;
}

void splice_start(splice_writer *w, uint8_t *out) {
    w->out = out;
    w->length = 0;
    w->bits = 0;
    w->count = 0;
}

/* Up to 32 bits of `in` from bit `at` on (bytes past `length` read as zeros). */
static uint32_t bits_at(const uint8_t *in, size_t length, size_t at, int count) {
    uint64_t v = 0;
    size_t first = at >> 3;
    for (int i = 0; i < 5 && first + (size_t)i < length; i++) v |= (uint64_t)in[first + (size_t)i] << (8 * i);
    v >>= at & 7;
    return (uint32_t)(v & ((1ull << count) - 1));
}

/* Copies bits `from` ..< `to` of `in`. */
static void copy_bits(splice_writer *w, const uint8_t *in, size_t length, size_t from, size_t to) {
    while (from < to) {
        int count = to - from > 24 ? 24 : (int)(to - from);
        put(w, bits_at(in, length, from, count), count);
        from += (size_t)count;
    }
}

int splice_append(splice_writer *w, const uint8_t *deflate, size_t length) {
    reader r = {deflate, length, 0};
    for (;;) {
        size_t header = r.bit;
        int last = splice_bit(&r), type = splice_bits(&r, 2);
        if (last < 0 || type < 0) return -1;
        /* Every block is written again non-final: its header, then its bits as they are, except
           a stored block, whose bytes start at a byte boundary of the new stream. */
        put(w, (uint32_t)type << 1, 3);
        if (type == 0) {
            r.bit = (r.bit + 7) & ~(size_t)7;
            size_t at = r.bit >> 3;
            if (at + 4 > length) return -1;
            size_t stored = deflate[at] | (size_t)deflate[at + 1] << 8;
            if (at + 4 + stored > length) return -1;
            if (w->count) put(w, 0, 8 - w->count);
            for (size_t i = 0; i < 4 + stored; i++) put(w, deflate[at + i], 8);
            r.bit += (4 + stored) * 8;
        } else {
            if (splice_skip_block(&r, type) != 0) return -1;
            copy_bits(w, deflate, length, header + 3, r.bit);
        }
        if (last) return 0;
    }
}

/* --- Runs of rows equal to the row above: filter byte 2 (Up) and `n` zero bytes each. --- */

/* The block's literal/length code: 285 (a 258-byte match) in 1 bit, the literals 0 and 2 in 3,
   and 32 symbols in 7 (every other length code, end of block, literals 1, 3 and 4): complete.
   Two distance codes of 1 bit; only code 0 (distance 1) is used. */
static void run_lengths(uint8_t *lengths) {
    memset(lengths, 0, 288);
    lengths[0] = 3;
    lengths[2] = 3;
    lengths[1] = lengths[3] = lengths[4] = 7;
    for (int s = 256; s <= 284; s++) lengths[s] = 7;
    lengths[285] = 1;
}

static void put_length(splice_writer *w, const uint16_t *codes, const uint8_t *lengths, int length) {
    int s = 28;
    while (deflate_length_base[s] > length) s--;
    put_code(w, codes[257 + s], lengths[257 + s]);
    put(w, (uint32_t)(length - deflate_length_base[s]), deflate_length_extra[s]);
    put(w, 0, 1); /* distance code 0: distance 1 */
}

void splice_repeated_rows(splice_writer *w, size_t n, int rows) {
    uint8_t lengths[288];
    uint16_t codes[288];
    run_lengths(lengths);
    canonical(lengths, 286, codes);
    put(w, 2 << 1, 3); /* not final, dynamic Huffman */
    put(w, 286 - 257, 5);
    put(w, 2 - 1, 5);
    /* The code-length code: 1, 7 and 16 in 2 bits, 3 and 18 in 3 (complete), sent in RFC
       1951's order 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1: 18 entries. */
    static const uint8_t cl_sent[18] = {2, 0, 3, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 2};
    put(w, 18 - 4, 4);
    for (int i = 0; i < 18; i++) put(w, cl_sent[i], 3);
    uint8_t cl_lengths[19] = {0};
    cl_lengths[1] = 2; cl_lengths[7] = 2; cl_lengths[16] = 2; cl_lengths[3] = 3; cl_lengths[18] = 3;
    uint16_t cl_codes[19];
    canonical(cl_lengths, 19, cl_codes);
#define CL(s) put_code(w, cl_codes[s], cl_lengths[s])
    /* 0:3 1:7 2:3 3:7 4:7, 251 zeros, 29 sevens (256…284), 285:1, distances 1 and 1 */
    CL(3); CL(7); CL(3); CL(7); CL(7);
    CL(18); put(w, 138 - 11, 7);
    CL(18); put(w, 113 - 11, 7);
    CL(7);
    for (int i = 0; i < 4; i++) { CL(16); put(w, 6 - 3, 2); }
    CL(16); put(w, 4 - 3, 2);
    CL(1); CL(1); CL(1);
#undef CL
    for (int row = 0; row < rows; row++) {
        put_code(w, codes[2], lengths[2]);
        size_t zeros = n;
        put_code(w, codes[0], lengths[0]);
        zeros--;
        while (zeros >= 3) {
            size_t length = zeros > 258 ? (zeros - 258 < 3 ? zeros - 3 : 258) : zeros;
            if (length == 258) {
                put_code(w, codes[285], lengths[285]);
                put(w, 0, 1);
            } else {
                put_length(w, codes, lengths, (int)length);
            }
            zeros -= length;
        }
        while (zeros--) put_code(w, codes[0], lengths[0]);
    }
    put_code(w, codes[256], lengths[256]);
}

size_t splice_finish(splice_writer *w) {
    put(w, 1 | 1 << 1, 3); /* final, fixed Huffman */
    put(w, 0, 7);          /* end of block: fixed code 0000000 */
    if (w->count) put(w, 0, 8 - w->count);
    return w->length;
}
