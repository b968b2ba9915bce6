/* dram.c -- memory channels: each a FIFO server of its bytes at the
 * channel's share of the bandwidth, with banks that stay busy bank_busy_ns
 * after opening a row (a request to the open row skips it) and an optional
 * channel cost per row miss, and a turnaround when a channel switches
 * between reads and writes.  A request returns half the fixed latency
 * after its service ends (the other half was spent reaching the channel). */
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

/* request e reaches its channel at t */
void dram_arrive(sim_t *s, int e, sim_time t)
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
