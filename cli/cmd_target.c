/* cmd_target.c -- lhsim target: the warps per SM (or the ILP) a workload
 * needs to reach a fraction of the GPU's DRAM bandwidth, by bisection on the
 * simulator, and whether a kernel's occupancy gets there. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "sweep.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char TARGET_HELP[] =
    "usage: lhsim target [--gpu NAME|PATH] [--workload NAME|FILE] [--fraction LIST]\n"
    "                    [--vary warps|ilp] [--ilp LIST] [--warps LIST] [--width N] [--flops N]\n"
    "                    [--threads N --regs N [--smem-dynamic B]] [--footprint BYTES]\n"
    "                    [--set S.K=V]... [--seed N] [--tolerance F] [--sim-sms N]\n"
    "                    [--format table|csv] [-o FILE]\n"
    "\n"
    "How many warps per SM (at each ILP) -- or how many independent loads per\n"
    "thread (at each occupancy) -- does this workload need to reach a fraction of\n"
    "the GPU's DRAM bandwidth?  Found by bisection on the simulator (bandwidth\n"
    "grows with warps and with ILP), a handful of simulated points per answer.\n"
    "\n"
    "  --fraction LIST   of the preset's DRAM bandwidth [0.5,0.8,0.9,0.95]; a --footprint\n"
    "                    the caches hold moves nothing from DRAM: none, and a note\n"
    "  --vary warps|ilp  what to find: warps per SM for each --ilp [warps], or the\n"
    "                    ILP for each --warps (built-in workloads with an ILP only)\n"
    "  --ilp LIST        [1]            --warps LIST  [the occupancy's, or 1:64:x2]\n"
    "  --threads/--regs/--smem-dynamic  the kernel's launch: the occupancy calculator\n"
    "                    says how many warps per SM it can have, and what limits it;\n"
    "                    each answer says whether the kernel gets there\n"
    "  (--gpu, --workload, --width, --flops, --footprint, --set, --seed, --tolerance,\n"
    "   --sim-sms as for lhsim sim)\n"
    "\n"
    "columns: workload, gpu, vary, ilp, warps_per_sm (the answer, or none if even the\n"
    "  most does not reach it), fraction, target_gbps, bandwidth_gbps (simulated there;\n"
    "  at the most, when unreachable), pct_of_peak, reachable (yes/no: within the\n"
    "  kernel's occupancy; - without --threads), occupancy_warps and limiter (the\n"
    "  occupancy calculator's; - without --threads), points\n"
    "  (simulated so far: the answers share them)\n"
    "\n"
    "example:\n"
    "  lhsim target --gpu h200 --workload stream --ilp 1,2,4,8 --fraction 0.8,0.9\n"
    "  lhsim target --gpu h200 --workload stream --threads 256 --regs 64 --ilp 1,4\n"
    "  lhsim target --gpu h200 --workload chase --vary ilp --warps 8,16,32\n";

typedef struct {
    const sweep_opts *o;
    int builtin;
    double memo[33][65]; /* bandwidth by (ilp, warps); 0 = not simulated */
    int points;
    /* a point whose loop moved its bytes from the caches alone (DRAM nothing) */
    int cached_ilp, cached_warps;
    double cached_gbps;
} tctx;

static double bw_at(tctx *c, int ilp, int warps)
{
    if (c->memo[ilp][warps] > 0) return c->memo[ilp][warps];
    const sweep_opts *o = c->o;
    static sim_workload wl;
    char err[1024];
    if (!c->builtin) wl = o->file_wl;
    else if (sim_workload_builtin(o->workload, ilp, (int)o->B[0], o->flops, &wl, err, sizeof err))
        cli_fail("%s", err);
    if (o->footprint > 0) sim_workload_set_footprint(&wl, o->footprint);
    sim_params p = o->params;
    p.warps_per_sm = warps;
    p.trace = 0;
    p.seed = sweep_point_seed(o->params.seed, ilp * 100 + warps);
    if (sim_check(&o->g, &wl, &p, err, sizeof err)) cli_fail("warps=%d ilp=%d: %s", warps, ilp, err);
    sim_result r;
    if (sim_run(&o->g, &wl, &p, &r, err, sizeof err)) cli_fail("warps=%d ilp=%d: %s", warps, ilp, err);
    sim_result_fini(&r);
    c->points++;
    if (isatty(2)) fprintf(stderr, "\r  %d points simulated   ", c->points);
    if (!(r.bandwidth_gbps > 0) && r.useful_gbps > c->cached_gbps)
        c->cached_ilp = ilp, c->cached_warps = warps, c->cached_gbps = r.useful_gbps;
    double bw = r.bandwidth_gbps > 0 ? r.bandwidth_gbps : 1e-9;
    c->memo[ilp][warps] = bw;
    return bw;
}

/* the least x in [lo, hi] with f(x) >= target, or -1; f grows with x */
static int least(tctx *c, int vary_ilp, int fixed, int lo, int hi, double target)
{
#define F(x) (vary_ilp ? bw_at(c, (x), fixed) : bw_at(c, fixed, (x)))
    if (F(hi) < target) return -1;
    if (F(lo) >= target) return lo;
    while (hi - lo > 1) {
        int mid = lo + (hi - lo) / 2;
        if (F(mid) >= target) hi = mid;
        else lo = mid;
    }
    return hi;
#undef F
}

int cmd_target(int argc, char **argv)
{
    /* the options sim takes, and --fraction/--vary: strip those two and let
     * sweep_parse read the rest */
    const char *fraction = "0.5,0.8,0.9,0.95", *vary = "warps";
    char **rest = calloc((size_t)argc + 1, sizeof *rest);
    if (!rest) cli_fail("out of memory");
    int nr = 0;
    rest[nr++] = argv[0];
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("%s", TARGET_HELP);
            free(rest);
            return 0;
        }
        if (!strcmp(argv[i], "--fraction") || !strcmp(argv[i], "--vary")) {
            if (i + 1 >= argc) cli_fail("%s needs a value", argv[i]);
            if (argv[i][2] == 'f') fraction = argv[++i];
            else vary = argv[++i];
            continue;
        }
        if (!strncmp(argv[i], "--fraction=", 11)) { fraction = argv[i] + 11; continue; }
        if (!strncmp(argv[i], "--vary=", 7)) { vary = argv[i] + 7; continue; }
        if (!strcmp(argv[i], "--grid") || !strcmp(argv[i], "--trace") || !strcmp(argv[i], "--shard"))
            cli_fail("target: %s is not an option of target (see lhsim target --help)", argv[i]);
        rest[nr++] = argv[i];
    }
    int vary_ilp;
    if (!strcmp(vary, "warps")) vary_ilp = 0;
    else if (!strcmp(vary, "ilp")) vary_ilp = 1;
    else cli_fail("--vary %s: warps or ilp", vary);
    /* --threads/--regs: sweep_parse would turn them into --warps; keep them */
    const char *threads = NULL, *regs = NULL, *smem = "0";
    int nr2 = 1;
    for (int i = 1; i < nr; i++) {
        if ((!strcmp(rest[i], "--threads") || !strcmp(rest[i], "--regs") ||
             !strcmp(rest[i], "--smem-dynamic")) && i + 1 < nr) {
            if (rest[i][2] == 't') threads = rest[i + 1];
            else if (rest[i][2] == 'r') regs = rest[i + 1];
            else smem = rest[i + 1];
            i++;
            continue;
        }
        rest[nr2++] = rest[i];
    }
    static sweep_opts o;
    sweep_parse(nr2, rest, "target", &o);
    free(rest);
    if (o.nwidth > 1) cli_fail("target: one --width at a time");
    for (int a = 0; a < o.naxes; a++)
        if (!strcmp(o.axis_key[a], SWEEP_FOOTPRINT_AXIS)) cli_fail("target: one --footprint at a time");
    int builtin = !o.is_file;
    tctx *c = calloc(1, sizeof *c);
    if (!c) cli_fail("out of memory");
    c->o = &o;
    c->builtin = builtin;
    double *fr = NULL;
    int nf = cli_list("--fraction", fraction, 1e-6, 1, 0, &fr);
    int occ_w = 0;
    char lim[64] = "-";
    if (threads || regs) {
        if (!threads || !regs) cli_fail("target: --threads and --regs go together");
        model_occ_in in = {(int)cli_number("--threads", threads, 1, o.g.max_threads_per_block, 1),
                           (int)cli_number("--regs", regs, 0, o.g.max_regs_per_thread, 1), 0,
                           (int)cli_number("--smem-dynamic", smem, 0, 1 << 24, 1), -1, -1};
        model_occ_out oc;
        model_occupancy(&o.g, &in, &oc);
        if (oc.warps_per_sm < 1)
            cli_fail("target: that kernel cannot launch on %s (%s)", o.g.name,
                     oc.why[0] ? oc.why : "zero blocks per SM");
        occ_w = oc.warps_per_sm;
        model_limiter_name(oc.limiters, lim, sizeof lim);
    }
    if (vary_ilp && !builtin) cli_fail("target: --vary ilp needs a built-in workload (a file has no ILP knob)");
    if (!builtin && o.nilp > 1) cli_fail("target: --ilp applies to built-in workloads");
    int maxw = o.g.max_warps_per_sm > 64 ? 64 : o.g.max_warps_per_sm;
    /* warps for --vary ilp: the list, the occupancy's, or powers of two */
    double *W = o.W;
    int nw = o.nwarps;
    double occ_list[1];
    if (vary_ilp && !o.warps_given && occ_w) {
        occ_list[0] = occ_w;
        W = occ_list;
        nw = 1;
    }
    static const char *cols[] = {"workload", "gpu", "vary", "ilp", "warps_per_sm", "fraction",
                                 "target_gbps", "bandwidth_gbps", "pct_of_peak", "reachable",
                                 "occupancy_warps", "limiter", "points"};
    tbl *t = tbl_alloc(cols, 13);
    double peak = o.g.bandwidth_gbps;
    int nouter = vary_ilp ? nw : o.nilp;
    int any_none = 0;
    for (int a = 0; a < nouter; a++)
        for (int f = 0; f < nf; f++) {
            double target = fr[f] * peak;
            int ilp, warps, ans;
            if (vary_ilp) {
                warps = (int)W[a];
                if (warps > maxw) cli_fail("target: --warps %d: %s has at most %d", warps, o.g.name, maxw);
                ans = least(c, 1, warps, 1, 32, target);
                ilp = ans;
            } else {
                ilp = builtin ? (int)o.I[a] : 1;
                ans = least(c, 0, ilp, 1, maxw, target);
                warps = ans;
            }
            any_none |= ans < 0;
            double bw = ans > 0 ? (vary_ilp ? bw_at(c, ans, warps) : bw_at(c, ilp, ans))
                                : (vary_ilp ? bw_at(c, 32, warps) : bw_at(c, ilp, maxw));
            tbl_cell(t, "%s", builtin ? o.workload : o.file_wl.name);
            tbl_cell(t, "%s", o.g.name);
            tbl_cell(t, "%s", vary_ilp ? "ilp" : "warps");
            if (vary_ilp && ans < 0) tbl_cell(t, "none");
            else tbl_cell(t, "%d", ilp);
            if (!vary_ilp && ans < 0) tbl_cell(t, "none");
            else tbl_cell(t, "%d", warps);
            tbl_num(t, fr[f]);
            tbl_cell(t, "%.1f", target);
            tbl_cell(t, "%.1f", bw);
            tbl_cell(t, "%.1f", 100.0 * bw / peak);
            if (!occ_w) tbl_cell(t, "-");
            else if (ans < 0) tbl_cell(t, "no");
            else tbl_cell(t, "%s", (vary_ilp ? warps : ans) <= occ_w ? "yes" : "no");
            if (!occ_w) tbl_cell(t, "-"); /* no launch given: no occupancy to report */
            else tbl_cell(t, "%d", occ_w);
            tbl_cell(t, "%s", lim);
            tbl_cell(t, "%d", c->points);
        }
    if (isatty(2)) fprintf(stderr, "\r%40s\r", "");
    tbl_emit_cols(t, o.fmt, o.out, o.columns, NULL, 0);
    if (c->cached_gbps > 0 && any_none)
        fprintf(stderr,
                "lhsim: target: note: the loop's data stays in the caches (at ILP %d, %d warps it moved %.1f GB/s of "
                "its own bytes, none from DRAM), and --fraction is of DRAM's bandwidth: a larger --footprint, "
                "or lhsim sim for the cached rate\n",
                c->cached_ilp, c->cached_warps, c->cached_gbps);
    tbl_free(t);
    free(fr);
    free(c);
    sweep_opts_free(&o);
    return 0;
}
