/* dram.c -- memory channels: each a server of its bytes at the channel's
 * share of the bandwidth (in arrival order, or with memory.dram_queue the
 * waiting request that can start soonest), with banks that stay busy bank_busy_ns
 * after opening a row (a request to the open row skips it) and an optional
 * channel cost per row miss, and a turnaround when a channel switches
 * between reads and writes.  A request returns half the fixed latency
 * after its service ends (the other half was spent reaching the channel). */
#include "simint.h"

/* inlined: the FIFO path costs what it did before the scheduler came (callgrind) */
static inline __attribute__((always_inline)) void
channel_serve(sim_t *s, int ch, int bytes, int write, int pass, sim_time t, sim_time *finish)
{
    sim_time start = s->ch_free[ch] > t ? s->ch_free[ch] : t;
    if (s->turnaround > 0 && s->ch_dir[ch] != write) { /* the bus turns around */
        start += s->turnaround;
        s->ch_dir[ch] = write;
    }
    int sec = bytes / s->g->sector_bytes;
    sim_time svc = sec <= 32 ? s->svc_sector[sec] : (sim_time)sim_round(bytes * s->ps_per_byte);
    if (svc < s->ch_min && !pass)
        svc = s->ch_min; /* an access, however small, takes a command slot (pass: a row hit) */
    s->ch_free[ch] = start + svc;
    *finish = start + svc;
    if (s->measuring) {
        s->bytes += bytes;
        if (write) s->dram_wr += bytes;
        else s->dram_rd += bytes;
    }
}

/* request e's bank (channel x banks), the row it opens, and when that bank
 * can serve it at the earliest, from t on: at once for a hit on its open
 * row, else once the bank is free */
static inline __attribute__((always_inline)) sim_time
bank_ready(const sim_t *s, const entry_t *en, sim_time t, int *bk, int64_t *row, int *hit)
{
    int own = !en->write && s->g->write_rows_only; /* a read placed by its own line */
    *row = own ? (int64_t)en->line : (int64_t)row_of(s, en->line);
    *bk = en->channel * s->nbanks +
          (s->nbanks > 1 ? (int)((hash_line((uint64_t)*row * 0x9e3779b97f4a7c15ULL) >> 7) % (uint32_t)s->nbanks)
                         : 0);
    *hit = !own && s->g->row_bytes > 0 && s->ch_row[*bk] == *row;
    return !*hit && s->bank_busy > 0 && s->bank_free[*bk] > t ? s->bank_free[*bk] : t;
}

/* the granules a write of these sectors covers part of, each read, merged
 * and written on the die (0: it covers each granule it touches whole, no
 * read-modify-write); -1 for a write whose sectors are not known, or
 * without granules: a read-modify-write, as one */
static inline int partial_granules(const sim_t *s, uint32_t m)
{
    if (!s->gran_lo || !m) return -1;
    uint32_t g = (s->gran_sec >= 32 ? ~0u : (1u << s->gran_sec) - 1);
    int k = 0;
    for (uint32_t lo = s->gran_lo; lo; lo &= lo - 1) {
        uint32_t gm = g << __builtin_ctz(lo), part = m & gm;
        if (part && part != gm) k++;
    }
    return k;
}

/* request e, which reached its channel at t, is served: its bank opens the
 * row (a request to its bank's open row is a row hit: no activation, no
 * wait for the bank, no extra channel time), then the channel moves it */
static inline __attribute__((always_inline)) void serve(sim_t *s, int e, sim_time t)
{
    entry_t *en = &s->ents[e];
    sim_time fin;
    int64_t row;
    int bk, hit;
    sim_time ready = bank_ready(s, en, t, &bk, &row, &hit);
    int npart = en->write ? partial_granules(s, en->sectors) : 0; /* whole: 0 */
    if (!hit) {
        if (en->write || !s->g->write_rows_only) s->ch_row[bk] = row;
        /* the bank opens the row when it is free, and stays busy tRC (longer
         * after a write: the data is written into the row before it closes;
         * a write of part of a granule longer still: it is read, merged and
         * written back, with rmw_each each such granule in turn) */
        if (s->bank_busy > 0)
            s->bank_free[bk] = ready + (!en->write    ? s->bank_busy
                                        : npart == 0  ? s->bank_busy_whole
                                        : s->rmw_each ? s->bank_busy_wr * (npart > 0 ? npart : 1)
                                                      : s->bank_busy_wr);
        if (s->miss_busy > 0) {
            sim_time st = s->ch_free[en->channel] > ready ? s->ch_free[en->channel] : ready;
            s->ch_free[en->channel] = st + s->miss_busy;
        }
    }
    /* DRAM's floor on accesses (dram_accesses_per_ns) is one on rows opened:
     * a row hit passes it (hits_skip_access_min) */
    int pass = hit && s->g->hits_skip_access_min;
    if (s->act_lines) {
        /* activation rows (activation_row_bytes of each channel): each bank
         * keeps the one it opened last.  A read of that row passes the floor
         * (lines side by side); a write opens its row too, closing the bank's
         * read row, and passes only as the second of a written pair; a write
         * of part of a granule always pays it (the die reads the codeword,
         * merges and writes it back) */
        uint64_t ar = en->line / s->act_lines;
        int ab = en->channel * s->nbanks +
                 (int)((hash_line(ar * 0xc2b2ae3d27d4eb4fULL) >> 5) % (uint32_t)s->nbanks);
        if (!en->write) pass = s->act_row[ab] == (int64_t)ar;
        else if (npart != 0) pass = 0;
        s->act_row[ab] = (int64_t)ar;
    }
    channel_serve(s, en->channel, en->bytes, en->write, pass, ready, &fin);
    if (s->wq && en->write) { /* booked: in the channel's ring of writes until through */
        int ch = en->channel, k = s->wq_h[ch] + s->wq_n[ch];
        s->wq_fin[(size_t)ch * s->wq + (k >= s->wq ? k - s->wq : k)] = fin;
        s->wq_n[ch]++;
    }
    if (s->fill_port && !en->write && en->kind != ENT_WB) l2_fill_port(s, en, fin); /* a read into L2 */
    push(s, fin + s->half_fixed + en->extra, EV_RETURN, e);
}

/* request e joins the end of channel queue q (entries linked by qnext) */
static void chq_append(sim_t *s, chq_t *q, int e)
{
    s->ents[e].qnext = -1;
    if (q->tail >= 0) s->ents[q->tail].qnext = e;
    else q->head = e;
    q->tail = e;
}

/* dram_write_queue: the channel is due again when its oldest booked write is
 * through (it holds some: writes wait only while it is full or others wait) */
static void wq_arm(sim_t *s, int ch)
{
    s->chq[ch].due = 1;
    push(s, s->wq_fin[(size_t)ch * s->wq + s->wq_h[ch]], EV_CHAN, ch);
}

/* dram_write_queue: the channel's booked writes through by t leave its ring */
static void wq_retire(sim_t *s, int ch, sim_time t)
{
    const sim_time *f = s->wq_fin + (size_t)ch * s->wq;
    while (s->wq_n[ch] > 0 && f[s->wq_h[ch]] <= t) {
        if (++s->wq_h[ch] == s->wq) s->wq_h[ch] = 0;
        s->wq_n[ch]--;
    }
}

/* dram_write_queue: at t the channel books the writes waiting in L2 (in the
 * order they came) while it has room; if some still wait, it is due again
 * when its oldest booked write is through */
static void wq_release(sim_t *s, int ch, sim_time t)
{
    chq_t *q = &s->chq[ch];
    wq_retire(s, ch, t);
    while (q->head >= 0 && s->wq_n[ch] < s->wq) {
        int e = q->head;
        q->head = s->ents[e].qnext;
        if (q->head < 0) q->tail = -1;
        serve(s, e, t);
    }
    if (q->head >= 0) wq_arm(s, ch);
}

/* dram_write_queue: write e reached its channel at t; if the channel has no
 * room for it (or others wait before it) it waits in L2, reads going on past
 * it: 1, else 0 (the channel takes it) */
static int wq_hold(sim_t *s, int e, sim_time t)
{
    int ch = s->ents[e].channel;
    chq_t *q = &s->chq[ch];
    wq_retire(s, ch, t);
    if (s->wq_n[ch] < s->wq && q->head < 0) return 0;
    chq_append(s, q, e);
    if (!q->due) wq_arm(s, ch);
    return 1;
}

/* the channel ch is free at t: of its dq oldest waiting requests it serves
 * the one that can start soonest (its bank free, the bus not turning round),
 * the oldest of those that tie, and is due again when that one is done */
static void pick(sim_t *s, int ch, sim_time t)
{
    chq_t *q = &s->chq[ch];
    int best = -1, bprev = -1;
    sim_time bstart = 0;
    for (int e = q->head, prev = -1, k = 0; e >= 0 && k < s->dq; prev = e, e = s->ents[e].qnext, k++) {
        const entry_t *en = &s->ents[e];
        int64_t row;
        int bk, hit;
        sim_time st = bank_ready(s, en, en->qt > t ? en->qt : t, &bk, &row, &hit);
        if (s->turnaround > 0 && s->ch_dir[ch] != en->write) st += s->turnaround;
        if (best < 0 || st < bstart) {
            best = e;
            bprev = prev;
            bstart = st;
        }
    }
    SIM_ASSERT(best >= 0);
    /* out of the queue */
    int nx = s->ents[best].qnext;
    if (bprev < 0) q->head = nx;
    else s->ents[bprev].qnext = nx;
    if (q->tail == best) q->tail = bprev;
    if (s->ch_free[ch] < t) s->ch_free[ch] = t; /* decided now: it starts no earlier */
    serve(s, best, s->ents[best].qt);
    if (q->head >= 0) {
        q->due = 1;
        push(s, s->ch_free[ch], EV_CHAN, ch);
    }
}

/* request e reaches its channel at t */
void dram_arrive(sim_t *s, int e, sim_time t)
{
    if (!s->dq) {
        if (!(s->wq && s->ents[e].write && wq_hold(s, e, t))) serve(s, e, t);
        return;
    }
    entry_t *en = &s->ents[e];
    int ch = en->channel;
    chq_t *q = &s->chq[ch];
    en->qt = t;
    chq_append(s, q, e);
    if (q->due) return; /* it is busy and due to choose again */
    if (s->ch_free[ch] <= t) {
        pick(s, ch, t);
    } else {
        q->due = 1;
        push(s, s->ch_free[ch], EV_CHAN, ch);
    }
}

/* the channel ch freed at t and has requests waiting */
void dram_chan(sim_t *s, int ch, sim_time t)
{
    s->chq[ch].due = 0;
    if (!s->dq) { /* dram_write_queue */
        wq_release(s, ch, t);
        return;
    }
    if (s->chq[ch].head >= 0) pick(s, ch, t);
}
