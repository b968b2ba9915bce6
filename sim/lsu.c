/* lsu.c -- the load/store unit: coalescing a warp's access into line
 * requests, the LSU queue, the MSHR table (loads to a line in flight merge;
 * a store holds an entry, the write buffer, until served) and the return
 * path.  See simint.h for the flow of one load and one store. */
#include "simint.h"

/* ---- MSHR map: keyed by the line as the SM knows it (l1line), so only
 * the SM's own accesses to one address merge.  Where no load touches a
 * line again (s->loads_once) none is ever in flight twice: the map stays
 * empty, unprobed (test_lines_once: the same results with it) ------------ */
static int map_find(const sim_t *s, const sm_t *m, uint64_t line)
{
    if (s->loads_once) return -1;
    uint32_t i = hash_line(line) & m->mask;
    for (;;) {
        const map_slot *sl = &m->map[i];
        if (sl->e < 0) return -1;
        if (sl->line == line) return sl->e;
        i = (i + 1) & m->mask;
    }
}
static void map_insert(const sim_t *s, sm_t *m, uint64_t line, int e)
{
    if (s->loads_once) return;
    SIM_ASSERT(m->map_n < m->mask); /* sized for every line in flight: never full */
    m->map_n++;
    uint32_t i = hash_line(line) & m->mask;
    while (m->map[i].e >= 0) i = (i + 1) & m->mask;
    m->map[i].line = line;
    m->map[i].e = e;
}
static void map_erase(const sim_t *s, sm_t *m, uint64_t line)
{
    if (s->loads_once) return;
    uint32_t i = hash_line(line) & m->mask;
    while (m->map[i].line != line || m->map[i].e < 0) i = (i + 1) & m->mask;
    /* backward-shift deletion */
    uint32_t j = i;
    for (;;) {
        j = (j + 1) & m->mask;
        if (m->map[j].e < 0) break;
        uint32_t home = hash_line(m->map[j].line) & m->mask;
        /* can the slot at j move to i?  yes if home is cyclically outside (i, j] */
        int move = (i <= j) ? (home <= i || home > j) : (home <= i && home > j);
        if (move) {
            m->map[i] = m->map[j];
            i = j;
        }
    }
    m->map[i].e = -1;
    m->map_n--;
}


/* the lines (and whole sectors in each) that 32 lanes starting at base
 * touch, walking lanes in address order (stride >= 0, so monotone); per
 * line the mask of its sectors and of those only partly written */
#define SEC(x) (p2 ? (x) >> ss : (x) / (uint64_t)sb)
#define IN_LINE(x) (p2 ? (x) & (uint64_t)(lb - 1) : (x) % (uint64_t)lb)
#define IN_SEC(x) (p2 ? (x) & (uint64_t)(sb - 1) : (x) % (uint64_t)sb)
/* p2: line and sector sizes are powers of two (ls, ss their logarithms), and
 * the divisions, which dominated the walk, become shifts; the caller passes a
 * constant, so the compiler builds both walks from this one */
static inline __attribute__((always_inline)) int walk(uint64_t base, const sim_instr *in, int lb,
                                                      int sb, int p2, int ls, int ss, int by_lane,
                                                      req_t *out)
{
    int n = 0;
    if (in->stride == in->width && !by_lane) {
        /* the lanes cover one contiguous range: walk its lines, not its
         * lanes (the same requests, for a fraction of the work); only the
         * range's first and last sectors can be partly covered */
        uint64_t e = base + 32 * (uint64_t)in->width;
        uint64_t first = p2 ? base >> ls : base / (uint64_t)lb, last = p2 ? (e - 1) >> ls : (e - 1) / (uint64_t)lb;
        for (uint64_t line = first; line <= last; line++) {
            uint64_t l0 = line * (uint64_t)lb;
            uint64_t lo = base > l0 ? base : l0, hi = e < l0 + (uint64_t)lb ? e : l0 + (uint64_t)lb;
            uint32_t s0 = (uint32_t)SEC(lo - l0), s1 = (uint32_t)SEC(hi - 1 - l0);
            SIM_ASSERT(n < SIM_MAX_REQS && s1 < 32);
            out[n].line = line;
            out[n].bytes = (int)(s1 - s0 + 1) * sb;
            out[n].sectors = (s1 - s0 == 31 ? 0xffffffffu : (1u << (s1 - s0 + 1)) - 1) << s0;
            out[n].partial = 0;
            if (IN_SEC(lo)) out[n].partial |= 1u << s0;
            if (IN_SEC(hi)) out[n].partial |= 1u << s1;
            n++;
        }
        return n;
    }
    uint64_t last_sector = UINT64_MAX;
    int covered = 0; /* bytes of the current sector the lanes cover */
    for (int l = 0; l < 32; l++) {
        uint64_t a = base + (uint64_t)l * (uint64_t)in->stride, e = a + (uint64_t)in->width;
        for (uint64_t b = a; b < e; b = (SEC(b) + 1) * (uint64_t)sb) {
            uint64_t sec = SEC(b), end = (sec + 1) * (uint64_t)sb;
            int over = (int)((e < end ? e : end) - b);
            if (sec == last_sector) {
                covered += over;
                continue;
            }
            if (n > 0 && covered < sb) out[n - 1].partial |= 1u << SEC(IN_LINE(last_sector * (uint64_t)sb));
            last_sector = sec;
            covered = over;
            uint64_t line = p2 ? b >> ls : b / (uint64_t)lb;
            uint32_t bit = 1u << SEC(IN_LINE(b));
            if (n > 0 && out[n - 1].line == line) {
                out[n - 1].bytes += sb;
                out[n - 1].sectors |= bit;
            } else {
                SIM_ASSERT(n < SIM_MAX_REQS);
                out[n].line = line;
                out[n].bytes = sb;
                out[n].sectors = bit;
                out[n].partial = 0;
                n++;
            }
        }
    }
    if (n > 0 && covered < sb) out[n - 1].partial |= 1u << SEC(IN_LINE(last_sector * (uint64_t)sb));
    return n;
}

#undef SEC
#undef IN_LINE
#undef IN_SEC

static int walk_lanes(uint64_t base, const sim_instr *in, int lb, int sb, req_t *out)
{
    if ((lb & (lb - 1)) || (sb & (sb - 1))) return walk(base, in, lb, sb, 0, 0, 0, 0, out);
    return walk(base, in, lb, sb, 1, __builtin_ctz((unsigned)lb), __builtin_ctz((unsigned)sb), 0, out);
}

int sim_lsu_selftest(char *err, size_t len)
{
    /* the contiguous walk and the shifts give what the lane-by-lane walk
     * with divisions gives, for every width and alignment tried */
    static const int geo[][2] = {{128, 32}, {64, 16}, {96, 24}, {128, 4}, {256, 128}};
    for (size_t g = 0; g < sizeof geo / sizeof geo[0]; g++) {
        int lb = geo[g][0], sb = geo[g][1];
        for (int width = 1; width <= 64; width++)
            for (int stride = 0; stride <= 2 * width; stride += width > 4 ? width / 2 : 1)
                for (uint64_t base = (1ULL << 40) - 300; base < (1ULL << 40) + 300; base += 7) {
                    sim_instr in;
                    memset(&in, 0, sizeof in);
                    in.width = width;
                    in.stride = stride;
                    req_t a[SIM_MAX_REQS], b[SIM_MAX_REQS];
                    int na = walk_lanes(base, &in, lb, sb, a);
                    int nb = walk(base, &in, lb, sb, 0, 0, 0, 1, b);
                    int same = na == nb;
                    for (int i = 0; same && i < na; i++)
                        same = a[i].line == b[i].line && a[i].bytes == b[i].bytes &&
                               a[i].sectors == b[i].sectors && a[i].partial == b[i].partial;
                    if (!same) {
                        snprintf(err, len, "walk differs: line %d sector %d width %d stride %d base %llu",
                                 lb, sb, width, stride, (unsigned long long)base);
                        return -1;
                    }
                }
    }
    return 0;
}

/* lines and bytes (whole sectors) one warp-wide access touches */
static int gen_requests(sim_t *s, int wi, const sim_instr *in, req_t *out)
{
    const warp_t *w = &s->warps[wi];
    const int lb = s->g->line_bytes, sb = s->g->sector_bytes;
    /* a stream's lines: its own region, wrapping at its footprint (scaled to
     * the SMs simulated; unbounded: 16 GiB for random lines) */
    uint64_t region = (uint64_t)in->stream << 44;
    uint64_t span = s->fp_bytes[in->stream];
    if (in->pattern == PAT_RANDOM) {
        int n = 0;
        uint64_t nl = span ? s->fp_full[in->stream] / (uint64_t)lb : s->lines_total;
        uint64_t first = region / (uint64_t)lb;
        if (in->own) { /* the SM's own 1/SMs of the footprint */
            nl /= (uint64_t)s->g->sm_count;
            first += (uint64_t)w->sm * nl;
        }
        /* the group's bytes, at a random place in the line aligned to their
         * size (a random element: its sector is as random as its line) */
        int bytes = in->group * in->width;
        int nsec = (bytes + sb - 1) / sb;
        uint32_t all = nsec >= 32 ? 0xffffffffu : (1u << nsec) - 1;
        uint32_t slots = bytes < lb ? (uint32_t)(lb / bytes) : 1;
        for (int l = 0; l < 32 / in->group; l++) {
            uint64_t r = rng_next(&s->rng);
            out[n].line = first + r % (nl ? nl : 1);
            out[n].l1line = out[n].line;
            int sec0 = slots > 1 ? (int)((uint32_t)(r >> 40) % slots) * bytes / sb : 0;
            out[n].bytes = nsec * sb;
            out[n].sectors = all << sec0;
            out[n].partial = bytes % sb ? 1u << (sec0 + nsec - 1) : 0;
            /* the coalescer: lanes in one line make one request */
            int d = 0;
            while (d < n && out[d].line != out[n].line) d++;
            if (d < n) {
                /* a sector stays partly written unless one lane wrote all of it */
                uint32_t whole = (out[d].sectors & ~out[d].partial) | (out[n].sectors & ~out[n].partial);
                out[d].partial = (out[d].partial | out[n].partial) & ~whole;
                out[d].sectors |= out[n].sectors;
                out[d].bytes = (int)popcount32(out[d].sectors) * sb;
            } else {
                n++;
            }
        }
        return n;
    }
    uint64_t base;
    if (in->addr_src >= 0) {
        uint64_t nl = span ? s->fp_full[in->stream] / (uint64_t)lb : s->lines_total;
        base = region + (rng_next(&s->rng) % (nl ? nl : 1)) * (uint64_t)lb;
    } else {
        uint64_t gw = (uint64_t)w->sm * (uint64_t)s->p.warps_per_sm +
                      (uint64_t)(wi % s->p.warps_per_sm);
        uint64_t chunk = in->apart > 0 ? (uint64_t)in->apart : (uint64_t)s->w->chunk_bytes[in->stream];
        /* local memory: the warp's own stack, the same lines every iteration */
        uint64_t it = in->local ? 0 : (uint64_t)w->iter;
        uint64_t pos = (it * (uint64_t)s->nw + gw) * chunk;
        if (span) {
            pos %= span;
            /* L1 sees the position the whole GPU's grid-stride loop gives
             * this warp, over the whole footprint: an SM meets its own lines
             * again when the GPU's would, not each pass of its share */
            uint64_t full = (it * (uint64_t)s->g->sm_count * (uint64_t)s->p.warps_per_sm + gw) * chunk %
                            s->fp_full[in->stream];
            int n = walk_lanes(region + pos + (uint64_t)in->offset, in, lb, sb, out);
            int64_t delta = (int64_t)full - (int64_t)pos;
            if (delta % lb == 0) { /* the same lines, moved (128 B chunks, 128 B lines) */
                for (int k = 0; k < n; k++) out[k].l1line = (uint64_t)((int64_t)out[k].line + delta / lb);
                return n;
            }
            req_t f[SIM_MAX_REQS];
            int nf = walk_lanes(region + full + (uint64_t)in->offset, in, lb, sb, f);
            SIM_ASSERT(nf == n); /* both positions are multiples of the chunk */
            for (int k = 0; k < n; k++) out[k].l1line = f[k].line;
            return n;
        }
        base = region + pos + (uint64_t)in->offset;
    }
    int n = walk_lanes(base, in, lb, sb, out);
    for (int k = 0; k < n; k++) out[k].l1line = out[k].line;
    return n;
}

/* the most lines one execution of an ld/st can touch with this GPU's line
 * and sector sizes: chunks are 128 B multiples and a dependent load's block
 * starts on a line, so the start lies at offset + k x 128 modulo the line */
int lsu_lines_of(const sim_instr *in, int lb, int sb)
{
    req_t tmp[SIM_MAX_REQS];
    if (in->pattern == PAT_RANDOM) return 32 / in->group;
    int most = 0, tries = lb > 128 ? lb / 128 : 1;
    for (int k = 0; k < tries; k++) {
        uint64_t base = in->addr_src >= 0 ? 0 : (uint64_t)in->offset + 128u * (uint64_t)k;
        int n = walk_lanes(base, in, lb, sb, tmp);
        if (n > most) most = n;
    }
    return most;
}

/* a load's sectors of a line entry e does not bring */
static inline uint32_t not_brought(const sim_t *s, int e, uint32_t want)
{
    return want & ~s->ents[e].sectors;
}

/* What an ld/st's lines need at its SM: fresh lines (an MSHR and, for a
 * load, an L1 line each) and fills (sectors a line in flight does not bring:
 * an MSHR each); returns 1 when a fresh load line's L1 set is full, with the
 * first such set and the ways held there that keep it full (thr) */
static inline int room_needed(const sim_t *s, const sm_t *m, int sm, const sim_instr *in, const req_t *reqs,
                              int nreq, int *fresh_out, int *fills_out, int *full_set, int *thr)
{
    /* loads merge with lines in flight; a store takes an entry per
     * line (the write buffer), so stores are throttled too */
    int fresh = 0, set_full = 0, fills = 0;
    uint32_t sets[SIM_MAX_REQS];
    *full_set = -1;
    *thr = 0;
    for (int k = 0; k < nreq; k++) {
        if (in->op == OP_ST) {
            fresh++;
            continue;
        }
        int f = map_find(s, m, reqs[k].l1line);
        if (f >= 0) {
            /* the line is in flight: sectors it does not bring need a
             * request of their own (an MSHR, not another line) */
            fills += not_brought(s, f, reqs[k].sectors) != 0;
            continue;
        }
        if (s->l1_set_ways > 0) {
            /* its line takes a way of its L1 set: full when the lines in
             * flight there and this load's earlier lines fill the set
             * (a set with none in flight takes what one load needs) */
            uint32_t st = cache_set(&s->l1[sm], reqs[k].l1line);
            int held = m->set_held[st], c = held;
            for (int j = 0; j < fresh; j++) c += sets[j] == st;
            if (held > 0 && c >= s->l1_set_ways && !set_full) { /* the first full set, and what fills it */
                set_full = 1;
                *full_set = (int)st;
                *thr = s->l1_set_ways - (c - held);
            }
            sets[fresh] = st;
        }
        fresh++;
    }
    *fresh_out = fresh;
    *fills_out = fills;
    return set_full;
}

#ifdef LHSIM_CHECK_WAKES
uint64_t lhsim_wakes_skipped;
/* a release that does not wake the first in line: its try would have failed */
static void check_skip(const sim_t *s, const sm_t *m)
{
    int wi = m->mwait[m->mw_head];
    const warp_t *w = &s->warps[wi];
    const sim_instr *in = &s->w->ins[w->pc];
    SIM_ASSERT(in->op == OP_LD && w->nreq > 0);
    int fresh, fills, fs, thr;
    int full = room_needed(s, m, w->sm, in, &s->wreq[(size_t)wi * (size_t)s->wreq_max], w->nreq, &fresh, &fills,
                           &fs, &thr);
    SIM_ASSERT(m->mshr_used + fresh + fills > s->mshr_cap || m->ld_used + fresh > s->ld_cap || full);
    lhsim_wakes_skipped++;
}
#endif

/* In order, what kept the first in line out: none of its lines can come
 * into flight while it waits (the loads behind it wait too), so it lacks at
 * least as much at any later try -- MSHR entries (need_m), L1 lines for
 * loads (need_l), and, in L1 set full_set, ways: held there then at least
 * thr of them (0 / -1: not what kept it out).  Until a release frees enough
 * of one that did, its try would fail again, and it is not woken.  A store
 * first in line is woken by every release, as before: the stores of other
 * warps do not queue behind it, and which of them takes freed entries first
 * is the timing of their tries (skipping those moved a write-only loop 3%). */
static void head_blocked(sm_t *m, int load, int need_m, int need_l, int full_set, int thr)
{
    if (!load) need_m = need_l = 0, full_set = -1;
    m->head_need = need_m;
    m->head_ld = need_l;
    m->head_set = full_set;
    m->head_thr = thr;
}

static int head_still_blocked(const sim_t *s, const sm_t *m)
{
    return (m->head_need > 0 && m->mshr_used + m->head_need > s->mshr_cap) ||
           (m->head_ld > 0 && m->ld_used + m->head_ld > s->ld_cap) ||
           (m->head_set >= 0 && m->set_held[m->head_set] > 0 && m->set_held[m->head_set] >= m->head_thr);
}

/* warp wi joins the SM's line of warps waiting for room: at its end, or with
 * sm.lsu_wait_by_age behind the older ones only (the first in line stays
 * first: it may be the one a release has woken) */
static void wait_in_line(const sim_t *s, sm_t *m, int wi)
{
    SIM_ASSERT(m->mw_n < m->mw_cap);
    int pos = m->mw_n, wp = s->p.warps_per_sm;
    if (s->g->lsu_wait_by_age)
        for (; pos > 1 && m->mwait[(m->mw_head + pos - 1) % m->mw_cap] % wp > wi % wp; pos--)
            m->mwait[(m->mw_head + pos) % m->mw_cap] = m->mwait[(m->mw_head + pos - 1) % m->mw_cap];
    m->mwait[(m->mw_head + pos) % m->mw_cap] = wi;
    m->mw_n++;
}

/* Room for the instruction at the SM: the per-warp load cap, the LSU queue
 * and the MSHRs.  Returns 1 with its requests in reqs (admitted), or 0 when
 * the warp must wait (its state and wake-up are set here). */
int lsu_admit(sim_t *s, int wi, const sim_instr *in, sim_time t, const req_t **out, int *nreq)
{
    warp_t *w = &s->warps[wi];
    sm_t *m = &s->sms[w->sm];
    if (in->op == OP_LD && w->outstanding >= s->warp_cap) {
        w->waiting = WAIT_CAP;
        set_state(s, wi, SIM_ST_LG_THROTTLE, t);
        return 0;
    }
    if (m->lsu_free > t + s->lsu_queue) {
        set_state(s, wi, SIM_ST_LG_THROTTLE, t);
        w->waiting = WAIT_EVENT;
        push(s, m->lsu_free - s->lsu_queue, EV_ISSUE, wi);
        return 0;
    }
    /* the lines are drawn once per execution of the instruction: a warp
     * that waits for room retries with the same addresses */
    req_t *reqs = &s->wreq[(size_t)wi * (size_t)s->wreq_max];
    if (w->nreq == 0) {
        w->nreq = gen_requests(s, wi, in, reqs);
        SIM_ASSERT(w->nreq > 0 && w->nreq <= s->wreq_max);
    }
    *nreq = w->nreq;
    *out = reqs;
    int head = m->mw_n > 0 && m->mwait[m->mw_head] == wi;
    if (s->in_order && in->op == OP_LD && m->mw_n > 0 && !head) {
        /* in order: behind the warps already waiting for room (by age: the older) */
        w->waiting = WAIT_MSHR;
        set_state(s, wi, SIM_ST_MSHR_FULL, t);
        wait_in_line(s, m, wi);
        return 0;
    }
    int fresh, fills, full_set, full_thr;
    int set_full = room_needed(s, m, w->sm, in, reqs, *nreq, &fresh, &fills, &full_set, &full_thr);
    int short_mshr = m->mshr_used + fresh + fills > s->mshr_cap;
    int short_ld = in->op == OP_LD && m->ld_used + fresh > s->ld_cap;
    if (short_mshr || short_ld || (in->op == OP_LD && set_full)) {
        SIM_ASSERT(fresh + fills <= s->mshr_cap);
        w->waiting = WAIT_MSHR;
        set_state(s, wi, SIM_ST_MSHR_FULL, t);
        if (s->in_order && (head || m->mw_n == 0)) /* first in line, or now first */
            head_blocked(m, in->op == OP_LD, short_mshr ? fresh + fills : 0, short_ld ? fresh : 0, full_set,
                         full_thr);
        if (s->in_order && head) { /* stays first; a release that could let it in wakes it */
            m->head_woken = 0;
            return 0;
        }
        wait_in_line(s, m, wi);
        return 0;
    }
    if (s->in_order && head) { /* in: the next in line may fit too */
        m->mw_head = (m->mw_head + 1) % m->mw_cap;
        m->mw_n--;
        m->head_woken = 0;
        if (m->mw_n > 0) {
            m->head_woken = 1;
            warp_wake(s, m->mwait[m->mw_head], t);
        }
    }
    w->nreq = 0; /* admitted: the next ld/st draws its own */
    return 1;
}

/* ---- the memory below the SM: L1, L2, DRAM ------------------------------ */

/* the sectors a miss reads: each missing sector's aligned fetch block */
static uint32_t fetch_mask(const sim_t *s, uint32_t miss)
{
    uint32_t m = 0;
    for (uint32_t b = miss; b; b &= b - 1) m |= s->fetch_grp << s->fetch_lo[__builtin_ctz(b)];
    return m & s->line_mask;
}

/* a request for DRAM (a read, or a write-back of dirty sectors that no warp
 * waits for) leaves at dep; it reaches its channel half the fixed latency later */
static void to_dram(sim_t *s, int e, sim_time dep)
{
    entry_t *en = &s->ents[e];
    en->channel = (int)mod_by(hash_line(row_of(s, en->line)), s->ch_mod, (uint32_t)s->nch);
    en->write = en->kind == ENT_STORE || en->kind == ENT_WB;
    push(s, dep + s->half_fixed, EV_ARRIVE, e);
}

/* a request entry from the pool, filled (pool growth can move s->ents:
 * re-take other entry pointers after it); -1 when out of memory */
static int new_entry(sim_t *s, int sm, uint64_t line, int bytes, int kind, sim_time extra,
                     sim_time dep)
{
    int e = ent_get(s);
    if (e < 0) return -1;
    entry_t *en = &s->ents[e];
    memset(en, 0, sizeof *en);
    en->line = line;
    en->l1line = line;
    en->sm = sm;
    en->bytes = bytes;
    en->waiters = -1;
    en->l1set = -1;
    en->kind = kind;
    en->extra = extra;
    en->depart = dep;
    return e;
}

/* a dirty line leaves L2: its dirty sectors are written to DRAM */
static void write_back(sim_t *s, int sm, uint64_t line, uint32_t dirty, sim_time dep)
{
    int e = new_entry(s, sm, line, (int)popcount32(dirty) * s->g->sector_bytes, ENT_WB, 0, dep);
    if (e < 0) return;
    s->ents[e].sectors = dirty;
    to_dram(s, e, dep);
}

/* the slice of partition part that serves L2 line `line` */
static uint32_t l2_slice(sim_t *s, int part, uint64_t line)
{
    uint32_t per = s->sl_per;
    /* consecutive lines go to consecutive slices, each aligned run of `per`
     * lines to every slice once, from a place its run's hash picks (as an
     * address hash spreads a contiguous range evenly; random lines still
     * land at random) */
    uint64_t grp = line >> s->l2_set_shift; /* a set's lines share its slice */
    /* with balanced homes, the units a half holds are numbered without gaps
     * (bal_dense): a range's units of this half go to its slices in turn, as
     * they go to its sets, so a contiguous range meets all of the half's
     * slices, not the half of them its home bits happen to pick */
    if (s->bal_homes) { /* a stream's neighbouring pairs share a block: its mask drawn once */
        if (grp >> 3 != s->sl_blk) s->sl_blk = grp >> 3, s->sl_blkmask = bal_mask(grp >> 3);
        grp = bal_dense_m(grp, s->sl_blkmask);
    }
    if (grp - s->sl_base >= per) { /* another run than the last one placed */
        uint64_t run = grp / per;
        s->sl_base = run * per;
        s->sl_off = mod_by(hash_line(run * 0x9e3779b97f4a7c15ULL), s->sl_mod, per);
    }
    uint32_t k = (uint32_t)(grp - s->sl_base) + s->sl_off;
    return (uint32_t)part * per + (k >= per ? k - per : k);
}

/* slice k's port from the SMs takes d from t on, after what is booked there:
 * when it is through */
static sim_time port_take(sim_t *s, uint32_t k, sim_time t, sim_time d)
{
    sim_time *p = &s->sl_free[(uint32_t)s->nsl + k];
    *p = (*p > t ? *p : t) + d;
    if (s->measuring) s->port_busy += (double)d;
    return *p;
}

/* memory.l2_fills_cross_port: the line DRAM read for request en, done at t,
 * crosses its home slice's port into L2 with its data: it takes the port's
 * time from the stores that come after it, without waiting itself (as a
 * load's request does) */
void l2_fill_port(sim_t *s, const entry_t *en, sim_time t)
{
    uint64_t l2line = en->kind == ENT_FILL ? en->line : l2_line_of(s, en->line);
    port_take(s, l2_slice(s, l2_home(s, l2line), l2line), t, (sim_time)sim_round(en->bytes * s->in_ps_per_byte));
}

/* an L2 slice of partition part serves bytes for a request that reached it
 * at t: when done.  Its request (a header, a store's data too: in_bytes)
 * crosses the slice's port from the SMs: a store is done no sooner than its
 * data is through; a load's request goes first, taking the port's time from
 * the stores without waiting.  The slice itself serves requests in the order
 * they reach it (a store's wait at the port is not a wait at the slice: the
 * loads behind it would queue behind a time not yet come) */
static sim_time l2_serve(sim_t *s, int part, uint64_t line, int bytes, sim_time req, sim_time t, int in_bytes)
{
    uint32_t k = l2_slice(s, part, line);
    sim_time through = 0;
    if (s->in_ps_per_byte > 0) {
        sim_time d = in_bytes <= SIM_L2_SVC_MAX ? s->in_svc[in_bytes]
                                                : (sim_time)sim_round((in_bytes + s->in_hdr) * s->in_ps_per_byte);
        sim_time end = port_take(s, k, t, d);
        if (in_bytes > 0) through = end;
    }
    sim_time *f = &s->sl_free[k];
    sim_time start = *f > t ? *f : t;
    sim_time svc = bytes >= 0 && bytes <= SIM_L2_SVC_MAX ? s->l2_svc[bytes] : (sim_time)sim_round(bytes * s->l2_ps_per_byte);
    *f = start + (svc > req ? svc : req); /* bytes, or the request itself */
    if (s->measuring) s->l2_bytes += bytes;
    return *f > through ? *f : through;
}

/* a load line that left the SM at dep misses in partition part: it was
 * looked up in its slice like a hit and waited its turn there (the unloaded
 * latency already has the look-up in it): when it goes on */
static sim_time l2_wait(sim_t *s, int part, uint64_t line, sim_time dep)
{
    sim_time at = dep + s->l2_half;
    sim_time start = l2_serve(s, part, line, 0, s->l2_req_ps, at, 0) - s->l2_req_ps;
    return dep + (start - at);
}

/* a load line L2 partition part holds: its slice serves it, then the rest
 * of the L2 latency */
static void l2_hit(sim_t *s, int e, int part, uint64_t l2line, sim_time dep, sim_time lag)
{
    entry_t *en = &s->ents[e];
    sim_time done = l2_serve(s, part, l2line, en->bytes, s->l2_req_ps, dep + s->l2_half, 0);
    en->channel = -1;
    push(s, done + s->l2_half + lag, EV_RETURN, e);
}

/* a load line L2 missed (its home half, and the near one lag ago): it reads
 * the sectors fetch from DRAM after its turn at the home slice */
static inline __attribute__((always_inline)) void l2_miss(sim_t *s, int e, int home, uint64_t l2line, uint32_t fetch, sim_time dep, sim_time lag)
{
    s->ents[e].bytes = (int)popcount32(fetch) * s->g->sector_bytes;
    if (s->g->l2_miss_holds_slice && s->l2_req_ps > 0) dep = l2_wait(s, home, l2line, dep);
    to_dram(s, e, dep + lag);
}

/* one fresh load line at its SM's L1, then L2, then DRAM: pushes its return */
static void load_line(sim_t *s, int e, uint32_t sectors, int cg, sim_time dep)
{
    entry_t *en = &s->ents[e];
    uint64_t evl = 0;
    uint32_t evm = 0;
    if (s->l1_on && !cg) {
        if (s->lines_once) {
            /* a line no access touches again (sim_lines_once): it misses, and
             * what L1 would keep of it is never asked for (its set's ways held
             * by loads in flight are counted apart: lsu_admit) */
            if (s->measuring) s->l1_acc++;
            s->accessed++;
        } else {
            cache_t *l1 = &s->l1[en->sm];
            uint32_t miss = cache_access(l1, en->l1line, sectors, 1, &evl, &evm);
            if (s->measuring) s->l1_acc++, s->l1_hits += !miss;
            s->reused += miss != sectors, s->accessed++;
            if (!miss) {
                en->l1hit = 1;
                push(s, dep + s->l1_lat, EV_RETURN, e);
                return;
            }
            cache_fill(l1, en->l1line, sectors);
        }
    }
    if (!s->l2_on) {
        if (s->g->l2_hit_fraction > 0 && rng_unit(&s->rng) < s->g->l2_hit_fraction) {
            en->channel = -1;
            push(s, dep + s->l2_lat, EV_RETURN, e);
        } else {
            to_dram(s, e, dep);
        }
        return;
    }
    uint64_t l2line = l2_line_of(s, en->line);
    int home = l2_home(s, l2line), near = s->nparts > 1 ? en->sm & 1 : 0;
    sim_time lag = 0, jit = 0;
    if (s->l2_jit_ps > 0) {
        /* the line's own trip through L2, evenly around its mean (l2_jitter_ns):
         * it comes back that much sooner or later, a hit or (with DRAM's
         * spread) a miss */
        jit = (sim_time)sim_round(s->l2_jit_ps * (rng_unit(&s->rng) - 0.5));
        en->extra += jit;
    }
    if (s->lines_once) {
        /* a line no access touches again (sim_lines_once): a miss in both
         * halves whatever they hold, and what they would take is never
         * asked for; only the slices' timing is left */
        if (near != home && s->g->l2_miss_holds_slice && s->l2_req_ps > 0) lag = l2_wait(s, near, l2line, dep) - dep;
        if (s->measuring) s->l2_acc++;
        s->accessed++;
        if (near != home) s->ents[e].extra += s->cross;
        l2_miss(s, e, home, l2line, fetch_mask(s, sectors), dep, lag);
        return;
    }
    if (near != home) {
        /* the SM's own partition may hold a copy (never written: stores go
         * home); else it keeps one of what home sends */
        uint32_t nm = cache_access(&s->l2[near], l2line, sectors, 1, &evl, &evm);
        if (!nm) {
            if (s->measuring) s->l2_acc++, s->l2_hits++;
            s->reused++, s->accessed++;
            l2_hit(s, e, near, l2line, dep, jit);
            return;
        }
        cache_fill(&s->l2[near], l2line, sectors);
        /* looked up there first: its wait there is added to its return (the
         * home slice still sees it arrive in departure order) */
        if (s->g->l2_miss_holds_slice && s->l2_req_ps > 0) lag = l2_wait(s, near, l2line, dep) - dep;
        if (evm) { /* the copy took the place of a dirty line of near's own */
            write_back(s, en->sm, evl, evm, dep);
            en = &s->ents[e];
        }
        evl = 0, evm = 0;
    }
    uint32_t miss = cache_access(&s->l2[home], l2line, sectors, 1, &evl, &evm);
    if (s->measuring) s->l2_acc++, s->l2_hits += !miss;
    s->reused += miss != sectors, s->accessed++;
    if (evm) {
        write_back(s, en->sm, evl, evm, dep);
        en = &s->ents[e]; /* the write-back's entry may have moved the pool */
    }
    sim_time far = near != home ? s->cross : 0; /* served by the other half */
    if (!miss) {
        l2_hit(s, e, home, l2line, dep, lag + jit + far);
        return;
    }
    en->extra += far;
    uint32_t fetch = fetch_mask(s, miss);
    cache_fill(&s->l2[home], l2line, fetch | sectors);
    l2_miss(s, e, home, l2line, fetch, dep, lag);
}

/* one store line: through L1 (not kept), written into L2 (write-back);
 * its write-buffer entry is free once L2 has it -- unless taking the line
 * evicted a dirty one, whose write to DRAM it then waits for (so stores
 * cannot outrun DRAM).  A partly written sector missing from L2 is read
 * first (partial_write_fetch). */
static void store_line(sim_t *s, int e, uint32_t sectors, uint32_t partial, sim_time dep)
{
    entry_t *en = &s->ents[e];
    if (!s->l2_on) {
        to_dram(s, e, dep);
        return;
    }
    uint64_t evl = 0, l2line = l2_line_of(s, en->line);
    uint32_t evm = 0;
    int home = l2_home(s, l2line); /* written where the line lives */
    uint32_t miss = cache_access(&s->l2[home], l2line, sectors, 1, &evl, &evm);
    if (s->measuring) s->l2_acc++, s->l2_hits += !miss;
    s->reused += miss != sectors, s->accessed++;
    uint32_t rd = s->g->partial_write_fetch ? (miss & partial) : 0;
    if (rd) { /* read the partly written sectors before merging */
        uint32_t fm = rd; /* just the sectors (ncu-l2: ~1 sector read per 4 B random store) */
        int f = new_entry(s, en->sm, l2line, (int)popcount32(fm) * s->g->sector_bytes, ENT_FILL,
                          0, dep);
        if (f < 0) return;
        en = &s->ents[e];
        to_dram(s, f, dep);
        cache_fill(&s->l2[home], l2line, fm);
    }
    uint64_t cl = 0;
    uint32_t cm = cache_write(&s->l2[home], l2line, sectors, &cl);
    if (cm && evm) { /* both: not while the limit holds (a dirty victim leaves the count as it was) */
        write_back(s, en->sm, cl, cm, dep);
        en = &s->ents[e];
    } else if (cm) { /* its set had too many dirty lines: the one dirty longest is written */
        evl = cl, evm = cm;
    }
    /* a store holds its slice longer than a load: its data comes with it,
     * and part of a sector is merged into the sector */
    sim_time done = l2_serve(s, home, l2line, en->bytes, partial ? s->l2_pst_ps : s->l2_st_ps,
                             dep + s->l2_half, en->bytes);
    if (evm) { /* the entry rides with the write (eviction or cleaning), once its slice is done */
        en->line = evl;
        en->bytes = (int)popcount32(evm) * s->g->sector_bytes;
        en->sectors = evm;
        to_dram(s, e, done - s->l2_half);
        return;
    }
    en->channel = -1;
    push(s, done + s->l2_half, EV_RETURN, e);
}

/* a load's request for these sectors of rq's line: its MSHR entry, leaving
 * the SM when the LSU has taken the lines before it (*dep); -1 when out of
 * memory */
static int load_entry(sim_t *s, sm_t *m, int sm, const req_t *rq, uint32_t sectors, int bytes, sim_time extra,
                      sim_time t, sim_time *dep)
{
    *dep = m->lsu_free > t ? m->lsu_free : t;
    m->lsu_free = *dep + s->lsu_per_line;
    int e = new_entry(s, sm, rq->line, bytes, ENT_LOAD, extra, *dep);
    if (e < 0) return -1;
    s->ents[e].l1line = rq->l1line;
    s->ents[e].sectors = sectors;
    m->mshr_used++;
    s->requests++;
    return e;
}

/* an admitted ld/st leaves the SM: one request per line not already in flight */
void lsu_send(sim_t *s, int wi, const sim_instr *in, sim_time t, const req_t *reqs, int nreq)
{
    warp_t *w = &s->warps[wi];
    sm_t *m = &s->sms[w->sm];
    if (s->measuring && !in->local) s->useful += 32.0 * in->width;
    if (in->op == OP_ST) {
        /* the store's data leaves the registers through its scheduler's
         * store data path, one store after another; its registers are held
         * until then, and its lines cannot leave the SM before (the LSU
         * takes their addresses meanwhile: loads behind them do not wait) */
        sim_time rd = t;
        if (s->st_ps_per_byte > 0 || s->st_lat > 0) {
            sim_time *sf = &s->st_free[w->sm * s->g->warp_schedulers + w->sched];
            *sf = (*sf > t ? *sf : t) + (sim_time)sim_round(32.0 * in->width * s->st_ps_per_byte);
            rd = *sf + s->st_lat;
            /* stores in flight share one read barrier, as compiled code
             * does (six barriers for everything): a register any of them
             * reads is free when the last has read its data */
            if (w->held_until <= t) w->held = 0;
            for (int k = 0; k < in->nsrc; k++) w->held |= 1ULL << in->src[k];
            w->held_until = rd;
        }
        for (int k = 0; k < nreq; k++) {
            sim_time dep = m->lsu_free > t ? m->lsu_free : t;
            m->lsu_free = dep + s->lsu_per_line;
            if (dep < rd) dep = rd; /* the address went ahead; the line waits for its data */
            if (s->so_ps_per_byte > 0) { /* the SM's way out: one line after another */
                if (dep < m->so_free) dep = m->so_free;
                m->so_free = dep + (sim_time)sim_round(reqs[k].bytes * s->so_ps_per_byte);
            }
            int e = new_entry(s, w->sm, reqs[k].line, reqs[k].bytes, ENT_STORE, 0, dep);
            if (e < 0) return;
            m->mshr_used++;
            s->requests++;
            store_line(s, e, reqs[k].sectors, reqs[k].partial, dep);
        }
        return;
    }
    /* a load */
    {
        int si = slot_get(s);
        if (si < 0) return;
        slot_t *sl = &s->slots[si];
        sl->warp = wi;
        sl->dst = in->dst;
        sl->remaining = nreq;
        sl->issued = t;
        sl->nheld = 0;
        sl->filled = 0;
        w->pending |= 1ULL << in->dst;
        w->outstanding++;
        /* one draw of the latency spread per load instruction: its lines
         * travel and are served together */
        sim_time extra = 0;
        if (s->spread_ps > 0)
            extra = (sim_time)sim_round(-s->spread_ps * log(1.0 - rng_unit(&s->rng)));
        for (int k = 0; k < nreq; k++) {
            int e = map_find(s, m, reqs[k].l1line);
            int fresh = e < 0;
            uint32_t more = fresh ? 0 : not_brought(s, e, reqs[k].sectors);
            sim_time dep;
            if (more) {
                /* sectors the line in flight does not bring: their own
                 * request, in the line's slot (no new line or way) */
                e = load_entry(s, m, w->sm, &reqs[k], more, (int)popcount32(more) * s->g->sector_bytes,
                               extra, t, &dep);
                if (e < 0) return;
                s->ents[e].fill = 1;
                load_line(s, e, more, in->cache_cg, dep);
            }
            if (fresh) {
                e = load_entry(s, m, w->sm, &reqs[k], reqs[k].sectors, reqs[k].bytes, extra, t, &dep);
                if (e < 0) return;
                if (s->l1_set_ways > 0) {
                    uint32_t st = cache_set(&s->l1[w->sm], reqs[k].l1line);
                    s->ents[e].l1set = (int)st;
                    m->set_held[st]++;
                    sl->held_set[sl->nheld] = (uint16_t)st;
                }
                sl->nheld++;
                map_insert(s, m, reqs[k].l1line, e);
                m->ld_used++;
                load_line(s, e, reqs[k].sectors, in->cache_cg, dep);
            }
            int wn = wt_get(s);
            if (wn < 0) return;
            s->wts[wn].slot = si;
            s->wts[wn].next = s->ents[e].waiters;
            s->ents[e].waiters = wn;
        }
    }
}

/* SM sm's probe (params.probe) issues its next load at t: one sector of a
 * random line of the probes' region, skipping L1 (ld.global.cg), through
 * the SM's LSU behind the warps' lines; one draw of the latency spread, as a
 * warp's load.  No MSHR, no warp: its return issues the next (lsu_return),
 * as a pointer chase's does */
void lsu_probe(sim_t *s, int sm, sim_time t)
{
    sm_t *m = &s->sms[sm];
    sim_time dep = m->lsu_free > t ? m->lsu_free : t;
    m->lsu_free = dep + s->lsu_per_line;
    uint64_t line = SIM_PROBE_LINE0 + rng_next(&s->rng) % s->probe_lines;
    sim_time extra = 0;
    if (s->spread_ps > 0) extra = (sim_time)sim_round(-s->spread_ps * log(1.0 - rng_unit(&s->rng)));
    int e = new_entry(s, sm, line, s->g->sector_bytes, ENT_PROBE, extra, dep);
    if (e < 0) return;
    s->ents[e].sectors = 1;
    s->probe_issued[sm] = t;
    load_line(s, e, 1, 1, dep);
}

/* an MSHR entry is done: free it and let the first warp waiting for one retry */
static void mshr_release(sim_t *s, sm_t *m, int e, sim_time t)
{
    m->mshr_used--;
    SIM_ASSERT(m->mshr_used >= 0);
    ent_put(s, e);
    if (s->in_order) { /* wake the first in line, once, if this could let it in */
        if (m->mw_n == 0 || m->head_woken) return;
        if (head_still_blocked(s, m)) {
#ifdef LHSIM_CHECK_WAKES
            check_skip(s, m);
#endif
            return;
        }
        m->head_woken = 1;
        warp_wake(s, m->mwait[m->mw_head], t);
        return;
    }
    if (m->mw_n > 0) {
        int wi = m->mwait[m->mw_head];
        m->mw_head = (m->mw_head + 1) % m->mw_cap;
        m->mw_n--;
        warp_wake(s, wi, t);
    }
}

/* a request is back at its SM (a store: served at its channel) */
void lsu_return(sim_t *s, int e, sim_time t)
{
    entry_t *en = &s->ents[e];
    sm_t *m = &s->sms[en->sm];
    if (en->kind == ENT_STORE) { /* served: the write-buffer entry is free again */
        s->swlat_sum += (double)(t - en->depart);
        s->swlat_n++;
        mshr_release(s, m, e, t);
        return;
    }
    if (en->kind == ENT_PROBE) { /* the probe's load: measured, and its next one issued */
        int sm = en->sm;
        sim_time d = t - s->probe_issued[sm];
        s->wprobe_sum += (double)d;
        s->wprobe_n++;
        if (s->measuring) {
            s->probe_sum += (double)d;
            s->probe_n++;
            uint64_t bin = d / SIM_PROBE_BIN_PS;
            s->probe_hist[bin < SIM_PROBE_BINS ? bin : SIM_PROBE_BINS - 1]++;
        }
        ent_put(s, e);
        lsu_probe(s, sm, t + 4 * s->cycle); /* a few instructions from data to the next address */
        return;
    }
    if (en->kind != ENT_LOAD) { /* a write-back or a fill: nobody waits */
        ent_put(s, e);
        return;
    }
    s->wlat_sum += (double)(t - en->depart);
    s->wlat_n++;
    if (s->measuring) {
        double lat = (double)(t - en->depart);
        s->lat_sum += lat;
        s->lat_n += 1;
        s->lbytes_lat += lat * en->bytes;
    }
    for (int wn = en->waiters; wn >= 0;) {
        int next = s->wts[wn].next;
        int si = s->wts[wn].slot;
        slot_t *sl = &s->slots[si];
        SIM_ASSERT(sl->remaining > 0);
        sl->filled |= !en->l1hit;
        if (--sl->remaining == 0) {
            if (s->hold_per_load) { /* its data goes to the registers: its lines are free */
                if (s->l1_set_ways > 0)
                    for (int k = 0; k < sl->nheld; k++) m->set_held[sl->held_set[k]]--;
                m->ld_used -= sl->nheld;
                SIM_ASSERT(m->ld_used >= 0);
            }
            warp_complete_load(s, si, t);
        }
        s->wts[wn].next = s->wt_free;
        s->wt_free = wn;
        wn = next;
    }
    if (!en->fill) {
        map_erase(s, m, en->l1line);
        if (!s->hold_per_load) {
            if (en->l1set >= 0) m->set_held[en->l1set]--;
            m->ld_used--;
            SIM_ASSERT(m->ld_used >= 0);
        }
    }
    mshr_release(s, m, e, t);
}
