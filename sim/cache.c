/* cache.c -- a sectored set-associative LRU write-back cache (cache.h). */
#include "cache.h"
#include "fastmod.h"

#include <stdlib.h>
#include <string.h>

/* a random-replacement cache's byte of a tag (line + 1; 0 for an empty way):
 * never 0 for a line */
static inline uint8_t fp_of(uint64_t tag)
{
    if (!tag) return 0;
    uint8_t b = (uint8_t)((tag * 0xc2b2ae3d27d4eb4fULL) >> 56); /* not the set's multiplier */
    return b ? b : 1;
}

/* way k's byte in fp (sets of 8, 16, ... ways: k itself) */
static inline size_t fp_index(const cache_t *c, size_t k)
{
    return c->fp_stride == c->ways ? k : k / c->ways * c->fp_stride + k % c->ways;
}

/* 8 bytes as a word, byte 0 in the low lane */
static inline uint64_t load8(const uint8_t *p)
{
    uint64_t x;
    memcpy(&x, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x);
#endif
    return x;
}

/* the top bit of each zero byte of x (and, possibly, of bytes above the
 * lowest zero one, through its borrow: exact for the lowest) */
static inline uint64_t zero_lanes(uint64_t x)
{
    return (x - 0x0101010101010101ULL) & ~x & 0x8080808080808080ULL;
}

double cache_bytes(double capacity_bytes, int line_bytes)
{
    /* each way, a byte of its tag (a random-replacement cache's) and when
     * it became dirty (a cache with a limit on dirty lines) */
    return capacity_bytes > 0 ? capacity_bytes / line_bytes * (sizeof(cache_way) + 1 + sizeof(uint64_t)) : 0;
}

int cache_init(cache_t *c, double capacity_bytes, int line_bytes, int ways, int random)
{
    memset(c, 0, sizeof *c);
    c->random = random;
    c->rs = 0x2545f4914f6cdd1dULL;
    uint64_t lines = capacity_bytes > 0 ? (uint64_t)(capacity_bytes / line_bytes) : 0;
    if (lines == 0) return 0;
    if (ways < 1) ways = 1;
    if ((uint64_t)ways > lines) ways = (int)lines;
    c->ways = (uint32_t)ways;
    c->sets = (uint32_t)(lines / (uint64_t)ways);
    c->setmod = mod_magic(c->sets);
    c->w = calloc((size_t)c->sets * c->ways, sizeof *c->w);
    if (!c->w) return -1;
    c->fp_stride = random ? (c->ways + 7) / 8 * 8 : 0;
    if (random && !(c->fp = calloc((size_t)c->sets * c->fp_stride, 1))) {
        cache_fini(c);
        return -1;
    }
    if (c->ways > 16 && !random) {
        size_t n = (size_t)c->sets * c->ways, slots = 64;
        while (slots < 2 * n) slots <<= 1;
        c->ix_mask = (uint32_t)(slots - 1);
        c->ix_key = calloc(slots, sizeof *c->ix_key);
        c->ix_way = malloc(slots * sizeof *c->ix_way);
        c->prv = malloc(n * sizeof *c->prv);
        c->nxt = malloc(n * sizeof *c->nxt);
        c->mru = malloc(c->sets * sizeof *c->mru);
        c->lru = malloc(c->sets * sizeof *c->lru);
        if (!c->ix_key || !c->ix_way || !c->prv || !c->nxt || !c->mru || !c->lru) {
            cache_fini(c);
            return -1;
        }
        /* never used: way 0 least recent, then 1, 2, ... (the scan's order) */
        for (uint32_t s = 0; s < c->sets; s++) {
            int32_t b = (int32_t)(s * c->ways), k = (int32_t)c->ways;
            for (int32_t i = 0; i < k; i++) {
                c->prv[b + i] = i + 1 < k ? b + i + 1 : -1; /* towards the most recent */
                c->nxt[b + i] = i > 0 ? b + i - 1 : -1;     /* towards the least recent */
            }
            c->mru[s] = b + k - 1;
            c->lru[s] = b;
        }
    }
    return 0;
}

static uint32_t ix_slot(uint64_t key)
{
    key *= 0x9e3779b97f4a7c15ULL;
    return (uint32_t)(key >> 32);
}

static int32_t ix_find(const cache_t *c, uint64_t line)
{
    for (uint32_t i = ix_slot(line + 1) & c->ix_mask;; i = (i + 1) & c->ix_mask) {
        if (c->ix_key[i] == 0) return -1;
        if (c->ix_key[i] == line + 1) return c->ix_way[i];
    }
}

static void ix_put(cache_t *c, uint64_t line, int32_t way)
{
    uint32_t i = ix_slot(line + 1) & c->ix_mask;
    while (c->ix_key[i] != 0) i = (i + 1) & c->ix_mask;
    c->ix_key[i] = line + 1;
    c->ix_way[i] = way;
}

static void ix_del(cache_t *c, uint64_t line)
{
    uint32_t i = ix_slot(line + 1) & c->ix_mask;
    while (c->ix_key[i] != line + 1) i = (i + 1) & c->ix_mask;
    for (uint32_t j = i;;) { /* backward-shift deletion */
        j = (j + 1) & c->ix_mask;
        if (c->ix_key[j] == 0) break;
        uint32_t home = ix_slot(c->ix_key[j]) & c->ix_mask;
        if ((i <= j) ? (home <= i || home > j) : (home <= i && home > j)) {
            c->ix_key[i] = c->ix_key[j];
            c->ix_way[i] = c->ix_way[j];
            i = j;
        }
    }
    c->ix_key[i] = 0;
}

/* way w (of set s) becomes the most recently used */
static void lru_touch(cache_t *c, uint32_t s, int32_t w)
{
    if (c->mru[s] == w) return;
    int32_t p = c->prv[w], n = c->nxt[w]; /* p is more recent, n less */
    c->nxt[p] = n;
    if (n >= 0) c->prv[n] = p;
    else c->lru[s] = p;
    c->prv[w] = -1;
    c->nxt[w] = c->mru[s];
    c->prv[c->mru[s]] = w;
    c->mru[s] = w;
}

int cache_set_dirty_ways(cache_t *c, uint32_t k)
{
    c->dirty_ways = k;
    if (!k || !c->w || c->dstamp) return 0;
    c->dstamp = calloc((size_t)c->sets * c->ways, sizeof *c->dstamp);
    return c->dstamp ? 0 : -1;
}

/* a copy of n elements of an array, or NULL for NULL (sets *bad on failure) */
static void *dup_arr(const void *a, size_t n, size_t size, int *bad)
{
    if (!a) return NULL;
    void *d = malloc(n > 0 && size > 0 ? n * size : 1);
    if (!d) {
        *bad = 1;
        return NULL;
    }
    memcpy(d, a, n * size);
    return d;
}

/* the ways of a packed cache (cache_shrink), as they were; 0, or -1 when out of memory */
static int unpack_ways(cache_t *dst, const cache_t *src, size_t n)
{
    dst->w = malloc(n * sizeof *dst->w);
    dst->dstamp = src->pk_dstamp ? calloc(n, sizeof *dst->dstamp) : NULL;
    if (!dst->w || (src->pk_dstamp && !dst->dstamp)) return -1;
    for (size_t k = 0; k < n; k++) {
        cache_way *w = &dst->w[k];
        w->tag = (uint64_t)src->pk_hiv[src->pk_hix[k]] << 32 | src->pk_tag[k];
        w->stamp = src->pk_age ? src->clock - src->pk_age[k] : 0;
        w->valid = src->pk_vd[2 * k];
        w->dirty = src->pk_vd[2 * k + 1];
        if (src->pk_dage && src->pk_dage[k]) dst->dstamp[k] = src->clock + 1 - src->pk_dage[k];
    }
    dst->last = src->pk_last >= 0 ? dst->w + src->pk_last : NULL;
    return 0;
}

int cache_clone(cache_t *dst, const cache_t *src)
{
    *dst = *src;
    size_t n = (size_t)src->sets * src->ways, slots = src->ix_key ? (size_t)src->ix_mask + 1 : 0;
    int bad = 0;
    dst->pk_tag = dst->pk_age = dst->pk_dage = dst->pk_hiv = NULL;
    dst->pk_vd = dst->pk_hix = NULL;
    dst->pk = dst->pk_dstamp = 0;
    dst->pk_last = -1;
    if (src->pk) {
        dst->w = NULL;
        dst->dstamp = NULL;
        bad = unpack_ways(dst, src, n) != 0;
    } else {
        dst->w = dup_arr(src->w, n, sizeof *src->w, &bad);
        dst->dstamp = dup_arr(src->dstamp, n, sizeof *src->dstamp, &bad);
    }
    dst->fp = dup_arr(src->fp, (size_t)src->sets * src->fp_stride, 1, &bad);
    dst->ix_key = dup_arr(src->ix_key, slots, sizeof *src->ix_key, &bad);
    dst->ix_way = dup_arr(src->ix_way, slots, sizeof *src->ix_way, &bad);
    dst->prv = dup_arr(src->prv, n, sizeof *src->prv, &bad);
    dst->nxt = dup_arr(src->nxt, n, sizeof *src->nxt, &bad);
    dst->mru = dup_arr(src->mru, src->sets, sizeof *src->mru, &bad);
    dst->lru = dup_arr(src->lru, src->sets, sizeof *src->lru, &bad);
    /* the way the last access found, in the copy's array */
    if (!src->pk) dst->last = src->last && dst->w ? dst->w + (src->last - src->w) : NULL;
    /* the look-up aids cache_shrink dropped, from the ways */
    if (!bad && n && src->random && !src->fp) {
        if ((dst->fp = calloc((size_t)src->sets * src->fp_stride, 1)))
            for (size_t k = 0; k < n; k++)
                dst->fp[fp_index(src, k)] = fp_of(dst->w[k].tag);
        else
            bad = 1;
    }
    if (!bad && n && !src->random && src->ways > 16 && !src->ix_key) {
        size_t ns = (size_t)src->ix_mask + 1;
        dst->ix_key = calloc(ns, sizeof *dst->ix_key);
        dst->ix_way = malloc(ns * sizeof *dst->ix_way);
        if (dst->ix_key && dst->ix_way) {
            for (size_t k = 0; k < n; k++)
                if (dst->w[k].tag) ix_put(dst, dst->w[k].tag - 1, (int32_t)k);
        } else {
            bad = 1;
        }
    }
    if (bad) {
        cache_fini(dst);
        return -1;
    }
    return 0;
}

static void free_packed(cache_t *c)
{
    free(c->pk_tag);
    free(c->pk_vd);
    free(c->pk_age);
    free(c->pk_dage);
    free(c->pk_hiv);
    free(c->pk_hix);
    c->pk_tag = c->pk_age = c->pk_dage = c->pk_hiv = NULL;
    c->pk_vd = c->pk_hix = NULL;
}

/* the index of a tag's high 32 bits in c->pk_hiv (added; at most 256 distinct): -1 past that */
static int hi_index(cache_t *c, uint32_t hi, int *nhi)
{
    for (int i = *nhi - 1; i >= 0; i--)
        if (c->pk_hiv[i] == hi) return i;
    if (*nhi == 256) return -1;
    c->pk_hiv[*nhi] = hi;
    return (*nhi)++;
}

/* the ways packed (cache_t's pk_*), when every figure fits: 0, or -1 (left as they are) */
static int pack_ways(cache_t *c)
{
    size_t n = (size_t)c->sets * c->ways;
    int dirty = 0, nhi = 0;
    c->pk_hiv = malloc(256 * sizeof *c->pk_hiv);
    c->pk_tag = malloc(n * sizeof *c->pk_tag);
    c->pk_hix = malloc(n);
    c->pk_vd = malloc(2 * n);
    c->pk_age = c->random ? NULL : malloc(n * sizeof *c->pk_age);
    c->pk_dage = c->dstamp ? malloc(n * sizeof *c->pk_dage) : NULL; /* freed again if nothing is dirty */
    if (!c->pk_hiv || !c->pk_tag || !c->pk_hix || !c->pk_vd || (!c->random && !c->pk_age) ||
        (c->dstamp && !c->pk_dage)) {
        free_packed(c);
        return -1;
    }
    for (size_t k = 0; k < n; k++) {
        const cache_way *w = &c->w[k];
        int hi = hi_index(c, (uint32_t)(w->tag >> 32), &nhi);
        uint64_t age = c->clock - w->stamp, dage = c->dstamp && c->dstamp[k] ? c->clock + 1 - c->dstamp[k] : 0;
        if (hi < 0 || w->valid > 0xff || w->dirty > 0xff || (c->pk_age && age > UINT32_MAX) || dage > UINT32_MAX) {
            free_packed(c);
            return -1;
        }
        c->pk_tag[k] = (uint32_t)w->tag;
        c->pk_hix[k] = (uint8_t)hi;
        c->pk_vd[2 * k] = (uint8_t)w->valid;
        c->pk_vd[2 * k + 1] = (uint8_t)w->dirty;
        if (c->pk_age) c->pk_age[k] = (uint32_t)age;
        if (c->pk_dage) c->pk_dage[k] = (uint32_t)dage;
        dirty |= dage != 0;
    }
    if (!dirty) {
        free(c->pk_dage);
        c->pk_dage = NULL;
    }
    c->pk = 1;
    c->pk_dstamp = c->dstamp != NULL;
    c->pk_last = c->last ? c->last - c->w : -1;
    free(c->w);
    free(c->dstamp);
    c->w = NULL;
    c->dstamp = NULL;
    c->last = NULL;
    return 0;
}

void cache_shrink(cache_t *c)
{
    free(c->fp);
    free(c->ix_key);
    free(c->ix_way);
    c->fp = NULL;
    c->ix_key = NULL;
    c->ix_way = NULL;
    if (c->w && !c->pk) pack_ways(c); /* else the ways stay as they are */
}

double cache_held_bytes(const cache_t *c)
{
    double n = (double)c->sets * c->ways;
    double b = 0;
    if (c->pk) {
        b += n * (sizeof *c->pk_tag + 3) + 256 * sizeof *c->pk_hiv;
        if (c->pk_age) b += n * sizeof *c->pk_age;
        if (c->pk_dage) b += n * sizeof *c->pk_dage;
    } else if (c->w) {
        b += n * sizeof(cache_way);
        if (c->dstamp) b += n * sizeof *c->dstamp;
    }
    if (c->fp) b += (double)c->sets * c->fp_stride;
    if (c->ix_key) b += ((double)c->ix_mask + 1) * (sizeof *c->ix_key + sizeof *c->ix_way);
    if (c->prv) b += n * 2 * sizeof *c->prv + (double)c->sets * 2 * sizeof *c->mru;
    return b;
}

void cache_fini(cache_t *c)
{
    free_packed(c);
    free(c->w);
    free(c->dstamp);
    free(c->fp);
    free(c->ix_key);
    free(c->ix_way);
    free(c->prv);
    free(c->nxt);
    free(c->mru);
    free(c->lru);
    memset(c, 0, sizeof *c);
}

/* x mod sets for a 32-bit x, without a division */
static inline uint32_t set_of(const cache_t *c, uint32_t x) { return mod_by(x, c->setmod, c->sets); }

uint32_t cache_set(const cache_t *c, uint64_t line)
{
    line >>= c->set_shift;
    if (c->balanced) line = bal_dense(line); /* its rank in its half: every set alike */
    if (c->plain) /* a line below 2^32 (all but far-placed arrays'): no division */
        return line >> 32 ? (uint32_t)(line % c->sets) : set_of(c, (uint32_t)line);
    /* Fibonacci hashing's top 32 bits scaled onto the sets (not taken mod
     * them): consecutive lines land evenly on every set, whatever their
     * number.  Taken mod a count not a power of two the same hash loaded some
     * sets twice as full as others at some sizes (a 16 MiB gather on 46 MiB of
     * L2 hit 0.76 where 44 and 48 MiB hit 1.00) */
    return (uint32_t)(((uint64_t)(uint32_t)((line * 0x9e3779b97f4a7c15ULL) >> 32) * c->sets) >> 32);
}

static cache_way *find(cache_t *c, uint64_t line, cache_way **victim)
{
    /* the fill after an access finds its way without a search */
    if (c->last && c->last->tag == line + 1) return c->last;
    if (c->ix_key) {
        int32_t w = ix_find(c, line);
        if (w >= 0) return &c->w[w];
        if (victim) *victim = &c->w[c->lru[cache_set(c, line)]];
        return NULL;
    }
    /* sets by a mixed hash of the line: strided streams spread over all sets */
    uint32_t si = cache_set(c, line);
    size_t base = (size_t)si * c->ways;
    cache_way *set = &c->w[base];
    if (c->random) {
        /* random replacement: a byte of each way's tag (a 16-way set's in 16
         * bytes), 8 ways at a time; the victim is the first empty way, else
         * any way */
        int32_t empty = -1;
        if (!c->fp) { /* the reference the test compares the bytes' scan with */
            for (uint32_t i = 0; i < c->ways; i++) {
                if (set[i].tag == line + 1) return &set[i];
                if (set[i].tag == 0 && empty < 0) empty = (int32_t)i;
            }
        } else {
            const uint8_t *f = &c->fp[(size_t)si * c->fp_stride];
            uint64_t want = (uint64_t)fp_of(line + 1) * 0x0101010101010101ULL;
            for (uint32_t i = 0; i < c->ways; i += 8) {
                uint64_t lanes = load8(f + i);
                uint64_t keep = c->ways - i >= 8 ? ~0ULL : (1ULL << 8 * (c->ways - i)) - 1;
                /* the lanes whose byte matches (a false one above a true one is
                 * possible: every candidate is checked against its tag) */
                for (uint64_t m = zero_lanes(lanes ^ want) & keep; m; m &= m - 1) {
                    uint32_t k = i + (uint32_t)__builtin_ctzll(m) / 8;
                    if (set[k].tag == line + 1) return &set[k];
                }
                uint64_t e = zero_lanes(lanes) & keep; /* its lowest lane is a true empty */
                if (empty < 0 && e) empty = (int32_t)(i + (uint32_t)__builtin_ctzll(e) / 8);
            }
        }
        if (victim) {
            if (empty < 0) {
                c->rs ^= c->rs << 13, c->rs ^= c->rs >> 7, c->rs ^= c->rs << 17;
                if (c->clean_victims) { /* a clean way if there is one, each alike */
                    uint32_t n = 0;
                    for (uint32_t i = 0; i < c->ways; i++) n += !set[i].dirty;
                    if (n) {
                        uint32_t k = (uint32_t)((c->rs >> 33) % n);
                        for (uint32_t i = 0;; i++)
                            if (!set[i].dirty && !k--) {
                                empty = (int32_t)i;
                                break;
                            }
                    }
                }
                if (empty < 0) empty = (int32_t)((c->rs >> 33) % c->ways);
            }
            *victim = &set[empty];
        }
        return NULL;
    }
    /* LRU */
    cache_way *lru = &set[0];
    for (uint32_t i = 0; i < c->ways; i++) {
        if (set[i].tag == line + 1) return &set[i];
        if (set[i].stamp < lru->stamp || (set[i].tag == 0 && lru->tag != 0)) lru = &set[i];
    }
    if (victim) *victim = lru;
    return NULL;
}

uint32_t cache_access(cache_t *c, uint64_t line, uint32_t want, int allocate,
                      uint64_t *evict_line, uint32_t *evict_mask)
{
    *evict_mask = 0;
    if (!c->w) {
        c->misses++;
        return want;
    }
    cache_way *v = NULL, *w = find(c, line, &v);
    if (w) {
        w->stamp = ++c->clock;
        c->last = w;
        if (c->ix_key) lru_touch(c, (uint32_t)((w - c->w) / c->ways), (int32_t)(w - c->w));
        uint32_t miss = want & ~w->valid;
        if (miss) c->misses++;
        else c->hits++;
        return miss;
    }
    c->misses++;
    if (!allocate) return want;
    if (v->tag && v->dirty) {
        *evict_line = v->tag - 1;
        *evict_mask = v->dirty;
    }
    if (c->ix_key) {
        if (v->tag) ix_del(c, v->tag - 1);
        ix_put(c, line, (int32_t)(v - c->w));
        lru_touch(c, (uint32_t)((v - c->w) / c->ways), (int32_t)(v - c->w));
    }
    v->tag = line + 1;
    if (c->fp) c->fp[fp_index(c, (size_t)(v - c->w))] = fp_of(line + 1);
    v->valid = v->dirty = 0;
    if (c->dstamp) c->dstamp[v - c->w] = 0;
    c->allocs++;
    v->stamp = ++c->clock;
    c->last = v;
    return want;
}

void cache_fill(cache_t *c, uint64_t line, uint32_t sectors)
{
    if (!c->w) return;
    cache_way *w = find(c, line, NULL);
    if (w) w->valid |= sectors;
}

uint32_t cache_write(cache_t *c, uint64_t line, uint32_t sectors, uint64_t *clean_line)
{
    if (!c->w) return 0;
    cache_way *w = find(c, line, NULL);
    if (!w) return 0;
    w->valid |= sectors;
    if (w->dirty || !sectors) {
        w->dirty |= sectors;
        return 0;
    }
    w->dirty = sectors;
    if (!c->dstamp) return 0;
    /* one more dirty line in its set: past the limit, the line dirty
     * longest is cleaned */
    size_t me = (size_t)(w - c->w), base = me / c->ways * c->ways;
    uint64_t *ds = &c->dstamp[base];
    ds[me - base] = ++c->clock;
    if (!c->dirty_ways) return 0;
    uint32_t n = 0;
    int32_t old = -1;
    for (uint32_t i = 0; i < c->ways; i++) {
        if (!ds[i]) continue;
        n++;
        if (i != me - base && (old < 0 || ds[i] < ds[old])) old = (int32_t)i;
    }
    if (n <= c->dirty_ways || old < 0) return 0;
    cache_way *o = &c->w[base + (size_t)old];
    uint32_t m = o->dirty;
    o->dirty = 0;
    ds[old] = 0;
    *clean_line = o->tag - 1;
    return m;
}
