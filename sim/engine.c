/* engine.c -- the event queues: a 4-ary heap of (time, seq) events with
 * 16-byte entries, and the calendar the simulator runs on (engine.h). */
#include "engine.h"

#include <stdlib.h>
#include <string.h>

static inline int before(const sim_hent *x, const sim_hent *y)
{
    return x->t < y->t || (x->t == y->t && x->key < y->key);
}

static inline uint64_t make_key(uint64_t seq, uint32_t type, uint32_t id)
{
    return (seq << (SIM_HEAP_ID_BITS + SIM_HEAP_TYPE_BITS)) | ((uint64_t)type << SIM_HEAP_ID_BITS) | id;
}

static inline void unpack(const sim_hent *e, sim_event *out)
{
    out->t = e->t;
    out->type = (uint32_t)(e->key >> SIM_HEAP_ID_BITS) & ((1u << SIM_HEAP_TYPE_BITS) - 1);
    out->id = (uint32_t)(e->key & SIM_HEAP_MAX_ID);
}

int sim_heap_init(sim_heap *h, uint32_t cap)
{
    if (cap < 16) cap = 16;
    h->a = malloc(sizeof *h->a * cap);
    h->n = 0;
    h->cap = h->a ? cap : 0;
    h->next_seq = 0;
    return h->a ? 0 : -1;
}

void sim_heap_fini(sim_heap *h)
{
    free(h->a);
    h->a = NULL;
    h->n = h->cap = 0;
}

/* a 4-ary heap's push and pop of whole entries */
static int heap_put(sim_heap *h, sim_hent e)
{
    if (h->n == h->cap) {
        if (h->cap > (UINT32_MAX >> 2)) return -1;
        uint32_t nc = h->cap ? h->cap * 2 : 16;
        sim_hent *na = realloc(h->a, sizeof *na * (size_t)nc);
        if (!na) return -1;
        h->a = na;
        h->cap = nc;
    }
    uint32_t i = h->n++;
    while (i > 0) {
        uint32_t p = (i - 1) >> 2;
        if (!before(&e, &h->a[p])) break;
        h->a[i] = h->a[p];
        i = p;
    }
    h->a[i] = e;
    return 0;
}

static sim_hent heap_take(sim_heap *h)
{
    sim_hent top = h->a[0];
    sim_hent last = h->a[--h->n];
    uint32_t n = h->n, i = 0;
    for (;;) {
        uint32_t c = 4 * i + 1;
        if (c >= n) break;
        uint32_t best = c;
        uint32_t end = c + 4 < n ? c + 4 : n;
        for (uint32_t k = c + 1; k < end; k++)
            if (before(&h->a[k], &h->a[best])) best = k;
        if (!before(&h->a[best], &last)) break;
        h->a[i] = h->a[best];
        i = best;
    }
    if (n) h->a[i] = last;
    return top;
}

int sim_heap_push(sim_heap *h, sim_time t, uint32_t type, uint32_t id)
{
    if (id > SIM_HEAP_MAX_ID || type >= (1u << SIM_HEAP_TYPE_BITS) || h->next_seq > SIM_HEAP_MAX_SEQ)
        return -1;
    sim_hent e = {t, make_key(h->next_seq, type, id)};
    if (heap_put(h, e)) return -1;
    h->next_seq++;
    return 0;
}

int sim_heap_pop(sim_heap *h, sim_event *out)
{
    if (h->n == 0) return 0;
    sim_hent e = heap_take(h);
    unpack(&e, out);
    return 1;
}

/* ---- the calendar ------------------------------------------------------- */

#define CAL_MASK (SIM_CAL_BUCKETS - 1)
#define CAL_WORDS (SIM_CAL_BUCKETS / 64)
#define CAL_SUMW (CAL_WORDS / 64) /* the summary: a bit per word of bits */
#define CAL_SLAB 4                /* a bucket's first events live in one shared array */
#define CAL_CMASK (SIM_CAL_CBUCKETS - 1)
#define CAL_CWORDS (SIM_CAL_CBUCKETS / 64)
_Static_assert(SIM_CAL_CBUCKETS >= 64 && (1u << SIM_CAL_CSHIFT) <= SIM_CAL_BUCKETS, "coarse calendar's shape");
_Static_assert(CAL_SUMW >= 1 && (CAL_SUMW & (CAL_SUMW - 1)) == 0, "SIM_CAL_LOG2B >= 12");

int sim_cal_init(sim_cal *q)
{
    memset(q, 0, sizeof *q);
    q->b = calloc(SIM_CAL_BUCKETS, sizeof *q->b);
    q->bits = calloc(CAL_WORDS, sizeof *q->bits);
    q->sum = calloc(CAL_SUMW, sizeof *q->sum);
    q->slab = malloc(sizeof *q->slab * SIM_CAL_BUCKETS * CAL_SLAB);
    q->cb = calloc(SIM_CAL_CBUCKETS, sizeof *q->cb);
    q->cbits = calloc(CAL_CWORDS, sizeof *q->cbits);
    if (!q->b || !q->bits || !q->sum || !q->slab || !q->cb || !q->cbits || sim_heap_init(&q->over, 64)) {
        sim_cal_fini(q);
        return -1;
    }
    return 0;
}

void sim_cal_fini(sim_cal *q)
{
    if (q->b && q->grown)
        for (uint32_t i = 0; i < SIM_CAL_BUCKETS; i++)
            if (q->b[i].cap > CAL_SLAB) free(q->b[i].a);
    free(q->slab);
    q->slab = NULL;
    if (q->cb)
        for (uint32_t i = 0; i < SIM_CAL_CBUCKETS; i++) free(q->cb[i].a);
    free(q->cb);
    free(q->cbits);
    q->cb = NULL;
    q->cbits = NULL;
    free(q->b);
    free(q->bits);
    free(q->sum);
    sim_heap_fini(&q->over);
    q->b = NULL;
    q->bits = NULL;
    q->sum = NULL;
    q->n = q->ncal = q->ncoarse = 0;
}

/* a full bucket: room for one more event (the slab's slot at first use, the
 * gap its taken head left, or twice the array); 0, or -1 when out of memory.
 * Kept out of line: bucket_put's common case is an append with room */
static __attribute__((noinline)) int bucket_room(sim_cal *q, uint32_t bi)
{
    sim_bucket *b = &q->b[bi];
    if (b->cap == 0) { /* first use: its slot of the slab */
        b->a = q->slab + (size_t)bi * CAL_SLAB;
        b->cap = CAL_SLAB;
    } else if (b->head > 0) { /* room at the front: close the gap */
        memmove(b->a, b->a + b->head, sizeof *b->a * (b->n - b->head));
        b->n -= b->head;
        b->head = 0;
    } else {
        uint32_t nc = b->cap * 2;
        if (nc < b->cap) return -1;
        sim_hent *na;
        if (b->cap == CAL_SLAB) { /* leaves the slab */
            na = malloc(sizeof *na * (size_t)nc);
            if (na) memcpy(na, b->a, sizeof *na * b->n);
            q->grown = 1;
        } else {
            na = realloc(b->a, sizeof *na * (size_t)nc);
        }
        if (!na) return -1;
        b->a = na;
        b->cap = nc;
    }
    return 0;
}

/* a bucket is an array sorted by (time, sequence), taken from its head: an
 * event later than all the bucket holds (the common case: a bucket is about
 * one SM cycle wide, and sequence numbers only grow) is appended; an earlier
 * one moves the later ones up by one */
static inline int bucket_put(sim_cal *q, uint32_t bi, sim_hent e)
{
    sim_bucket *b = &q->b[bi];
    if (b->n == b->cap && bucket_room(q, bi)) return -1;
    sim_hent *a = b->a;
    if (b->n == 0) { /* empty (bucket_take empties it whole): its bits go on */
        q->bits[bi >> 6] |= 1ULL << (bi & 63);
        q->sum[bi >> 12] |= 1ULL << (bi >> 6 & 63);
    }
    uint32_t i = b->n++;
    if (i > b->head && before(&e, &a[i - 1])) {
        /* earlier than the last: where it goes, by bisection (a bucket holds
         * dozens of events when many warps act at the same picosecond), and
         * the later ones move up together */
        uint32_t lo = b->head, hi = i - 1; /* it goes in [lo, hi]: a[hi] is after it */
        while (lo < hi) {
            uint32_t mid = lo + (hi - lo) / 2;
            if (before(&e, &a[mid]))
                hi = mid;
            else
                lo = mid + 1;
        }
        memmove(&a[lo + 1], &a[lo], (size_t)(i - lo) * sizeof *a);
        i = lo;
    }
    a[i] = e;
    q->ncal++;
    return 0;
}

static sim_hent bucket_take(sim_cal *q, uint32_t bi)
{
    sim_bucket *b = &q->b[bi];
    sim_hent top = b->a[b->head++];
    if (b->head == b->n) {
        b->head = b->n = 0;
        q->bits[bi >> 6] &= ~(1ULL << (bi & 63));
        if (!q->bits[bi >> 6]) q->sum[bi >> 12] &= ~(1ULL << (bi >> 6 & 63));
    }
    q->ncal--;
    return top;
}

/* the distance from the current bucket to the next non-empty one (the
 * calendar must hold an event) */
static uint32_t next_offset(const sim_cal *q)
{
    uint32_t start = (uint32_t)(q->cur & CAL_MASK);
    uint32_t w = start >> 6;
    uint64_t word = q->bits[w] & (~0ULL << (start & 63));
    if (!word) {
        /* the next non-empty word after w, going round, from the summary
         * (back at w itself: its buckets before start, a window ahead) */
        uint32_t w0 = (w + 1) & (CAL_WORDS - 1), sw = w0 >> 6;
        uint64_t m = q->sum[sw] & (~0ULL << (w0 & 63));
        for (uint32_t k = 0; !m; k++) {
            if (k > CAL_SUMW) return 0; /* unreachable while ncal > 0 */
            sw = (sw + 1) & (CAL_SUMW - 1);
            m = q->sum[sw];
        }
        w = (sw << 6) + (uint32_t)__builtin_ctzll(m);
        word = q->bits[w];
    }
    uint32_t bi = (w << 6) + (uint32_t)__builtin_ctzll(word);
    return (bi - start) & CAL_MASK;
}

/* ---- the coarse calendar: events beyond the fine one's reach ---------- */

static int cbucket_put(sim_cal *q, int64_t cabs, sim_hent e)
{
    uint32_t ci = (uint32_t)(cabs & CAL_CMASK);
    sim_cbucket *c = &q->cb[ci];
    if (c->n == c->cap) {
        uint32_t nc = c->cap ? c->cap * 2 : 16;
        if (nc < c->cap) return -1;
        sim_hent *na = realloc(c->a, sizeof *na * (size_t)nc);
        if (!na) return -1;
        c->a = na;
        c->cap = nc;
    }
    if (c->n == 0) q->cbits[ci >> 6] |= 1ULL << (ci & 63);
    c->a[c->n++] = e;
    q->ncoarse++;
    return 0;
}

/* an event beyond the fine calendar (its bucket at or after lim) */
static int far_put(sim_cal *q, sim_hent e)
{
    int64_t cabs = (e.t >> SIM_CAL_SHIFT) >> SIM_CAL_CSHIFT;
    if (cabs < (q->lim >> SIM_CAL_CSHIFT) + (int64_t)SIM_CAL_CBUCKETS) return cbucket_put(q, cabs, e);
    return heap_put(&q->over, e);
}

/* the first non-empty coarse bucket's absolute index (some must be) */
static int64_t first_coarse(const sim_cal *q)
{
    int64_t c0 = q->lim >> SIM_CAL_CSHIFT;
    uint32_t start = (uint32_t)(c0 & CAL_CMASK);
    for (uint32_t k = 0; k <= CAL_CWORDS; k++) {
        uint32_t w = ((start >> 6) + k) & (CAL_CWORDS - 1);
        uint64_t word = q->cbits[w];
        if (k == 0) word &= ~0ULL << (start & 63);
        if (word) {
            uint32_t ci = (w << 6) + (uint32_t)__builtin_ctzll(word);
            return c0 + ((ci - start) & CAL_CMASK);
        }
    }
    return c0; /* unreachable while ncoarse > 0 (the last word looked at is the
                * first again, whole: its buckets before start lie a window ahead) */
}

/* the fine calendar's reach grows to nlim (a coarse bucket's start, at most
 * cur + SIM_CAL_BUCKETS): the coarse buckets it now covers move into it
 * whole, and overflow events the coarse calendar now covers move there */
static int extend(sim_cal *q, int64_t nlim)
{
    int64_t c0 = q->lim >> SIM_CAL_CSHIFT, c1 = nlim >> SIM_CAL_CSHIFT;
    q->lim = nlim;
    if (q->ncoarse) {
        int64_t cend = c1 - c0 < (int64_t)SIM_CAL_CBUCKETS ? c1 : c0 + SIM_CAL_CBUCKETS;
        for (int64_t c = c0; c < cend && q->ncoarse; c++) {
            uint32_t ci = (uint32_t)(c & CAL_CMASK);
            sim_cbucket *cb = &q->cb[ci];
            if (!cb->n) continue;
            for (uint32_t k = 0; k < cb->n; k++) {
                int64_t ab = cb->a[k].t >> SIM_CAL_SHIFT;
                if (ab < q->cur) ab = q->cur;
                if (bucket_put(q, (uint32_t)(ab & CAL_MASK), cb->a[k])) return -1;
            }
            q->ncoarse -= cb->n;
            cb->n = 0;
            q->cbits[ci >> 6] &= ~(1ULL << (ci & 63));
        }
    }
    while (q->over.n && ((q->over.a[0].t >> SIM_CAL_SHIFT) >> SIM_CAL_CSHIFT) < c1 + (int64_t)SIM_CAL_CBUCKETS) {
        sim_hent e = heap_take(&q->over);
        int64_t ab = e.t >> SIM_CAL_SHIFT;
        int rc;
        if (ab < q->lim) {
            if (ab < q->cur) ab = q->cur;
            rc = bucket_put(q, (uint32_t)(ab & CAL_MASK), e);
        } else {
            rc = cbucket_put(q, ab >> SIM_CAL_CSHIFT, e);
        }
        if (rc) return -1;
    }
    return 0;
}

/* the fine calendar's farthest reach from cur: a whole coarse bucket */
static inline int64_t reach(int64_t cur)
{
    return ((cur + (int64_t)SIM_CAL_BUCKETS) >> SIM_CAL_CSHIFT) << SIM_CAL_CSHIFT;
}

int sim_cal_push(sim_cal *q, sim_time t, uint32_t type, uint32_t id)
{
    if (id > SIM_HEAP_MAX_ID || type >= (1u << SIM_HEAP_TYPE_BITS) || q->next_seq > SIM_HEAP_MAX_SEQ ||
        q->n == UINT32_MAX)
        return -1;
    sim_hent e = {t, make_key(q->next_seq, type, id)};
    int64_t ab = t >> SIM_CAL_SHIFT;
    if (q->n == 0) { /* an empty calendar starts at the event */
        q->cur = ab;
        q->lim = reach(ab);
    }
    int rc;
    if (ab < q->cur)
        rc = bucket_put(q, (uint32_t)(q->cur & CAL_MASK), e);
    else if (ab < q->lim)
        rc = bucket_put(q, (uint32_t)(ab & CAL_MASK), e);
    else
        rc = far_put(q, e);
    if (rc) return -1;
    q->next_seq++;
    q->n++;
    return 0;
}

/* moves cur to the bucket holding the earliest event; 0 when empty, -1 when
 * out of memory */
static int settle(sim_cal *q)
{
    if (q->n == 0) return 0;
    if (q->ncal == 0) {
        /* the fine calendar is empty: it starts again at the first coarse
         * bucket that holds events, or at the overflow's earliest */
        if (q->ncoarse) q->cur = first_coarse(q) << SIM_CAL_CSHIFT;
        else q->cur = q->over.a[0].t >> SIM_CAL_SHIFT;
        if (extend(q, reach(q->cur))) return -1;
        uint32_t d = next_offset(q);
        q->cur += d;
    } else {
        uint32_t d = next_offset(q);
        if (d == 0) return 1;
        q->cur += d;
    }
    /* every event not in the fine calendar lies at or beyond lim, and the
     * bucket found lies before it */
    int64_t nl = reach(q->cur);
    if (nl > q->lim && extend(q, nl)) return -1;
    return 1;
}

int sim_cal_pop(sim_cal *q, sim_event *out)
{
    int s = settle(q);
    if (s <= 0) return s;
    sim_hent e = bucket_take(q, (uint32_t)(q->cur & CAL_MASK));
    q->n--;
    unpack(&e, out);
    return 1;
}

sim_time sim_cal_min(sim_cal *q)
{
    if (q->n == 0) return INT64_MAX;
    if (q->ncal == 0) {
        if (!q->ncoarse) return q->over.a[0].t;
        const sim_cbucket *c = &q->cb[first_coarse(q) & CAL_CMASK];
        sim_time m = c->a[0].t;
        for (uint32_t k = 1; k < c->n; k++)
            if (c->a[k].t < m) m = c->a[k].t;
        return m;
    }
    uint32_t d = next_offset(q);
    const sim_bucket *b = &q->b[(q->cur + d) & CAL_MASK];
    return b->a[b->head].t;
}
