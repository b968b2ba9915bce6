/*
 * bench_host.h -- the CPU-side logic of lhsim-bench, plain C that also
 * compiles as C++: list parsing, the random single-cycle chain (Sattolo),
 * chain start positions, CSV field escaping, medians.  Header-only so the
 * CUDA harness and the CPU tests (tests/test_bench_host.c) share it.
 */
#ifndef LHSIM_BENCH_HOST_H
#define LHSIM_BENCH_HOST_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* splitmix64 */
static inline uint64_t bh_rand(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* seq[0..n-1]: a random order of 0..n-1; following seq[i] -> seq[i+1 mod n]
 * visits every line once: one cycle (Sattolo's algorithm gives a uniformly
 * random cyclic permutation; we keep it as a visiting order). */
static inline void bh_cycle_order(uint32_t *seq, uint32_t n, uint64_t seed)
{
    for (uint32_t i = 0; i < n; i++) seq[i] = i;
    for (uint32_t i = n - 1; i > 0; i--) {
        uint32_t j = (uint32_t)(bh_rand(&seed) % i); /* j < i: Sattolo */
        uint32_t t = seq[i];
        seq[i] = seq[j];
        seq[j] = t;
    }
}

/* next[seq[i]] = seq[i+1]: the successor of each line */
static inline void bh_successors(const uint32_t *seq, uint32_t n, uint32_t *next)
{
    for (uint32_t i = 0; i < n; i++) next[seq[i]] = seq[(i + 1) % n];
}

/* chain c of `chains` starts at cycle position c * n / chains (evenly spread) */
static inline uint64_t bh_chain_start(uint64_t c, uint64_t chains, uint64_t n)
{
    return (c * n) / chains;
}

/* comma list of positive integers; returns count or -1 */
static inline int bh_parse_list(const char *s, int *out, int max, int lo, int hi)
{
    int n = 0;
    const char *p = s;
    if (!*s) return -1;
    while (*p) {
        char *end;
        errno = 0;
        long v = strtol(p, &end, 10);
        if (end == p || errno || v < lo || v > hi || n == max) return -1;
        out[n++] = (int)v;
        if (*end == ',') {
            p = end + 1;
            if (!*p) return -1;
        } else if (*end == 0) {
            break;
        } else {
            return -1;
        }
    }
    return n;
}

static int bh_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static inline double bh_median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, bh_cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* copy s into out, replacing characters that would break a CSV field */
static inline void bh_csv_field(const char *s, char *out, size_t len)
{
    size_t i = 0;
    for (; *s && i + 1 < len; s++) out[i++] = (*s == ',' || *s == '\n' || *s == '\r' || *s == '"') ? ' ' : *s;
    out[i] = 0;
}

/* blocks per SM and warps per block for exactly W warps per SM */
static inline void bh_layout(int warps, int max_warps_per_block, int *blocks, int *wpb)
{
    int b = (warps + max_warps_per_block - 1) / max_warps_per_block;
    while (warps % b) b++;
    *blocks = b;
    *wpb = warps / b;
}

/* dynamic shared memory (bytes) so that exactly `blocks` blocks fit an SM of
 * smem_sm bytes with `reserved` per block, given the 128 B allocation unit */
static inline int bh_fill_smem(int blocks, int smem_sm, int reserved, int max_block)
{
    int per = smem_sm / blocks;            /* blocks fit   */
    int next = smem_sm / (blocks + 1) + 1; /* blocks+1 don't */
    int s = next - reserved;
    s = (s + 127) / 128 * 128;
    if (s + reserved > per) return -1;
    if (s > max_block) return -1;
    return s < 0 ? 0 : s;
}

#endif
