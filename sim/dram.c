/* dram.c -- memory channels: each a FIFO server of its bytes at the
 * channel's share of the bandwidth, with banks that stay busy bank_busy_ns
 * after opening a row (a request to the open row skips it) and an optional
 * channel cost per row miss, and a turnaround when a channel switches
 * between reads and writes.  A request returns half the fixed latency
 * after its service ends (the other half was spent reaching the channel).
 * With write_batch set, a write that finds its channel busy (or writes
 * already held) is held back: the channel serves the held writes together,
 * once write_batch of them are held or when it has nothing left to do, so
 * reads go first and the bus turns around once a batch. */
#include "simint.h"

static void channel_serve(sim_t *s, int ch, int bytes, int write, sim_time t, sim_time *finish)
{
    sim_time start = s->ch_free[ch] > t ? s->ch_free[ch] : t;
    if (s->turnaround > 0 && s->ch_dir[ch] != write) { /* the bus turns around */
        start += s->turnaround;
        s->ch_dir[ch] = write;
    }
    int sec = bytes / s->g->sector_bytes;
    sim_time svc = sec <= 32 ? s->svc_sector[sec] : (sim_time)llround(bytes * s->ps_per_byte);
    if (svc < s->ch_min) svc = s->ch_min; /* an access, however small, takes a command slot */
    s->ch_free[ch] = start + svc;
    *finish = start + svc;
    if (s->measuring) {
        s->bytes += bytes;
        if (write) s->dram_wr += bytes;
        else s->dram_rd += bytes;
    }
}

/* request e is served from t (at its bank's and its channel's pace) */
static void dram_serve(sim_t *s, int e, sim_time t)
{
    entry_t *en = &s->ents[e];
    sim_time fin, extra = 0;
    /* a request to its bank's open row is a row hit: no activation (no
     * wait for the bank, no extra channel time); else it opens the row */
    int64_t row = (int64_t)(en->line / s->lines_per_row);
    int bk = en->channel * s->nbanks +
             (s->nbanks > 1 ? (int)((hash_line((uint64_t)row * 0x9e3779b97f4a7c15ULL) >> 7) % (uint32_t)s->nbanks) : 0);
    int hit = s->g->row_bytes > 0 && s->ch_row[bk] == row;
    sim_time ready = t;
    extra = en->extra;
    if (!hit) {
        s->ch_row[bk] = row;
        if (s->bank_busy > 0) {
            /* the bank opens the row when it is free, and stays busy tRC
             * (longer after a write: the data must be written back into the
             * row before it closes) */
            if (s->bank_free[bk] > ready) ready = s->bank_free[bk];
            s->bank_free[bk] = ready + (en->write ? s->bank_busy_wr : s->bank_busy);
        }
        if (s->miss_busy > 0) {
            sim_time st = s->ch_free[en->channel] > ready ? s->ch_free[en->channel] : ready;
            s->ch_free[en->channel] = st + s->miss_busy;
        }
    }
    channel_serve(s, en->channel, en->bytes, en->write, ready, &fin);
    push(s, fin + s->half_fixed + extra, EV_RETURN, e);
}

/* the writes channel ch holds are served, in the order they came, from t */
static void drain(sim_t *s, int ch, sim_time t)
{
    const int *q = s->wq + (size_t)ch * (size_t)s->wbatch;
    int n = s->wq_n[ch];
    s->wq_n[ch] = 0;
    s->wq_at[ch] = -1;
    for (int i = 0; i < n; i++) dram_serve(s, q[i], t);
}

/* the check for held writes falls due when their channel should be free:
 * if it is, they are served; else (reads came meanwhile) it waits again */
static void arm(sim_t *s, int ch, sim_time t)
{
    s->wq_at[ch] = s->ch_free[ch] > t ? s->ch_free[ch] : t;
    push(s, s->wq_at[ch], EV_DRAIN, ch);
}

void dram_drain_check(sim_t *s, int ch, sim_time t)
{
    if (s->wq_at[ch] != t) return; /* a drain came first */
    s->wq_at[ch] = -1;
    if (!s->wq_n[ch]) return;
    if (s->ch_free[ch] > t) arm(s, ch, t);
    else drain(s, ch, t);
}

/* request e reaches its channel at t */
void dram_arrive(sim_t *s, int e, sim_time t)
{
    const entry_t *en = &s->ents[e];
    int ch = en->channel;
    if (s->wbatch <= 0 || !en->write || (s->wq_n[ch] == 0 && s->ch_free[ch] <= t)) {
        dram_serve(s, e, t);
        return;
    }
    s->wq[(size_t)ch * (size_t)s->wbatch + (size_t)s->wq_n[ch]++] = e;
    if (s->wq_n[ch] >= s->wbatch) drain(s, ch, t);
    else if (s->wq_at[ch] < 0) arm(s, ch, t);
}
