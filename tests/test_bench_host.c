/* test_bench_host.c -- the CUDA harness's CPU logic, tested without a GPU. */
#include <stdlib.h>
#include <string.h>

#include "bench_host.h"
#include "check.h"

int main(void)
{
    uint32_t n = 10007;
    uint32_t *seq = malloc(4 * n), *next = malloc(4 * n);
    unsigned char *seen = calloc(n, 1);
    bh_cycle_order(seq, n, 42);
    bh_successors(seq, n, next);
    /* one cycle through every line */
    uint32_t p = seq[0], steps = 0;
    do {
        CHECK(!seen[p]);
        seen[p] = 1;
        p = next[p];
        steps++;
    } while (p != seq[0] && steps <= n);
    CHECK(steps == n);
    /* even spread of chain starts */
    CHECK(bh_chain_start(0, 4, 100) == 0 && bh_chain_start(3, 4, 100) == 75);
    int v[8];
    CHECK(bh_parse_list("1,2,64", v, 8, 1, 64) == 3 && v[2] == 64);
    CHECK(bh_parse_list("1,,2", v, 8, 1, 64) == -1);
    CHECK(bh_parse_list("1,", v, 8, 1, 64) == -1);
    CHECK(bh_parse_list("0", v, 8, 1, 64) == -1);
    CHECK(bh_parse_list("x", v, 8, 1, 64) == -1);
    double d[5] = {5, 1, 4, 2, 3};
    CHECK(bh_median(d, 5) == 3);
    char f[32];
    bh_csv_field("a,b\nc", f, sizeof f);
    CHECK(!strcmp(f, "a b c"));
    int b, w;
    bh_layout(64, 32, &b, &w);
    CHECK(b == 2 && w == 32);
    bh_layout(48, 32, &b, &w);
    CHECK(b == 2 && w == 24);
    bh_layout(12, 32, &b, &w);
    CHECK(b == 1 && w == 12);
    /* H200: 228 KiB per SM, 1 KiB reserved: exactly 1 or 2 blocks fit */
    int s1 = bh_fill_smem(1, 233472, 1024, 232448), s2 = bh_fill_smem(2, 233472, 1024, 232448);
    CHECK(s1 > 0 && 233472 / (s1 + 1024) == 1);
    CHECK(s2 > 0 && 233472 / (s2 + 1024) == 2);
    free(seq);
    free(next);
    free(seen);
    return check_report("test_bench_host");
}
