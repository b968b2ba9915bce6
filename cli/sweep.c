/* sweep.c -- run the points of a sweep, in parallel, in order. */
#define _POSIX_C_SOURCE 200809L
#include "sweep.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#ifdef LHSIM_MPI
#include <mpi.h>
#endif

const char *const SWEEP_COLS[] = {
    "source", "workload", "gpu", "warps_per_sm", "ilp", "width", "bandwidth_gbps", "latency_ns",
    "bytes_in_flight_per_sm", "loads_in_flight_per_warp", "requests", "seed", "selected",
    "not_selected", "long_scoreboard", "lg_throttle", "mshr_full", "wait", "idle",
    "math_pipe_throttle", "barrier", "gflops", "rel_halfwidth", "converged", "useful_gbps",
    "dram_write_gbps", "l2_gbps", "l1_hit", "l2_hit", "time_per_iter_ns", "pct_of_peak",
    "launch_factor", "probe_latency_ns", "probe_p10_ns", "probe_p50_ns", "probe_p90_ns", "drift", "latency_drift", "point", "sweep"};
const int SWEEP_NCOLS = (int)(sizeof SWEEP_COLS / sizeof SWEEP_COLS[0]);
_Static_assert(sizeof SWEEP_COLS / sizeof SWEEP_COLS[0] + 16 <= SWEEP_MAX_COLS, "SWEEP_MAX_COLS");

int sweep_ncols(const sweep_opts *o) { return SWEEP_NCOLS + o->naxes; }
const char *sweep_col(const sweep_opts *o, int i)
{
    return i < SWEEP_NCOLS ? SWEEP_COLS[i] : o->axis_key[i - SWEEP_NCOLS];
}

uint64_t sweep_point_seed(uint64_t base, long index)
{
    uint64_t z = base * 0x9e3779b97f4a7c15ULL + (uint64_t)index + 1;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return (z ^ (z >> 31)) & 0x000fffffffffffffULL; /* exact in a double */
}

typedef struct {
    int warps, ilp, width;
    long index, combo;      /* combo: which values of the --set axes */
    model_gpu g;
    sim_result r;
    model_bw_out m;
    int rc;
    char err[512];
    sim_workload wl;
} point;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void write_trace(const char *path, const sim_result *r)
{
    FILE *f = afile_open(path);
    fprintf(f, "t_ns,warp,event,arg\n");
    static const char *kinds[] = {"issue_ld", "issue_st", "issue_alu", "state", "return"};
    for (int i = 0; i < r->ntrace; i++) {
        const sim_trace_ev *e = &r->trace[i];
        if (e->kind == SIM_TR_STATE)
            fprintf(f, "%.3f,%d,state,%s\n", e->t_ns, e->warp, sim_state_name(e->arg));
        else
            fprintf(f, "%.3f,%d,%s,%d\n", e->t_ns, e->warp, kinds[e->kind], e->arg);
    }
    afile_commit(f, path);
}

/* --series: the first point's batches from its start, warm-up included */
static void write_series(const char *path, const sim_result *r)
{
    FILE *f = afile_open(path);
    fprintf(f, "batch,measured,end_ns,dram_gbps,latency_ns,probe_latency_ns,probes\n");
    for (int i = 0; i < r->nseries; i++) {
        const sim_series_ev *e = &r->series[i];
        fprintf(f, "%d,%d,%.1f,", e->batch, e->measured, e->end_ns);
        if (isnan(e->dram_gbps)) fprintf(f, ",");
        else fprintf(f, "%.2f,", e->dram_gbps);
        if (isnan(e->latency_ns)) fprintf(f, ",");
        else fprintf(f, "%.1f,", e->latency_ns);
        if (isnan(e->probe_ns)) fprintf(f, ",%d\n", e->probes);
        else fprintf(f, "%.1f,%d\n", e->probe_ns, e->probes);
    }
    afile_commit(f, path);
}

/* FNV-1a over everything that decides a sweep's rows except the shard */
static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *c = p;
    for (size_t i = 0; i < n; i++) h = (h ^ c[i]) * 0x100000001b3ULL;
    return h;
}

uint64_t sweep_fingerprint(const sweep_opts *o, long total)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    h = fnv(h, o->is_model ? "model" : "sim", o->is_model ? 5 : 3);
    h = fnv(h, o->workload, strlen(o->workload));
    if (o->is_file) h = fnv(h, &o->file_wl, sizeof o->file_wl);
    h = fnv(h, &o->g, sizeof o->g);
    h = fnv(h, o->W, sizeof *o->W * (size_t)o->nwarps);
    h = fnv(h, o->I, sizeof *o->I * (size_t)o->nilp);
    h = fnv(h, o->B, sizeof *o->B * (size_t)o->nwidth);
    h = fnv(h, &o->flops, sizeof o->flops);
    for (int a = 0; a < o->naxes; a++) {
        h = fnv(h, o->axis_key[a], strlen(o->axis_key[a]));
        for (int k = 0; k < o->axis_n[a]; k++) h = fnv(h, o->axis_v[a][k], strlen(o->axis_v[a][k]) + 1);
    }
    if (o->footprint > 0) h = fnv(h, &o->footprint, sizeof o->footprint);
    sim_params p = o->params;
    h = fnv(h, &p.seed, sizeof p.seed);
    h = fnv(h, &p.tolerance, sizeof p.tolerance);
    h = fnv(h, &p.sim_sms, sizeof p.sim_sms);
    h = fnv(h, &p.max_events, sizeof p.max_events);
    /* what else decides the rows, each only when given (a sweep without them
     * keeps the id it had before they were counted) */
    if (p.smem_per_sm >= 0) h = fnv(h, &p.smem_per_sm, sizeof p.smem_per_sm);
    if (p.launch_iters) h = fnv(h, &p.launch_iters, sizeof p.launch_iters);
    if (p.launch_warm) h = fnv(h, "launch_warm", 11);
    if (p.block_warps) h = fnv(h, &p.block_warps, sizeof p.block_warps);
    if (p.probe) h = fnv(h, "probe", 5);
    if (p.max_batches != sim_default_params().max_batches) h = fnv(h, &p.max_batches, sizeof p.max_batches);
    h = fnv(h, &total, sizeof total);
    return h;
}


#ifdef LHSIM_MPI
/* gathers every rank's results of one block on rank 0, by point position;
 * returns 1 on rank 0 */
static int gather_block(point *pts, long b0, long bn, int rank, int nranks)
{
    typedef struct { long i; int rc; char err[512]; sim_result r; model_bw_out m; } pres;
    long mine = 0;
    for (long i = 0; i < bn; i++)
        if ((b0 + i) % nranks == rank) mine++;
    pres *buf = calloc((size_t)(mine ? mine : 1), sizeof *buf);
    if (!buf) cli_fail("out of memory");
    long k = 0;
    for (long i = 0; i < bn; i++) {
        if ((b0 + i) % nranks != rank) continue;
        buf[k].i = i;
        buf[k].rc = pts[i].rc;
        memcpy(buf[k].err, pts[i].err, sizeof buf[k].err);
        buf[k].r = pts[i].r;
        buf[k].r.trace = NULL;
        buf[k].r.ntrace = 0;
        buf[k].r.series = NULL;
        buf[k].r.nseries = 0;
        buf[k].m = pts[i].m;
        buf[k].m.bound = NULL;
        k++;
    }
    int bytes = (int)(mine * (long)sizeof(pres));
    int *counts = NULL, *displs = NULL;
    pres *all = NULL;
    if (rank == 0) {
        counts = calloc((size_t)nranks, sizeof *counts);
        displs = calloc((size_t)nranks, sizeof *displs);
        all = calloc((size_t)(bn ? bn : 1), sizeof *all);
        if (!counts || !displs || !all) cli_fail("out of memory");
    }
    MPI_Gather(&bytes, 1, MPI_INT, counts, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 0)
        for (int r = 1; r < nranks; r++) displs[r] = displs[r - 1] + counts[r - 1];
    MPI_Gatherv(buf, bytes, MPI_BYTE, all, counts, displs, MPI_BYTE, 0, MPI_COMM_WORLD);
    free(buf);
    if (rank != 0) {
        for (long i = 0; i < bn; i++) sim_result_fini(&pts[i].r);
        return 0;
    }
    for (long j = 0; j < bn; j++) {
        point *p = &pts[all[j].i];
        if ((b0 + all[j].i) % nranks == 0) continue; /* rank 0's own, trace included */
        p->rc = all[j].rc;
        memcpy(p->err, all[j].err, sizeof p->err);
        p->r = all[j].r;
        p->m = all[j].m;
    }
    free(all);
    free(counts);
    free(displs);
    return 1;
}
#endif

/* one row's cells, formatted as the table writer would */
typedef struct { char c[SWEEP_MAX_COLS][48]; int n; } row_t;
#define SWEEP_BLOCK_BYTES 32e6 /* the points a block holds at once, at most (at least 8 a thread) */

static void cell(row_t *r, const char *fmt, ...) CLI_PRINTF(2, 3);
static void cell(row_t *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->c[r->n++], sizeof r->c[0], fmt, ap);
    va_end(ap);
}

static void cell_num(row_t *r, double v)
{
    if (!isfinite(v)) cli_fail("internal error: non-finite result in column %s", SWEEP_COLS[r->n]);
    if (v == floor(v) && fabs(v) < 1e15) cell(r, "%.0f", v);
    else cell(r, "%.6g", v);
}

/* The closed form's loads bound the iteration rate; the bytes it reports are
 * the iteration's DRAM bytes, loads and stores, as the simulator counts them
 * (bandwidth_gbps): Little's law scaled from the loads' bytes to the
 * iteration's, the LSU bound over every line the iteration sends, the
 * bandwidth cap on the same bytes. */
static void model_whole_iteration(const model_gpu *g, const sim_workload *w, model_bw_out *m)
{
    double load_bytes = w->loads_per_iter * w->bytes_per_load;
    if (!(load_bytes > 0) || !(w->dram_bytes_per_iter > 0)) return;
    double scale = w->dram_bytes_per_iter / load_bytes;
    m->little_gbps *= scale;
    m->bytes_in_flight_per_sm *= scale;
    if (w->lines_per_iter > 0)
        m->lsu_gbps = g->sm_count * g->lsu_lines_per_cycle * g->sm_clock_mhz * 1e-3 *
                      w->dram_bytes_per_iter / w->lines_per_iter;
    const char *bound = m->bound;
    double bw = m->little_gbps;
    if (!strcmp(bound, "lsu") || !strcmp(bound, "bandwidth") || !strcmp(bound, "accesses")) bound = "latency";
    if (m->lsu_gbps < bw) {
        bw = m->lsu_gbps;
        bound = "lsu";
    }
    if (g->bandwidth_gbps < bw) {
        bw = g->bandwidth_gbps;
        bound = "bandwidth";
    }
    /* DRAM's access rate, one access a line the iteration sends */
    m->access_gbps = g->dram_accesses_per_ns > 0 && w->dram_lines_per_iter > 0
                         ? g->dram_accesses_per_ns * w->dram_bytes_per_iter / w->dram_lines_per_iter : 0;
    if (m->access_gbps > 0 && m->access_gbps < bw) {
        bw = m->access_gbps;
        bound = "accesses";
    }
    m->bandwidth_gbps = bw;
    m->bound = bound;
}

int sweep_closed_form(const model_gpu *g, const sim_workload *w, int warps, model_bw_out *m)
{
    if (model_bandwidth(g, warps, w->max_loads_in_flight, w->bytes_per_load, w->lines_per_load, m))
        return -1;
    model_whole_iteration(g, w, m);
    return 0;
}

double sweep_closed_form_useful(const sim_workload *w, double dram_gbps)
{
    return w->dram_bytes_per_iter > 0 && w->useful_bytes_per_iter > 0
               ? dram_gbps * w->useful_bytes_per_iter / w->dram_bytes_per_iter
               : dram_gbps;
}

/* which value of --set axis a a combination takes (the last axis varies fastest) */
static int axis_pick(const sweep_opts *o, long combo, int a)
{
    for (int b = o->naxes - 1; b > a; b--) combo /= o->axis_n[b];
    return (int)(combo % o->axis_n[a]);
}

static void format_row(const sweep_opts *o, const point *p, uint64_t fp, long total, row_t *row)
{
    row->n = 0;
    cell(row, "%s", o->is_model ? "model" : "sim");
    cell(row, "%s", p->wl.name);
    cell(row, "%s", p->g.name);
    cell_num(row, p->warps);
    cell_num(row, p->ilp);
    /* the workload's own width: bytes per lane of its loads (of its stores
     * when it only stores), not the --width option it may ignore */
    {
        double wd = p->wl.bytes_per_load / 32.0;
        if (!(wd > 0) && p->wl.useful_bytes_per_iter > 0) {
            int nm = 0;
            for (int i = 0; i < p->wl.n; i++) nm += p->wl.ins[i].op != OP_ALU;
            if (nm) wd = p->wl.useful_bytes_per_iter / (32.0 * nm);
        }
        cell_num(row, wd > 0 ? wd : p->width);
    }
    if (o->is_model) {
        double lat = p->g.latency_ns;
        /* Little's law at the bound: latency = bytes in flight / bandwidth */
        double bif = p->m.bytes_in_flight_per_sm;
        if (p->m.bandwidth_gbps > 0 && bif * p->g.sm_count / p->m.bandwidth_gbps > lat)
            lat = bif * p->g.sm_count / p->m.bandwidth_gbps;
        cell(row, "%.2f", p->m.bandwidth_gbps);
        cell(row, "%.1f", lat);
        cell(row, "%.0f", bif);
        cell(row, "%.2f", bif / p->warps / p->wl.bytes_per_load);
        cell(row, "0");
        cell(row, "0");
        for (int k = 0; k < SIM_ST_N; k++) cell(row, "nan");
        double gf = p->wl.flops_per_iter > 0 && p->wl.dram_bytes_per_iter > 0
                        ? p->m.bandwidth_gbps * p->wl.flops_per_iter / p->wl.dram_bytes_per_iter
                        : 0;
        if (gf > p->g.peak_fp32_gflops) gf = p->g.peak_fp32_gflops;
        cell(row, "%.2f", gf);
        cell(row, "0");
        cell(row, "1");
        cell(row, "%.2f", sweep_closed_form_useful(&p->wl, p->m.bandwidth_gbps));
        for (int k = 0; k < 5; k++) cell(row, "nan"); /* not in the closed form */
        cell(row, "%.1f", 100.0 * p->m.bandwidth_gbps / p->g.bandwidth_gbps);
        for (int k = 0; k < 7; k++) cell(row, "nan"); /* launch factor, probe, drifts */
    } else {
        const sim_result *r = &p->r;
        cell(row, "%.2f", r->bandwidth_gbps);
        cell(row, "%.1f", r->latency_ns);
        cell(row, "%.0f", r->bytes_in_flight_per_sm);
        cell(row, "%.2f", r->loads_in_flight_per_warp);
        cell(row, "%llu", (unsigned long long)r->requests);
        cell(row, "%llu", (unsigned long long)sweep_point_seed(o->params.seed, p->index));
        for (int k = 0; k < SIM_ST_N; k++) cell(row, "%.4f", r->stall[k]);
        cell(row, "%.2f", r->gflops);
        cell(row, "%.4f", r->rel_halfwidth);
        cell(row, "%d", r->converged);
        cell(row, "%.2f", r->useful_gbps);
        cell(row, "%.2f", r->dram_write_gbps);
        cell(row, "%.2f", r->l2_gbps);
        cell(row, "%.4f", r->l1_hit);
        cell(row, "%.4f", r->l2_hit);
        cell(row, "%.2f", r->time_per_iter_ns);
        cell(row, "%.1f", 100.0 * r->bandwidth_gbps / p->g.bandwidth_gbps);
        cell(row, "%.4f", r->launch_factor);
        cell(row, "%.1f", r->probe_latency_ns);
        for (int k = 0; k < 3; k++) cell(row, "%.1f", r->probe_pct_ns[k]);
        cell(row, "%.4f", r->drift);
        cell(row, "%.4f", r->latency_drift);
    }
    cell(row, "%ld", p->index);
    cell(row, "%016llx-%ld", (unsigned long long)fp, total);
    /* the --set values of this point, one column per key */
    for (int a = 0; a < o->naxes; a++) cell(row, "%s", o->axis_v[a][axis_pick(o, p->combo, a)]);
}

/* the GPU of a combination of --set values */
static void point_gpu(const sweep_opts *o, long combo, model_gpu *g)
{
    *g = o->g;
    char asg[160], err[512];
    for (int a = 0; a < o->naxes; a++) {
        if (!strcmp(o->axis_key[a], SWEEP_FOOTPRINT_AXIS)) continue; /* the workload's (point_workload) */
        snprintf(asg, sizeof asg, "%s=%s", o->axis_key[a], o->axis_v[a][axis_pick(o, combo, a)]);
        if (model_gpu_set(g, asg, err, sizeof err)) cli_fail("%s", err);
    }
}

/* points per combination of --set values; the number of combinations */
static long sweep_combos(const sweep_opts *o)
{
    long n = 1;
    for (int a = 0; a < o->naxes; a++) n *= o->axis_n[a];
    return n;
}

/* the workload of one point; cli_fail on error */
static void point_workload(const sweep_opts *o, point *p)
{
    char err[512];
    if (o->is_file) p->wl = o->file_wl;
    else if (sim_workload_builtin(o->workload, p->ilp, p->width, o->flops, &p->wl, err, sizeof err))
        cli_fail("%s", err);
    if (o->footprint > 0) sim_workload_set_footprint(&p->wl, o->footprint);
    for (int a = 0; a < o->naxes; a++) /* a --footprint list: this point's */
        if (!strcmp(o->axis_key[a], SWEEP_FOOTPRINT_AXIS))
            sim_workload_set_footprint(&p->wl, strtod(o->axis_v[a][axis_pick(o, p->combo, a)], NULL));
}

/* the (warps, ILP, width) of this shard's k-th point; its sweep index */
static void point_at(const sweep_opts *o, long k, point *p)
{
    long idx = o->shard_i + k * o->shard_n;
    long per_w = (long)o->nilp * o->nwidth, per_c = (long)o->nwarps * per_w;
    memset(p, 0, sizeof *p);
    p->index = idx;
    p->combo = idx / per_c;
    idx %= per_c;
    point_gpu(o, p->combo, &p->g);
    p->warps = (int)o->W[idx / per_w];
    p->ilp = (int)o->I[(idx / o->nwidth) % o->nilp];
    p->width = (int)o->B[idx % o->nwidth];
}

/* --explain, a simulated point whose loop stores: what its stores cost DRAM
 * and why (L2 writes back early once a set holds its limit of dirty lines) */
static void explain_writes(const point *p, FILE *f)
{
    const model_gpu *g = &p->g;
    const sim_workload *w = &p->wl;
    const sim_result *r = &p->r;
    int stores = 0;
    for (int i = 0; i < w->n; i++) stores |= w->ins[i].op == OP_ST && !w->ins[i].local;
    if (!stores) return;
    double read = r->bandwidth_gbps - r->dram_write_gbps;
    fprintf(f, "  writes: DRAM moves %.1f GB/s written and %.1f GB/s read for %.1f GB/s the loop asks for",
            r->dram_write_gbps, read, r->useful_gbps);
    fprintf(f, "%s\n", r->dram_write_gbps <= 0 ? " (what it stores stays in L2)" : "");
    if (g->l2_request_gbps > 0 && g->l2_bytes > 0)
        fprintf(f, "  L2's request ports (the way from the SMs, %.0f GB/s in all; each request takes %.0f B of "
                   "it, a store its data too): busy %.0f%% of the time%s\n",
                g->l2_request_gbps, g->l2_request_header_bytes, 100 * r->l2_port_busy,
                r->l2_port_busy > 0.95 ? " -- they bind: the stores wait there" : "");
    if (r->dram_write_gbps <= 0) return;
    double wr = g->bank_busy_write_ns > 0 ? g->bank_busy_write_ns : g->bank_busy_ns;
    if (g->write_granule_bytes > 0 && g->bank_busy_write_whole_ns > 0)
        fprintf(f, "  a DRAM write holds its bank %.0f ns when it covers whole %d B granules, %.0f ns when it "
                   "covers part of one (the granule is read, merged and written%s); a read holds it %.0f ns\n",
                g->bank_busy_write_whole_ns, g->write_granule_bytes, wr,
                g->write_rmw_each ? ", and as much again for each further granule it covers part of" : "",
                g->bank_busy_ns);
    else
        fprintf(f, "  a DRAM write holds its bank %.0f ns, a read %.0f ns\n", wr, g->bank_busy_ns);
    if (g->l2_dirty_ways > 0 && g->l2_bytes > 0)
        fprintf(f, "  L2 keeps at most %d dirty lines in each set of %d ways: a store that dirties one more has "
                   "the set's oldest dirty line written to DRAM (it stays, clean) and waits for that write, "
                   "so data that fits in L2 is written back too once more than about %.0f MiB of it is dirty\n",
                g->l2_dirty_ways, g->l2_ways, g->l2_bytes * g->l2_dirty_ways / g->l2_ways / 1048576.0);
}

/* --explain: the closed form's arithmetic for a point, the bound that binds,
 * and (for a simulated point) where the simulator differs and why */
static void explain_point(const sweep_opts *o, const point *p, FILE *f)
{
    const model_gpu *g = &p->g;
    const sim_workload *w = &p->wl;
    model_bw_out m;
    fprintf(f, "%s on %s, %d warps per SM, ILP %d:\n", w->name, g->name, p->warps, p->ilp);
    if (model_bandwidth(g, p->warps, w->max_loads_in_flight, w->bytes_per_load, w->lines_per_load, &m)) {
        fprintf(f, "  closed form: none (the loop has no loads)\n");
    } else {
        double per_warp = w->max_loads_in_flight < g->max_loads_per_warp ? w->max_loads_in_flight
                                                                          : g->max_loads_per_warp;
        double lines = p->warps * per_warp * w->lines_per_load;
        fprintf(f, "  concurrency: %d warps x %.0f loads in flight x %.0f B = %.0f B per SM "
                   "(%.0f lines of %d MSHRs",
                p->warps, per_warp, w->bytes_per_load, p->warps * per_warp * w->bytes_per_load,
                lines, g->mshr_per_sm);
        if (lines > g->mshr_per_sm) fprintf(f, ": capped at %.0f B", m.bytes_in_flight_per_sm);
        fprintf(f, ")\n");
        /* the simulator also bounds an SM's load lines by L1's lines */
        double l1_lines = g->l1_lines_bound_loads ? floor(sim_l1_bytes(g, &o->params) / g->line_bytes) : 0;
        int l1_bound = l1_lines >= 4 && l1_lines < lines && l1_lines < g->mshr_per_sm;
        if (l1_bound)
            fprintf(f, "  L1: %.0f KiB (what the shared memory leaves), %.0f lines: the simulator lets no more "
                       "load lines be in flight on an SM%s\n",
                    sim_l1_bytes(g, &o->params) / 1024, l1_lines,
                    g->l1_lines_held_per_load ? ", and a load holds its lines until its last one is back" : "");
        double loads_gbps = m.little_gbps;
        model_whole_iteration(g, w, &m);
        double scale = w->loads_per_iter * w->bytes_per_load > 0
                           ? w->dram_bytes_per_iter / (w->loads_per_iter * w->bytes_per_load) : 1;
        fprintf(f, "  latency x concurrency (Little's law): %d SMs x bytes in flight / %.1f ns = "
                   "%.1f GB/s of loads", g->sm_count, g->latency_ns, loads_gbps);
        if (scale != 1) fprintf(f, "; x %.2f for the iteration's DRAM bytes (stores, sectors) = %.1f", scale, m.little_gbps);
        fprintf(f, "\n  issue (LSU, %.2f lines per cycle per SM): %.1f GB/s;  DRAM bandwidth: %.1f GB/s\n",
                g->lsu_lines_per_cycle, m.lsu_gbps, g->bandwidth_gbps);
        double per_line = w->dram_lines_per_iter > 0 ? w->dram_bytes_per_iter / w->dram_lines_per_iter : 0;
        if (m.access_gbps > 0)
            fprintf(f, "  DRAM accesses: %.0f G/s x %.0f B a line = %.1f GB/s (however few bytes a line "
                       "brings, each costs an access)\n",
                    g->dram_accesses_per_ns, per_line, m.access_gbps);
        if (w->max_loads_in_flight > g->max_loads_per_warp)
            fprintf(f, "  per-warp cap: %d loads in flight (the loop has %d independent)\n",
                    g->max_loads_per_warp, w->max_loads_in_flight);
        fprintf(f, "  closed form: %.1f GB/s, bound by %s\n", m.bandwidth_gbps, m.bound);
        if (!o->is_model) {
            const sim_result *r = &p->r;
            int cached = r->l1_hit > 0.05 || r->l2_hit > 0.05;
            /* a miss that reads more than the loop asks of its line (l2_fetch_bytes):
             * the simulator's DRAM bytes count it, the closed form's do not */
            int overfetch = per_line > 0 && per_line < g->l2_fetch_bytes;
            double m_useful = sweep_closed_form_useful(w, m.bandwidth_gbps);
            double rel = !cached && !overfetch ? r->bandwidth_gbps / m.bandwidth_gbps - 1
                         : m_useful > 0       ? r->useful_gbps / m_useful - 1
                                              : 0;
            if (!cached && !overfetch) {
                fprintf(f, "  simulator: %.1f GB/s (%+.1f%% against the closed form) at %.1f ns loaded latency "
                           "(the closed form assumes %.1f)\n",
                        r->bandwidth_gbps, 100 * rel, r->latency_ns, g->latency_ns);
            } else {
                /* DRAM's rate says little when caches serve the loop, or when a miss reads
                 * more than the loop asks for: compare the bytes the loop asks for on both sides */
                fprintf(f, "  simulator: the loop moves %.1f GB/s of its own bytes, the closed form %.1f (%+.1f%%), "
                           "at %.1f ns loaded latency (the closed form assumes %.1f); DRAM moves %.1f GB/s\n",
                        r->useful_gbps, m_useful, 100 * rel,
                        r->latency_ns, g->latency_ns, r->bandwidth_gbps);
                if (overfetch)
                    fprintf(f, "  (a miss reads %d B from DRAM where the loop asks for %.0f B of the line: DRAM "
                               "moves more than the loop's bytes, and the simulator counts it; the closed form "
                               "counts the %.0f B, and its access bound is the same accesses either way)\n",
                            g->l2_fetch_bytes, per_line, per_line);
            }
            if (cached) {
                char l1[64];
                if (r->l1_hit < 0) snprintf(l1, sizeof l1, "L1 is off");
                else snprintf(l1, sizeof l1, "L1 serves %.0f%%", 100 * r->l1_hit);
                fprintf(f, "  caches: %s of the lines that reach it, L2 %.0f%% of those that reach it (%.1f GB/s "
                           "from L2's hits and stores; its slices together take %.0f GB/s); the closed form has no "
                           "caches and counts every byte at DRAM's latency and bandwidth\n",
                        l1, 100 * r->l2_hit, r->l2_gbps, g->l2_bandwidth_gbps);
            }
            int top = 0;
            for (int k = 1; k < SIM_ST_N; k++)
                if (r->stall[k] > r->stall[top]) top = k;
            const char *why;
            char whybuf[256];
            int agreed = 0;
            /* (not for a loop the caches serve: the closed form's bound is DRAM's, the loop's is not) */
            if (!cached && fabs(rel) <= 0.05 && strcmp(m.bound, "latency") != 0) {
                snprintf(whybuf, sizeof whybuf, "the closed form's bound (%s) binds the simulator too", m.bound);
                why = whybuf;
                agreed = 1;
            } else if (!cached && rel > 0.05 && !strcmp(m.bound, "accesses") && g->activation_row_bytes > 0) {
                snprintf(whybuf, sizeof whybuf,
                         "lines side by side share DRAM rows (%d B of each channel, memory.activation_row_bytes): "
                         "the floor on accesses binds the rows opened, where the closed form counts one a line",
                         g->activation_row_bytes);
                why = whybuf;
            } else if ((r->stall[SIM_ST_MSHR_FULL] > 0.05 || r->stall[SIM_ST_LG_THROTTLE] > 0.05) && l1_bound)
                why = r->latency_ns > 1.15 * g->latency_ns
                          ? "warps wait for room in L1 (lines held by the loads in flight, each longer than "
                            "the unloaded latency) before their loads can leave"
                          : "warps wait for room in L1 (lines held by the loads in flight) before their loads can leave";
            else if (r->latency_ns > 1.15 * g->latency_ns)
                why = "requests queue in the memory system, so each waits longer than the unloaded latency";
            else if (r->stall[SIM_ST_MSHR_FULL] > 0.05 || r->stall[SIM_ST_LG_THROTTLE] > 0.05)
                why = "warps wait for MSHRs or the LSU before their loads can leave";
            else if (r->stall[SIM_ST_WAIT] + r->stall[SIM_ST_MATH_PIPE] + r->stall[SIM_ST_NOT_SELECTED] > 0.15)
                why = "issue and arithmetic between the loads take time the closed form does not count";
            else if (r->l2_hit > 0.05 || r->l1_hit > 0.05)
                why = "some lines hit in a cache, which the closed form does not model";
            else
                why = "the closed form's assumptions hold here: all loads in flight, latency unloaded";
            fprintf(f, "  %s: %s (warps' time mostly %s: %.0f%%)\n", agreed ? "they agree within 5%" : "why they differ", why,
                    sim_state_name(top), 100 * r->stall[top]);
            /* a scheduler issues a warp's instruction in the warp's selected time */
            double busy = r->stall[SIM_ST_SELECTED] * p->warps / g->warp_schedulers;
            if (busy > 0.9 && p->warps / g->warp_schedulers >= 8)
                fprintf(f, "  issue binds: each scheduler issues in %.0f%% of its cycles.  This is the steady "
                           "state of warps that loop for ever; where the oldest go first (sm.oldest_first) the "
                           "first finish a launch early and the last run on with fewer warps, so a whole "
                           "launch is slower: --launch-iters N simulates one (the H200's FMA loops at 64 "
                           "warps: steady state 13-32%% fast, launches of 128 iterations -3..+2%%, "
                           "validate/results/h200/fmat)\n",
                        100 * (busy > 1 ? 1 : busy));
            if (r->launch_factor > 1.02)
                fprintf(f, "  a long launch: %.0f%% slower than this steady state (launch_factor %.3f: the "
                           "warps' rates by age, each moving up as older warps finish, run to the last "
                           "one's end): %.1f GB/s useful, %.1f ns an iteration\n",
                        100 * (r->launch_factor - 1), r->launch_factor, r->useful_gbps / r->launch_factor,
                        r->time_per_iter_ns * r->launch_factor);
        }
    }
    if (!o->is_model) explain_writes(p, f);
    if (!o->is_model && p->r.drifting) /* a store-only loop's too: it has no closed form above */
        fprintf(f, "  still drifting: over its %d batches the rate's fitted line moved %+.1f%% (more than "
                   "twice --tolerance, 3 standard errors from none): the figures above are the mean of a "
                   "climb or a fall, and a longer run (--max-batches 4000 --tolerance 0.0001) gives others\n",
                p->r.batches, 100 * p->r.drift);
    if (!o->is_model && p->r.latency_drifting)
        fprintf(f, "  latency still moving: over its %d batches the loads' mean latency's fitted line moved "
                   "%+.1f%% while the stopping rule watched the rate: latency_ns (%.1f ns) is that stretch's "
                   "mean.  Under a saturating loop the latency falls for hundreds of microseconds after the "
                   "start, on an H100 too (in lhsim: the channels' queues spreading apart); --series FILE shows "
                   "it, --max-batches 400 --tolerance 0.0001 runs on to the level\n",
                p->r.batches, 100 * p->r.latency_drift, p->r.latency_ns);
    if (!o->is_model && o->params.probe && p->r.probe_samples > 0)
        fprintf(f, "  the probe (one lane chasing pointers from each SM, one load at a time, no L1): %.1f ns a "
                   "load under this load, %.1fx the unloaded %.1f ns of memory.latency_ns (its %llu loads in the "
                   "measurement; 10th, 50th and 90th percentiles %.1f, %.1f, %.1f ns)\n",
                p->r.probe_latency_ns, p->r.probe_latency_ns / g->latency_ns, g->latency_ns,
                (unsigned long long)p->r.probe_samples, p->r.probe_pct_ns[0], p->r.probe_pct_ns[1],
                p->r.probe_pct_ns[2]);
    if (!o->is_model && o->params.launch_iters && p->r.launch_end[2] > 0) {
        const sim_result *r = &p->r;
        fprintf(f, "  the launch's warps end (shares of the last one's end): the first at %.2f, 10%% by %.2f, "
                   "half by %.2f, 90%% by %.2f",
                r->launch_end[0], r->launch_end[1], r->launch_end[2], r->launch_end[3]);
        int ages = 0;
        for (int k = 0; k < 4; k++) ages += r->launch_age[k] > 0;
        if (ages > 1) {
            fprintf(f, "; by age on a scheduler, oldest to youngest, their mean end:");
            for (int k = 0; k < 4; k++)
                if (r->launch_age[k] > 0) fprintf(f, " %.2f", r->launch_age[k]);
            if (g->oldest_first)
                fprintf(f, " (a busy scheduler takes the oldest ready warp first, sm.oldest_first; the H200's "
                           "store loops end oldest first too, validate/results/h200/storetail)");
            else
                fprintf(f, " (sm.oldest_first is off: a busy scheduler takes warps in the order they became "
                           "ready)");
        }
        fprintf(f, "\n");
    }
}

/* Points are run in blocks (in parallel inside a block) and each block's
 * rows handed to emit in point order, so memory does not grow with the
 * sweep.  Every simulated point's memory is estimated before any runs. */
void sweep_stream(const sweep_opts *o, sweep_emit_fn emit, void *ctx)
{
    long total = (long)o->nwarps * o->nilp * o->nwidth * sweep_combos(o);
    long n = total > o->shard_i ? (total - o->shard_i + o->shard_n - 1) / o->shard_n : 0;
    int jobs = o->jobs;
#ifdef _OPENMP
    if (jobs <= 0) jobs = omp_get_num_procs();
#else
    jobs = 1;
#endif
    if (!o->is_model) {
        /* refuse up front: the largest point, times the points run at once */
        double worst = 0;
        for (long k = 0; k < n; k++) {
            point p;
            point_at(o, k, &p);
            point_workload(o, &p);
            sim_params sp = o->params;
            sp.warps_per_sm = p.warps;
            sp.trace = o->trace != NULL && k == 0;
            sp.series = o->series != NULL && k == 0;
            char err[512];
            if (sim_check(&p.g, &p.wl, &sp, err, sizeof err))
                cli_fail("point warps=%d ilp=%d width=%d: %s", p.warps, p.ilp, p.width, err);
            double mem = sim_memory_estimate(&p.g, &p.wl, &sp);
            if (mem > SWEEP_POINT_BYTES)
                cli_fail("point warps=%d ilp=%d would need about %.0f MB (limit %.0f MB); "
                         "lower --sim-sms, the warps or the MSHRs",
                         p.warps, p.ilp, mem / 1e6, SWEEP_POINT_BYTES / 1e6);
            if (mem > worst) worst = mem;
        }
        int conc = jobs < n ? jobs : (int)n;
        if (worst * conc > SWEEP_POINT_BYTES)
            cli_fail("%d points at once would need about %.0f MB (limit %.0f MB); lower -j",
                     conc, worst * conc / 1e6, SWEEP_POINT_BYTES / 1e6);
    }
    /* a block's points run in parallel, largest first, and wait for the
     * block's last: the larger the block, the less its end leaves threads
     * idle.  Up to 32 a thread, within SWEEP_BLOCK_BYTES of points held
     * (a point holds its workload: about 125 KB), at least 8 a thread */
    long block = 32L * jobs, cap = (long)(SWEEP_BLOCK_BYTES / sizeof(point));
    if (block > cap) block = cap > 8L * jobs ? cap : 8L * jobs;
    if (o->is_model) block = 128;
    size_t nb = (size_t)(block < n ? block : (n ? n : 1));
    point *pts = calloc(nb, sizeof *pts);
    long *order = calloc(nb, sizeof *order);
    double *cost = calloc(nb, sizeof *cost);
    if (!pts || !order || !cost) cli_fail("out of memory");
    int tty = isatty(2) && !o->quiet && !o->is_model;
    long done = 0;
    double t0 = now_s();
    int rank = 0, nranks = 1;
#ifdef LHSIM_MPI
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &nranks);
    if (rank != 0) tty = 0;
#endif
    uint64_t fp = sweep_fingerprint(o, total);
    int unconverged = 0, drifting = 0, lat_moving = 0;
    FILE *xf = NULL;
    row_t row;
    for (long b0 = 0; b0 < n; b0 += block) {
        long bn = n - b0 < block ? n - b0 : block;
        for (long i = 0; i < bn; i++) {
            point_at(o, b0 + i, &pts[i]);
            point_workload(o, &pts[i]);
            order[i] = i;
        }
        /* the block's points start largest first (warps x loads in flight: what
         * a point costs to simulate, roughly), so that no thread is left with
         * a large one at the block's end while the others wait; the rows still
         * come out in the sweep's order */
        if (!o->is_model && jobs > 1) {
            for (long i = 0; i < bn; i++) cost[i] = (double)pts[i].warps * pts[i].wl.max_loads_in_flight;
            for (long i = 1; i < bn; i++) { /* insertion sort, stable: a block is small */
                long v = order[i], j = i;
                while (j > 0 && cost[order[j - 1]] < cost[v]) {
                    order[j] = order[j - 1];
                    j--;
                }
                order[j] = v;
            }
        }
#pragma omp parallel for schedule(dynamic, 1) num_threads(jobs) if (!o->is_model)
        for (long k = 0; k < bn; k++) {
            long i = order[k];
            point *p = &pts[i];
            if ((b0 + i) % nranks != rank) continue; /* MPI: this rank's share */
            if (o->is_model) {
                p->rc = sweep_closed_form(&p->g, &p->wl, p->warps, &p->m);
                if (p->rc)
                    snprintf(p->err, sizeof p->err, "the closed form needs loads (this workload "
                             "has %d); use lhsim sim", p->wl.loads_per_iter);
            } else {
                sim_params sp = o->params;
                sp.warps_per_sm = p->warps;
                sp.seed = sweep_point_seed(o->params.seed, p->index);
                sp.trace = o->trace != NULL && b0 + i == 0;
                sp.series = o->series != NULL && b0 + i == 0;
                p->rc = sim_run(&p->g, &p->wl, &sp, &p->r, p->err, sizeof p->err);
            }
            if (tty) {
                long d;
#pragma omp atomic capture
                d = ++done;
                double el = now_s() - t0;
#pragma omp critical
                fprintf(stderr, "\r  %ld/%ld points  %.1f points/s  %.0f s left   ", d, n, d / el,
                        (n - d) * el / d);
            }
        }
#ifdef LHSIM_MPI
        if (nranks > 1 && !gather_block(pts, b0, bn, rank, nranks)) continue; /* ranks > 0 */
#endif
        for (long i = 0; i < bn; i++) {
            point *p = &pts[i];
            if (p->rc) {
                if (tty) fprintf(stderr, "\r%60s\r", "");
                cli_fail("point warps=%d ilp=%d width=%d: %s", p->warps, p->ilp, p->width, p->err);
            }
            if (o->trace && b0 + i == 0) write_trace(o->trace, &p->r);
            if (o->series && b0 + i == 0) write_series(o->series, &p->r);
            format_row(o, p, fp, total, &row);
            if (emit) emit(ctx, (const char(*)[48])row.c, row.n);
            if (o->explain && emit) {
                if (!xf) xf = tmpfile();
                if (xf) explain_point(o, p, xf);
            }
            if (!o->is_model && !p->r.converged) unconverged++;
            if (!o->is_model && p->r.drifting) drifting++;
            if (!o->is_model && p->r.latency_drifting) lat_moving++;
            sim_result_fini(&p->r);
        }
    }
    if (tty) fprintf(stderr, "\r%60s\r", "");
    if (xf) { /* --explain: after the rows; on stdout for a table there, else stderr */
        FILE *to = o->fmt == FMT_TABLE && !o->out ? stdout : stderr;
        rewind(xf);
        char line[1024];
        fputc('\n', to);
        while (fgets(line, sizeof line, xf)) fputs(line, to);
        fclose(xf);
    }
    if (o->tally) {
        o->tally->unconverged += unconverged;
        o->tally->drifting += drifting;
        o->tally->lat_moving += lat_moving;
    } else {
        if (unconverged)
            fprintf(stderr, "lhsim: note: %d point(s) stopped at the batch limit before reaching "
                            "--tolerance (see rel_halfwidth)\n", unconverged);
        if (drifting)
            fprintf(stderr, "lhsim: note: %d point(s) still drifting: their batches' rate moved by more than "
                            "twice --tolerance over the run (see drift), so the answer depends on how long "
                            "it ran; --max-batches 4000 --tolerance 0.0001 shows where it goes\n", drifting);
        if (lat_moving)
            fprintf(stderr, "lhsim: note: %d point(s) with their loads' latency still moving: it moved by more "
                            "than %.0f%% over the run while the rate held (see latency_drift), so their latency_ns "
                            "depends on how long they ran (a saturating loop's falls for hundreds of microseconds "
                            "after the start); --series FILE shows it, --max-batches 400 --tolerance 0.0001 the "
                            "level\n", lat_moving, 100 * SIM_LAT_DRIFT);
    }
    free(pts);
    free(order);
    free(cost);
}

static void to_tbl(void *ctx, const char (*cells)[48], int n)
{
    for (int i = 0; i < n; i++) tbl_cell(ctx, "%s", cells[i]);
}

void sweep_tally_note(const sweep_tally *t, const char *cmd, const char *const where[3])
{
    if (t->unconverged)
        fprintf(stderr, "%s: note: %d simulated point(s) stopped at the batch limit before reaching "
                        "their tolerance (%s): their confidence interval is wider than the others'\n",
                cmd, t->unconverged, where[0]);
    if (t->drifting)
        fprintf(stderr, "%s: note: %d simulated point(s) still drifting at the end of their run (%s): "
                        "their rate depends on how long they ran; lhsim sim --explain on such a point "
                        "says more\n",
                cmd, t->drifting, where[1]);
    if (t->lat_moving)
        fprintf(stderr, "%s: note: %d simulated point(s) with their loaded latency still moving at "
                        "the end of their run (%s): a saturating loop's latency falls for hundreds of "
                        "microseconds after its start, as the latency-over-time figure shows, so their "
                        "latency_ns is a default-length run's\n",
                cmd, t->lat_moving, where[2]);
}

tbl *sweep_run(const sweep_opts *o)
{
    const char *cols[SWEEP_MAX_COLS];
    for (int i = 0; i < sweep_ncols(o); i++) cols[i] = sweep_col(o, i);
    tbl *t = tbl_alloc(cols, sweep_ncols(o));
    sweep_stream(o, to_tbl, t);
#ifdef LHSIM_MPI
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank != 0) {
        tbl_free(t);
        return NULL; /* rank 0 has the rows */
    }
#endif
    return t;
}
