/*
 * cache.h -- one sectored, set-associative, write-back cache with LRU
 * replacement: the L2 (and, per SM, the L1).  Functional only: it says what
 * is present; the time a level takes is its caller's (lsu.c).
 *
 * Contract
 *  - Lines of line_bytes, split in sectors of sector_bytes (at most 32
 *    sectors a line); a line holds a valid and a dirty mask of sectors.
 *  - cache_access() looks one line up for the sectors in `want`: returns the
 *    sectors missing (0 = a hit).  With allocate set, a missing line takes
 *    the least recently used way of its set; the line becomes most recently
 *    used.  The victim (LRU, or a random way of a full set when random is
 *    set) gives its dirty sectors and its line back in *evict_mask and
 *    *evict_line (mask 0: nothing to write).
 *  - cache_fill() marks sectors valid; cache_write() marks them valid and
 *    dirty (a write of whole sectors needs nothing from below).  With a
 *    limit set by cache_set_dirty_ways(), a line that becomes dirty in a
 *    set that already has dirty_ways dirty lines cleans the one dirty
 *    longest: cache_write()
 *    returns its dirty sectors (0: none) and its line in *clean_line, to be
 *    written below; it stays valid.
 *  - capacity 0 makes a cache that holds nothing: every access misses and
 *    nothing is evicted.
 */
#ifndef LHSIM_CACHE_H
#define LHSIM_CACHE_H

#include <stdint.h>

typedef struct {
    uint64_t tag;      /* line number + 1; 0 = empty */
    uint64_t stamp;    /* last use */
    uint32_t valid, dirty;
} cache_way;

typedef struct {
    cache_way *w;
    uint32_t sets, ways;
    uint64_t setmod;   /* 2^64 / sets, rounded up: a plain set index without a division */
    cache_way *last;   /* the way the last access found or took, for the fill after it */
    uint64_t clock;
    uint64_t hits, misses;
    uint64_t allocs;   /* lines allocated so far (the cache is warm once allocs >= sets x ways) */
    int random;        /* victim: a random way (deterministic generator) instead of LRU */
    int plain;         /* sets by the line's low bits (consecutive lines, consecutive sets), not a hash */
    int clean_victims; /* random replacement takes a clean way when the set has one */
    int set_shift;     /* an aligned run of 2^set_shift lines shares a set */
    int balanced;      /* one L2 half of a GPU with balanced homes: sets by bal_dense(line >> set_shift) */
    uint32_t dirty_ways; /* at most this many dirty lines a set (0: no limit) */
    uint64_t *dstamp;  /* with dirty_ways: per way, when its line became dirty (0: clean),
                        * packed so a set's scan reads two host cache lines */
    /* with many ways (LRU): an index of the lines held and each set's ways
     * in order of use, so a look-up and a victim cost O(1), not O(ways);
     * the same victims as the scan (least recently used; of never-used ways
     * the first) */
    uint64_t *ix_key;  /* line + 1, 0 = empty (open addressing, linear probing) */
    int32_t *ix_way;
    uint32_t ix_mask;
    int32_t *prv, *nxt; /* per way: neighbours in its set's use order */
    int32_t *mru, *lru; /* per set: most and least recently used way */
    uint64_t rs;       /* its state */
    uint8_t *fp;       /* random: a byte of each way's tag (0: empty), packed, for the
                        * look-up's scan: a set's 16 ways are 16 bytes, compared 8 at a
                        * time; a match is checked against the way's tag */
    uint32_t fp_stride; /* bytes a set takes in fp: ways rounded up to 8 */
    /* cache_shrink's packed ways, when they fit (w and dstamp then NULL):
     * the tag's low 32 bits, and its high ones as a byte indexing pk_hiv
     * (a stream's region: few distinct); the age, clock - stamp, in 32 (LRU only: random
     * replacement never reads a stamp); valid and dirty sectors a byte each;
     * with dstamp, the dirty age clock - dstamp + 1 (0: clean) in 32, NULL
     * when no line is dirty.  cache_clone() unpacks them. */
    uint32_t *pk_tag, *pk_age, *pk_dage, *pk_hiv;
    uint8_t *pk_vd, *pk_hix;
    int pk, pk_dstamp; /* packed; dstamp was there */
    int64_t pk_last;   /* last's way (-1: none) */
} cache_t;

/* capacity in bytes (0: no cache); returns 0, or -1 when out of memory */
int cache_init(cache_t *c, double capacity_bytes, int line_bytes, int ways, int random);
/* at most k dirty lines a set (0: no limit; before the first access); -1 when out of memory */
int cache_set_dirty_ways(cache_t *c, uint32_t k);
void cache_fini(cache_t *c);
/* dst: a deep copy of src (its own arrays); 0, or -1 when out of memory (dst empty) */
int cache_clone(cache_t *dst, const cache_t *src);
/* drops the look-up aids the ways imply (the random victim scan's tags, the
 * many-way index) and packs the ways when they fit (half their bytes or
 * less): a kept copy's smaller form, no longer accessed itself; cache_clone()
 * of it rebuilds them, exactly (every later access does what it would have) */
void cache_shrink(cache_t *c);
/* bytes its arrays hold */
double cache_held_bytes(const cache_t *c);
uint32_t cache_access(cache_t *c, uint64_t line, uint32_t want, int allocate,
                      uint64_t *evict_line, uint32_t *evict_mask);
void cache_fill(cache_t *c, uint64_t line, uint32_t sectors);
uint32_t cache_write(cache_t *c, uint64_t line, uint32_t sectors, uint64_t *clean_line);
/* the set a line maps to (sets x ways must be > 0) */
uint32_t cache_set(const cache_t *c, uint64_t line);
/* bytes the cache would allocate, for estimates */
double cache_bytes(double capacity_bytes, int line_bytes);

/* Balanced homes (memory.l2_balanced_homes): of each aligned block of 8
 * units (lines, or the runs of l2_set_lines that share a set), 4 live in each
 * L2 half, which 4 drawn from the block's hash (bal_mask: a bit per unit, 1 =
 * the second half).  A unit's index within its half, bal_dense: block x 4 +
 * its rank among the block's 4 of that half -- the units a half holds, numbered
 * without gaps, so that a range of them spreads evenly over the half's sets
 * (with a random half per unit, its sets got binomially many: some overflowed
 * well before the half was full). */
static inline unsigned bal_mask_draw(uint64_t block)
{
    uint64_t h = (block + 0x9e3779b97f4a7c15ULL) * 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 31;
    h *= 0x94d049bb133111ebULL;
    h ^= h >> 29;
    unsigned pos[8] = {0, 1, 2, 3, 4, 5, 6, 7}, m = 0;
    for (unsigned i = 0; i < 4; i++) {
        unsigned j = i + (unsigned)((h >> (8 * i)) % (8 - i)), t = pos[i];
        pos[i] = pos[j], pos[j] = t;
        m |= 1u << pos[i];
    }
    return m;
}
/* the same, the last block's kept (a pure function: a stream's neighbouring
 * units share a block, and L2's home, set and slice each ask for it) */
static inline unsigned bal_mask(uint64_t block)
{
    static __thread uint64_t last_block = ~0ULL;
    static __thread unsigned last_mask;
    if (block != last_block) last_block = block, last_mask = bal_mask_draw(block);
    return last_mask;
}
static inline int bal_home(uint64_t pair) { return (int)(bal_mask(pair >> 3) >> (pair & 7) & 1); }
/* bal_dense with its block's mask m = bal_mask(pair >> 3) already drawn */
static inline uint64_t bal_dense_m(uint64_t pair, unsigned m)
{
    unsigned k = (unsigned)(pair & 7);
    unsigned mh = (m >> k & 1) ? m : ~m & 0xffu;
    unsigned x = mh & ((1u << k) - 1); /* its half's units before it: a popcount of 8 bits */
    x = x - ((x >> 1) & 0x55u);
    x = (x & 0x33u) + ((x >> 2) & 0x33u);
    return (pair >> 3) * 4 + (uint64_t)((x + (x >> 4)) & 0x0fu);
}
static inline uint64_t bal_dense(uint64_t pair) { return bal_dense_m(pair, bal_mask(pair >> 3)); }
#endif
