/* cache.c -- a sectored set-associative LRU write-back cache (cache.h). */
#include "cache.h"

#include <stdlib.h>
#include <string.h>

double cache_bytes(double capacity_bytes, int line_bytes)
{
    return capacity_bytes > 0 ? capacity_bytes / line_bytes * sizeof(cache_way) : 0;
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
    c->setmod = UINT64_MAX / c->sets + 1;
    c->w = calloc((size_t)c->sets * c->ways, sizeof *c->w);
    return c->w ? 0 : -1;
}

void cache_fini(cache_t *c)
{
    free(c->w);
    memset(c, 0, sizeof *c);
}

/* x mod sets for a 32-bit x, exactly, by multiplication (Lemire's fastmod) */
static inline uint32_t set_of(const cache_t *c, uint32_t x)
{
    __extension__ typedef unsigned __int128 u128;
    return (uint32_t)(((u128)(c->setmod * x) * c->sets) >> 64);
}

uint32_t cache_set(const cache_t *c, uint64_t line)
{
    if (c->plain) return (uint32_t)(line % c->sets);
    return set_of(c, (uint32_t)((line * 0x9e3779b97f4a7c15ULL) >> 32));
}

static cache_way *find(cache_t *c, uint64_t line, cache_way **victim)
{
    /* the fill after an access finds its way without a search */
    if (c->last && c->last->tag == line + 1) return c->last;
    /* sets by a mixed hash of the line: strided streams spread over all sets */
    cache_way *set = &c->w[(size_t)cache_set(c, line) * c->ways];
    cache_way *lru = &set[0];
    for (uint32_t i = 0; i < c->ways; i++) {
        if (set[i].tag == line + 1) return &set[i];
        if (set[i].stamp < lru->stamp || (set[i].tag == 0 && lru->tag != 0)) lru = &set[i];
    }
    if (victim) {
        if (c->random && lru->tag != 0) { /* a full set: any way */
            c->rs ^= c->rs << 13, c->rs ^= c->rs >> 7, c->rs ^= c->rs << 17;
            lru = &set[(c->rs >> 33) % c->ways];
        }
        *victim = lru;
    }
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
    v->tag = line + 1;
    v->valid = v->dirty = 0;
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

void cache_write(cache_t *c, uint64_t line, uint32_t sectors)
{
    if (!c->w) return;
    cache_way *w = find(c, line, NULL);
    if (w) {
        w->valid |= sectors;
        w->dirty |= sectors;
    }
}
