/* sweep.c -- run the points of a sweep, in parallel, in order. */
#define _POSIX_C_SOURCE 200809L
#include "sweep.h"

#include <math.h>
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
    "not_selected", "long_scoreboard", "lg_throttle", "mshr_full", "wait", "idle", "gflops",
    "rel_halfwidth", "converged", "point", "sweep"};
const int SWEEP_NCOLS = (int)(sizeof SWEEP_COLS / sizeof SWEEP_COLS[0]);

uint64_t sweep_point_seed(uint64_t base, long index)
{
    uint64_t z = base * 0x9e3779b97f4a7c15ULL + (uint64_t)index + 1;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return (z ^ (z >> 31)) & 0x000fffffffffffffULL; /* exact in a double */
}

typedef struct {
    int warps, ilp, width;
    long index;
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
    sim_params p = o->params;
    h = fnv(h, &p.seed, sizeof p.seed);
    h = fnv(h, &p.tolerance, sizeof p.tolerance);
    h = fnv(h, &p.sim_sms, sizeof p.sim_sms);
    h = fnv(h, &p.max_events, sizeof p.max_events);
    h = fnv(h, &total, sizeof total);
    return h;
}

tbl *sweep_run(const sweep_opts *o)
{
    long total = (long)o->nwarps * o->nilp * o->nwidth;
    long n = 0;
    point *pts = calloc((size_t)total, sizeof *pts);
    if (!pts) cli_fail("out of memory");
    long idx = 0;
    for (int a = 0; a < o->nwarps; a++)
        for (int b = 0; b < o->nilp; b++)
            for (int c = 0; c < o->nwidth; c++, idx++) {
                if (idx % o->shard_n != o->shard_i) continue;
                point *p = &pts[n++];
                p->warps = (int)o->W[a];
                p->ilp = (int)o->I[b];
                p->width = (int)o->B[c];
                p->index = idx;
                char err[512];
                if (o->is_file) p->wl = o->file_wl;
                else if (sim_workload_builtin(o->workload, p->ilp, p->width, o->flops, &p->wl,
                                              err, sizeof err))
                    cli_fail("%s", err);
                if (!o->is_model) {
                    double mem = sim_memory_estimate(&o->g, &p->wl, &o->params);
                    if (mem > 2e9)
                        cli_fail("point warps=%d ilp=%d would need about %.0f MB; lower "
                                 "--sim-sms or the MSHRs",
                                 p->warps, p->ilp, mem / 1e6);
                }
            }
    int jobs = o->jobs;
#ifdef _OPENMP
    if (jobs <= 0) jobs = omp_get_num_procs();
#else
    jobs = 1;
#endif
    int tty = isatty(2) && !o->quiet && !o->is_model;
    long done = 0;
    double t0 = now_s();
    int trace_first = o->trace != NULL;
    int rank = 0, nranks = 1;
#ifdef LHSIM_MPI
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &nranks);
    if (rank != 0) tty = 0;
#endif
#pragma omp parallel for schedule(dynamic, 1) num_threads(jobs) if (!o->is_model)
    for (long i = 0; i < n; i++) {
        point *p = &pts[i];
        if (i % nranks != rank) continue; /* MPI: this rank's share */
        if (o->is_model) {
            p->rc = model_bandwidth(&o->g, p->warps, p->wl.max_loads_in_flight, p->wl.bytes_per_load,
                                    p->wl.lines_per_load, &p->m);
        } else {
            sim_params sp = o->params;
            sp.warps_per_sm = p->warps;
            sp.seed = sweep_point_seed(o->params.seed, p->index);
            sp.trace = trace_first && i == 0;
            p->rc = sim_run(&o->g, &p->wl, &sp, &p->r, p->err, sizeof p->err);
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
    if (tty) fprintf(stderr, "\r%60s\r", "");
#ifdef LHSIM_MPI
    if (nranks > 1) {
        /* gather every rank's results on rank 0, by point position */
        typedef struct { long i; int rc; char err[512]; sim_result r; model_bw_out m; } pres;
        long mine = 0;
        for (long i = rank; i < n; i += nranks) mine++;
        pres *buf = calloc((size_t)(mine ? mine : 1), sizeof *buf);
        long k = 0;
        for (long i = rank; i < n; i += nranks, k++) {
            buf[k].i = i;
            buf[k].rc = pts[i].rc;
            memcpy(buf[k].err, pts[i].err, sizeof buf[k].err);
            buf[k].r = pts[i].r;
            buf[k].r.trace = NULL;
            buf[k].r.ntrace = 0;
            buf[k].m = pts[i].m;
            buf[k].m.bound = NULL;
        }
        int bytes = (int)(mine * (long)sizeof(pres));
        int *counts = NULL, *displs = NULL;
        pres *all = NULL;
        if (rank == 0) {
            counts = calloc((size_t)nranks, sizeof *counts);
            displs = calloc((size_t)nranks, sizeof *displs);
            all = calloc((size_t)(n ? n : 1), sizeof *all);
        }
        MPI_Gather(&bytes, 1, MPI_INT, counts, 1, MPI_INT, 0, MPI_COMM_WORLD);
        if (rank == 0)
            for (int r = 1; r < nranks; r++) displs[r] = displs[r - 1] + counts[r - 1];
        MPI_Gatherv(buf, bytes, MPI_BYTE, all, counts, displs, MPI_BYTE, 0, MPI_COMM_WORLD);
        free(buf);
        if (rank != 0) {
            for (long i = 0; i < n; i++) sim_result_fini(&pts[i].r);
            free(pts);
            return NULL; /* rank 0 writes the result */
        }
        for (long j = 0; j < n; j++) {
            point *p = &pts[all[j].i];
            if (all[j].i % nranks == 0) continue; /* rank 0's own, trace included */
            p->rc = all[j].rc;
            memcpy(p->err, all[j].err, sizeof p->err);
            p->r = all[j].r;
            p->m = all[j].m;
        }
        free(all);
        free(counts);
        free(displs);
    }
#endif
    for (long i = 0; i < n; i++)
        if (pts[i].rc)
            cli_fail("point warps=%d ilp=%d width=%d: %s", pts[i].warps, pts[i].ilp, pts[i].width,
                     o->is_model ? "model: bad input" : pts[i].err);
    if (o->trace && n > 0) write_trace(o->trace, &pts[0].r);
    tbl *t = tbl_alloc((const char *const *)SWEEP_COLS, SWEEP_NCOLS);
    int unconverged = 0;
    uint64_t fp = sweep_fingerprint(o, total);
    for (long i = 0; i < n; i++) {
        point *p = &pts[i];
        tbl_cell(t, "%s", o->is_model ? "model" : "sim");
        tbl_cell(t, "%s", p->wl.name);
        tbl_cell(t, "%s", o->g.name);
        tbl_num(t, p->warps);
        tbl_num(t, p->ilp);
        tbl_num(t, p->width);
        if (o->is_model) {
            double lat = o->g.latency_ns;
            /* Little's law at the bound: latency = bytes in flight / bandwidth */
            double bif = p->m.bytes_in_flight_per_sm;
            if (p->m.bandwidth_gbps > 0 && bif * o->g.sm_count / p->m.bandwidth_gbps > lat)
                lat = bif * o->g.sm_count / p->m.bandwidth_gbps;
            tbl_cell(t, "%.2f", p->m.bandwidth_gbps);
            tbl_cell(t, "%.1f", lat);
            tbl_cell(t, "%.0f", bif);
            tbl_cell(t, "%.2f", bif / p->warps / p->wl.bytes_per_load);
            tbl_cell(t, "0");
            tbl_cell(t, "0");
            for (int k = 0; k < SIM_ST_N; k++) tbl_cell(t, "nan");
            double gf = p->wl.flops_per_iter > 0 && p->wl.dram_bytes_per_iter > 0
                            ? p->m.bandwidth_gbps * p->wl.flops_per_iter / p->wl.dram_bytes_per_iter
                            : 0;
            if (gf > o->g.peak_fp32_gflops) gf = o->g.peak_fp32_gflops;
            tbl_cell(t, "%.2f", gf);
            tbl_cell(t, "0");
            tbl_cell(t, "1");
        } else {
            sim_result *r = &p->r;
            tbl_cell(t, "%.2f", r->bandwidth_gbps);
            tbl_cell(t, "%.1f", r->latency_ns);
            tbl_cell(t, "%.0f", r->bytes_in_flight_per_sm);
            tbl_cell(t, "%.2f", r->loads_in_flight_per_warp);
            tbl_cell(t, "%llu", (unsigned long long)r->requests);
            tbl_cell(t, "%llu", (unsigned long long)sweep_point_seed(o->params.seed, p->index));
            for (int k = 0; k < SIM_ST_N; k++) tbl_cell(t, "%.4f", r->stall[k]);
            tbl_cell(t, "%.2f", r->gflops);
            tbl_cell(t, "%.4f", r->rel_halfwidth);
            tbl_cell(t, "%d", r->converged);
            if (!r->converged) unconverged++;
        }
        tbl_cell(t, "%ld", p->index);
        tbl_cell(t, "%016llx-%ld", (unsigned long long)fp, total);
        sim_result_fini(&p->r);
    }
    if (unconverged)
        fprintf(stderr, "lhsim: note: %d point(s) stopped at the batch limit before reaching "
                        "--tolerance (see rel_halfwidth)\n", unconverged);
    free(pts);
    return t;
}
