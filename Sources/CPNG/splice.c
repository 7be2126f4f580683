#include "splice.h"
#include "deflate_codes.h"
#include "huffman.h"

#include <pthread.h>

/* The block's literal/length code: 285 (a 258-byte match) in 1 bit, the literals 0 and 2 in 3,
   and 32 symbols in 7 (every other length code, end of block, literals 1, 3 and 4): complete.
   Two distance codes of 1 bit; only code 0 (distance 1) is used. */
static void run_lengths(uint8_t *lengths) {
    memset(lengths, 0, 286);
    lengths[0] = 3;
    lengths[2] = 3;
    lengths[1] = lengths[3] = lengths[4] = 7;
    for (int s = 256; s <= 284; s++) lengths[s] = 7;
    lengths[285] = 1;
}

/* The block's code and header, the same for every run: made once per process. */
static struct {
    uint8_t lengths[286];
    uint16_t codes[286];
    huffman_header header;
} run_code;
static pthread_once_t run_code_once = PTHREAD_ONCE_INIT;

static void make_run_code(void) {
    static const uint8_t distance_lengths[2] = {1, 1};
    run_lengths(run_code.lengths);
    huffman_codes(run_code.lengths, 286, run_code.codes);
    huffman_plan_header(&run_code.header, run_code.lengths, 286, distance_lengths, 2);
}

void splice_repeated_rows(bit_writer *w, size_t n, int rows) {
    pthread_once(&run_code_once, make_run_code);
    const uint8_t *lengths = run_code.lengths;
    const uint16_t *codes = run_code.codes;
    bits_put(w, 2 << 1, 3); /* not final, dynamic Huffman */
    huffman_write_header(w, &run_code.header);
    /* Every row is the same symbols: filter byte 2, one literal 0 (a match needs a byte before
       it), then matches at distance 1 (distance code 0: one 0 bit), 258 bytes at a time, ending
       with a shorter match or up to two literals. */
    for (int row = 0; row < rows; row++) {
        bits_add(w, codes[2], lengths[2]);
        bits_add(w, codes[0], lengths[0]);
        bits_flush(w);
        size_t zeros = n - 1;
        while (zeros >= 3) {
            size_t length = zeros > 258 ? (zeros - 258 < 3 ? zeros - 3 : 258) : zeros;
            int s = deflate_length_code((int)length);
            bits_add(w, codes[257 + s], lengths[257 + s]);
            bits_add(w, (uint32_t)(length - deflate_length_base[s]), deflate_length_extra[s]);
            bits_add(w, 0, 1);
            bits_flush(w);
            zeros -= length;
        }
        while (zeros--) bits_put(w, codes[0], lengths[0]);
    }
    bits_put(w, codes[256], lengths[256]);
}

size_t splice_finish(bit_writer *w) {
    bits_put(w, 1 | 1 << 1, 3); /* final, fixed Huffman */
    bits_put(w, 0, 7);          /* end of block: fixed code 0000000 */
    bits_align(w);
    return w->length;
}
