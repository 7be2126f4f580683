#include "huffman.h"

#include <stdlib.h>

/* Sorting key of a used symbol: its count above, the symbol below, so equal counts keep
   symbol order and the lengths come out the same on every machine. */
static int by_key(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Depths of the leaves of a Huffman tree over `m` >= 2 weights sorted ascending (`keys`, count in
   the upper bits): internal nodes are made in order of weight, so two queues (leaves, then
   internal nodes) always hold the next two lightest at their fronts. Fills `depth[0..m)`. */
static void tree_depths(const uint64_t *keys, int m, uint8_t *depth) {
    uint64_t weight[2 * 288];
    int parent[2 * 288];
    int leaf = 0, node = m, made = m;
    for (int i = 0; i < m; i++) weight[i] = keys[i] >> 16;
    while (made < 2 * m - 1) {
        int pick[2];
        for (int k = 0; k < 2; k++) {
            if (leaf < m && (node >= made || weight[leaf] <= weight[node])) pick[k] = leaf++;
            else pick[k] = node++;
        }
        weight[made] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = made;
        made++;
    }
    /* Parents come after their children, so one pass from the root down gives every depth. */
    uint8_t node_depth[2 * 288];
    node_depth[2 * m - 2] = 0;
    for (int i = 2 * m - 3; i >= 0; i--) node_depth[i] = (uint8_t)(node_depth[parent[i]] + 1 > 255 ? 255 : node_depth[parent[i]] + 1);
    for (int i = 0; i < m; i++) depth[i] = node_depth[i];
}

void huffman_lengths(const uint32_t *counts, int n, int limit, uint8_t *lengths) {
    uint64_t keys[288];
    int m = 0;
    for (int s = 0; s < n; s++) {
        lengths[s] = 0;
        if (counts[s]) keys[m++] = (uint64_t)counts[s] << 16 | (uint64_t)s;
    }
    /* A complete code needs two symbols: add the first unused ones, as if seen once. */
    for (int s = 0; m < 2 && s < n; s++)
        if (!counts[s]) keys[m++] = (uint64_t)1 << 16 | (uint64_t)s;
    qsort(keys, (size_t)m, sizeof *keys, by_key);

    uint8_t depth[288];
    tree_depths(keys, m, depth);
    /* How many codes of each length, deeper ones cut to `limit`. That overfills the code space
       (Kraft sum above 1), one unit of 2^-limit for every cut code too many; each step below
       gives back one unit: a `limit`-bit code goes, and a shorter code splits into two codes one
       bit longer (which keeps the symbol count). */
    int per_length[64] = {0};
    for (int i = 0; i < m; i++) per_length[depth[i] > limit ? limit : depth[i]]++;
    uint64_t space = 0;
    for (int len = 1; len <= limit; len++) space += (uint64_t)per_length[len] << (limit - len);
    while (space > (uint64_t)1 << limit) {
        per_length[limit]--;
        for (int len = limit - 1; len > 0; len--) {
            if (per_length[len]) {
                per_length[len]--;
                per_length[len + 1] += 2;
                break;
            }
        }
        space--;
    }
    /* The longest codes to the rarest symbols (keys ascend by count). */
    int i = 0;
    for (int len = limit; len >= 1; len--)
        for (int k = 0; k < per_length[len]; k++) lengths[keys[i++] & 0xFFFF] = (uint8_t)len;
}

void huffman_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    int count[16] = {0}, next[16] = {0};
    for (int i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    for (int bits = 1, code = 0; bits < 16; bits++) {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int i = 0; i < n; i++)
        codes[i] = lengths[i] ? (uint16_t)bits_reverse((uint32_t)next[lengths[i]]++, lengths[i]) : 0;
}

/* RFC 1951's order of the code-length code's lengths in the header. */
static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
/* Extra bits of code-length symbols 16 (repeat the previous 3...6 times), 17 (3...10 zeros) and
   18 (11...138 zeros). */
static const uint8_t code_length_extra[19] = {[16] = 2, [17] = 3, [18] = 7};

static void add_symbol(huffman_header *h, int symbol, int extra) {
    h->symbols[h->symbol_count] = (uint8_t)symbol;
    h->extras[h->symbol_count++] = (uint8_t)extra;
}

void huffman_plan_header(huffman_header *h, const uint8_t *literal, int literal_count, const uint8_t *distance,
                         int distance_count) {
    /* The two length lists are one sequence for the run-length coding (runs may cross). */
    uint8_t all[288 + 32];
    int total = literal_count + distance_count;
    for (int i = 0; i < literal_count; i++) all[i] = literal[i];
    for (int i = 0; i < distance_count; i++) all[literal_count + i] = distance[i];
    h->literal_count = literal_count;
    h->distance_count = distance_count;
    h->symbol_count = 0;
    for (int i = 0; i < total;) {
        int value = all[i], run = 1;
        while (i + run < total && all[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 11) {
                int take = run > 138 ? 138 : run;
                add_symbol(h, 18, take - 11);
                run -= take;
            }
            if (run >= 3) {
                add_symbol(h, 17, run - 3);
                run = 0;
            }
        } else {
            add_symbol(h, value, 0);
            run--;
            while (run >= 3) {
                int take = run > 6 ? 6 : run;
                add_symbol(h, 16, take - 3);
                run -= take;
            }
        }
        while (run-- > 0) add_symbol(h, value, 0);
    }
    uint32_t counts[19] = {0};
    for (int i = 0; i < h->symbol_count; i++) counts[h->symbols[i]]++;
    huffman_lengths(counts, 19, 7, h->code_lengths);
    huffman_codes(h->code_lengths, 19, h->code_codes);
    h->code_length_count = 19;
    while (h->code_length_count > 4 && h->code_lengths[code_length_order[h->code_length_count - 1]] == 0)
        h->code_length_count--;
    h->bits = 5 + 5 + 4 + 3 * (size_t)h->code_length_count;
    for (int i = 0; i < h->symbol_count; i++)
        h->bits += (size_t)h->code_lengths[h->symbols[i]] + code_length_extra[h->symbols[i]];
}

void huffman_write_header(bit_writer *w, const huffman_header *h) {
    bits_put(w, (uint32_t)(h->literal_count - 257), 5);
    bits_put(w, (uint32_t)(h->distance_count - 1), 5);
    bits_put(w, (uint32_t)(h->code_length_count - 4), 4);
    for (int i = 0; i < h->code_length_count; i++) bits_put(w, h->code_lengths[code_length_order[i]], 3);
    for (int i = 0; i < h->symbol_count; i++) {
        int s = h->symbols[i];
        bits_add(w, h->code_codes[s], h->code_lengths[s]);
        bits_put(w, h->extras[i], code_length_extra[s]);
    }
}
