/* cmd_sim.c -- lhsim sim | model | workloads, and the sweep they share. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "sweep.h"
#ifdef LHSIM_MPI
#include <mpi.h>
#endif

#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char SIM_HELP[] =
    "usage: lhsim %s [--gpu NAME|PATH] [--workload NAME|FILE] [--warps LIST] [--ilp LIST]\n"
    "                 [--width LIST] [--flops N] [--footprint BYTES|LIST]\n"
    "                 [--threads N --regs N [--smem-dynamic B]] [--smem-per-sm B]\n"
    "                 [--set SECTION.KEY=VALUE]... [--seed N] [--tolerance F]\n"
    "                 [--sim-sms N] [--max-events N] [--trace FILE [--trace-ns NS]] [--series FILE]\n"
    "                 [-j N] [--shard I/N]\n"
    "                 [--format table|csv] [--columns LIST|all] [--explain] [-o FILE]\n"
    "                 [--launch-iters N [--launch-warm]] [--block-warps N] [--probe]\n"
    "       lhsim sim ... --grid LIST --block THREADS [--regs R] [--smem-dynamic B]\n"
    "                 [--iterations LIST | --elements LIST]     (one launch's time)\n"
    "\n"
    "%s\n"
    "\n"
    "  --gpu NAME|PATH     preset (h200, h100-sxm, a100-80, toy) or INI file [h200]\n"
    "  --workload W        built-in (lhsim workloads lists them) or a workload file [chase]\n"
    "  --warps LIST        resident warps per SM, e.g. 1,2,4,8 or 1:64:x2 [powers of 2 to the limit]\n"
    "  --ilp LIST          independent loads per thread (chains for chase) [1]\n"
    "  --width LIST        bytes per thread per load for stream/intensity: 4,8,16 [16]\n"
    "  --flops N           FLOPs per element for the intensity workload [8]\n"
    "  --footprint BYTES   the data the loop touches (64K, 16M, 2G), shared by its streams;\n"
    "                      each wraps after its share, so it is re-read and may live in\n"
    "                      L2 or L1 [unbounded].  A list sweeps it (a column 'footprint'):\n"
    "                      1M,4M,16M, 1M:1G:x2 (doubling), 8M:64M:+8M (8 MiB apart)\n"
    "  --threads/--regs/--smem-dynamic  take warps per SM from the occupancy calculator\n"
    "  --smem-per-sm B     the shared memory the resident blocks hold together (with 1 KB\n"
    "                      reserved per block): on a GPU whose L1 and shared memory\n"
    "                      share one array (sm.l1_shared_bytes), L1 gets what the\n"
    "                      smallest carve-out holding it leaves [not known: sm.l1_bytes]\n"
    "  --set S.K=V         override a preset value, e.g. memory.latency_ns=500 (repeatable);\n"
    "                      V may be a list (300,400 or 300:600:+100 or 1:8:x2): each\n"
    "                      value is a point of the sweep; every key set is a column\n"
    "  --seed N            base seed; each point gets its own from (seed, index) [1]\n"
    "  --tolerance F       stop when bandwidth's 95%% half-width < F x mean [0.01]\n"
    "                      (Student's t for the batches so far, at least 2; at least\n"
    "                      5 batches; neighbouring batches' covariance from 15 on)\n"
    "  --max-batches N     measure at most N batches (each 4 loaded latencies) [200]:\n"
    "                      with a tiny --tolerance, a long run that shows whether a\n"
    "                      point is still drifting (a re-read of a footprint just\n"
    "                      above L2's size gains L2 hits for milliseconds)\n"
    "  --sim-sms N         SMs simulated, bandwidth and channels scaled to them [16]\n"
    "  --max-events N      event budget per point [200000000]; a point that spends it\n"
    "                      fails with what kept it going (warm-up lasts while the\n"
    "                      caches take new lines or the loads' and stores' times\n"
    "                      move, up to 4000 batches: a copy reading 4 MiB and\n"
    "                      storing into 20 MiB, all in the H100's L2, needs about\n"
    "                      5e8 at 16 warps)\n"
    "  --launch-iters N    sim only: one launch instead of the steady state: every warp\n"
    "                      runs N loop iterations from a common start (caches cold), and\n"
    "                      time_per_iter_ns is the last warp's end over N.  Where warps\n"
    "                      share a scheduler unevenly (sm.oldest_first) the first finish\n"
    "                      early and the last run on with fewer: a launch's cost that\n"
    "                      warps looping for ever do not show; --explain gives when\n"
    "                      its warps end, and by age on a scheduler\n"
    "  --launch-warm       with --launch-iters: the same launch runs first, untimed, and\n"
    "                      drains; the timed one finds L1 and L2 as it left them (what a\n"
    "                      benchmark's warm-up launch does: a loop over data that fits\n"
    "                      in L2 then reads it from L2, not from DRAM)\n"
    "  --block-warps N     warps per block, for a workload's bar (__syncthreads): the\n"
    "                      SM's warps in order form blocks of N, and a bar holds each\n"
    "                      warp until its block's N have issued theirs (--warps must\n"
    "                      be multiples of N) [one --threads value's warps, else all\n"
    "                      the SM's warps one block]\n"
    "  --probe             sim only: each SM also runs a probe, one lane chasing\n"
    "                      pointers through lines of a 1 GiB region of its own (loads\n"
    "                      that skip L1, one at a time, as the H200's measured probe\n"
    "                      warp): probe_latency_ns is what a dependent load waits for\n"
    "                      while this workload runs (the loaded latency), beside the\n"
    "                      preset's unloaded memory.latency_ns.  Its lines add a little\n"
    "                      DRAM traffic (counted in bandwidth_gbps, not in useful_gbps);\n"
    "                      warm-up lasts until its latency holds over eight windows\n"
    "                      of 32 of its loads\n"
    "  --trace FILE        write SM 0's warp events (CSV) for the first point\n"
    "  --trace-ns NS       how long the trace runs from when measuring starts, while\n"
    "                      the point runs (at most 200000 events) [5000]\n"
    "  --series FILE       write the first point's batches from its start (CSV: each\n"
    "                      batch's end, DRAM GB/s, the loads' and the probe's mean\n"
    "                      latency; warm-up included): how the loaded latency settles.\n"
    "                      Under a saturating loop it falls for hundreds of\n"
    "                      microseconds after the start, on an H100 as in lhsim; a\n"
    "                      default run stops early in that fall (--max-batches 400\n"
    "                      --tolerance 0.0001 runs on into the steady state)\n"
    "  -j, --jobs N        points in parallel [all cores]\n"
    "  --shard I/N         run only points I, I+N, I+2N... (join with lhsim merge)\n"
    "  --explain           after the rows: the closed form's arithmetic, the limit that\n"
    "                      binds, and why the simulator differs; for a loop the caches\n"
    "                      serve, what it moves and what L1 and L2 serve (the closed form\n"
    "                      has no caches); for a loop that stores, what DRAM writes and\n"
    "                      why (L2's limit on dirty lines) and how busy L2's request\n"
    "                      ports are (stores wait there); where issue binds at high\n"
    "                      occupancy, how far the H200 fell short of that\n"
    "  --columns LIST|all  the columns written [a table: the eleven people read first and the\n"
    "                      --set keys; CSV: all]\n"
    "  --grid LIST         sim only: predict whole launches of LIST blocks of --block\n"
    "                      threads (--regs [32], --smem-dynamic set the occupancy): full\n"
    "                      waves, the last wave's tail, the drain and the preset's launch\n"
    "                      overhead; columns time_us, waves, achieved_gbps... (man lhsim)\n"
    "  --iterations LIST   loop iterations per thread of a launch [1]\n"
    "  --elements LIST     loop iterations of all threads together (per thread: / grid x block)\n"
    "\n"
    "columns: source,workload,gpu,warps_per_sm,ilp,width,\n"
    "  bandwidth_gbps   DRAM bytes read + written per second, whole GPU (1e9 B/s)\n"
    "  latency_ns       a request's time from leaving the SM to its data back\n"
    "  bytes_in_flight_per_sm,loads_in_flight_per_warp,requests,seed, the stall\n"
    "  fractions as Nsight names them (selected,not_selected,long_scoreboard,\n"
    "  lg_throttle,mshr_full,wait,idle,math_pipe_throttle,barrier), gflops,\n"
    "  rel_halfwidth,\n"
    "  converged,\n"
    "  useful_gbps      bytes the program's loads and stores ask for, per second (lhsim\n"
    "                   model: its DRAM rate in those bytes)\n"
    "  dram_write_gbps  of bandwidth_gbps, the bytes written\n"
    "  l2_gbps          bytes L2 delivered to hits and took from stores\n"
    "  l1_hit, l2_hit   hit fractions of the lines reaching each cache (-1: not modelled)\n"
    "  time_per_iter_ns one warp's loop iteration\n"
    "  pct_of_peak      bandwidth_gbps as a percentage of the preset's DRAM bandwidth\n"
    "  launch_factor    how much longer a long launch takes than this steady state's\n"
    "                   rate says: its warps' rates by age run to the last one's end\n"
    "                   (above 1 where the oldest warps go first and the youngest\n"
    "                   finish alone; validate compare divides by it)\n"
    "  probe_latency_ns with --probe: the probe's loads, issue to data back (else 0)\n"
    "  probe_p10_ns, probe_p50_ns, probe_p90_ns  ... their 10th, 50th, 90th\n"
    "                   percentiles (a kernel that waits for the slowest of many\n"
    "                   loads, as a block at a barrier, feels the 90th)\n"
    "  drift            the measured batches' rates: how far their fitted line moved\n"
    "                   over the run, a share of the mean; past twice --tolerance and\n"
    "                   3 standard errors a note says the point is still drifting (a\n"
    "                   re-read just above L2's size gains hits for milliseconds)\n"
    "  latency_drift    the same for the batches' mean load latency; past 5%% and 3\n"
    "                   standard errors a note says it is still moving (a saturating\n"
    "                   loop's falls for hundreds of microseconds after the start)\n"
    "  point, sweep, then one column per --set key\n"
    "\n"
    "example:\n"
    "  lhsim %s --gpu h200 --workload chase --warps 1,2,4,8,16,32,64 --ilp 1,2,4,8 --format csv\n";

static const char MODEL_HELP[] =
    "usage: lhsim model [--gpu NAME|PATH] [--workload NAME|FILE] [--warps LIST] [--ilp LIST]\n"
    "                   [--width LIST] [--flops N] [--threads N --regs N [--smem-dynamic B]]\n"
    "                   [--set SECTION.KEY=VALUE|LIST]... [--shard I/N]\n"
    "                   [--format table|csv] [--columns LIST|all] [--explain] [-o FILE]\n"
    "\n"
    "%s\n"
    "\n"
    "  --gpu NAME|PATH     preset (h200, h100-sxm, a100-80, toy) or INI file [h200]\n"
    "  --workload W        built-in (lhsim workloads lists them) or a workload file [chase]\n"
    "  --warps LIST        resident warps per SM, e.g. 1,2,4,8 or 1:64:x2 [powers of 2 to the limit]\n"
    "  --ilp LIST          independent loads per thread (chains for chase) [1]\n"
    "  --width LIST        bytes per thread per load for stream/intensity: 4,8,16 [16]\n"
    "  --flops N           FLOPs per element for the intensity workload [8]\n"
    "  --threads/--regs/--smem-dynamic  take warps per SM from the occupancy calculator\n"
    "  --set S.K=V         override a preset value (a list sweeps; each key is a column)\n"
    "  --shard I/N         only points I, I+N, ... (join with lhsim merge)\n"
    "  --columns LIST|all  the columns written [table: the eleven read first; CSV: all]\n"
    "  --explain           after the rows: the arithmetic and the limit that binds\n"
    "\n"
    "columns: those of lhsim sim (lhsim sim --help); the closed form writes nan where\n"
    "  it has no figure (stalls, L1/L2, time per iteration).  bandwidth_gbps counts the\n"
    "  iteration's DRAM bytes, loads and stores, as the simulator does.\n"
    "\n"
    "example:\n"
    "  lhsim model --gpu h200 --workload chase --warps 1,2,4,8,16,32,64 --ilp 1,2,4,8 --format csv\n";

static const char SIM_WHAT[] =
    "Simulates every SM's warps issuing the workload's loop in order, with\n"
    "per-warp scoreboards, MSHRs, an LSU and a queued memory, and reports the\n"
    "achieved DRAM bandwidth, the loaded latency and where the warps' time went.";
static const char MODEL_WHAT[] =
    "The closed form for the same points: bandwidth = min(SMs x bytes in flight\n"
    "per SM / latency, LSU rate, bandwidth) -- Little's law with the per-warp\n"
    "and MSHR caps (a Volkov-style min() bound).  Instant, but blind to queueing.";

static void parse_shard(const char *s, int *i, int *n)
{
    int a, b;
    char extra;
    if (sscanf(s, "%d/%d%c", &a, &b, &extra) != 2 || b < 1 || a < 0 || a >= b || b > 100000)
        cli_fail("--shard %s: expected I/N with 0 <= I < N", s);
    *i = a;
    *n = b;
}

/* --footprint: a size (64K, 16M, 2G), or a list of them: A,B,C and ranges
 * A:B:xK (geometric) or A:B:+S (sizes apart), each 128 B to 1 PiB; at most
 * 4096 values.  Their count; *out malloc'd */
static void footprint_bad(const char *s) CLI_NORETURN;
static void footprint_bad(const char *s)
{
    cli_fail("--footprint %s: bytes, 128 to 1 PiB (e.g. 65536, 64K, 16M, 2G), or a list "
             "(1M,4M,16M; 1M:1G:x2; 8M:64M:+8M)", s);
}

static int footprint_list(const char *s, double **out)
{
    char *dup = strdup(s), *next = dup;
    if (!dup) cli_fail("out of memory");
    double *v = NULL;
    int n = 0, cap = 0;
    while (next) {
        char *it = next, *comma = strchr(it, ',');
        next = comma ? comma + 1 : NULL;
        if (comma) *comma = 0;
        if (!*it) cli_fail("--footprint '%s': empty item in list", s);
        char *c1 = strchr(it, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
        double lo, hi, step = 0;
        int geo = 0;
        if (!c1) {
            lo = hi = sim_parse_size(it);
        } else {
            if (!c2 || strchr(c2 + 1, ':')) footprint_bad(s);
            *c1 = *c2 = 0;
            lo = sim_parse_size(it);
            hi = sim_parse_size(c1 + 1);
            if (c2[1] == 'x') { /* a factor: x2, x1.5 */
                char *end;
                geo = 1;
                step = strtod(c2 + 2, &end);
                if (end == c2 + 2 || *end) step = 0;
            } else if (c2[1] == '+') { /* a size: +8M (sim_parse_size: -1 when it is none) */
                step = sim_parse_size(c2 + 2);
            }
            if (!(geo ? step > 1 && step <= 1e6 : step >= 1) || !(hi >= lo)) footprint_bad(s);
        }
        if (!(lo >= 128 && hi <= SIM_MAX_FOOTPRINT)) footprint_bad(s);
        for (double x = lo; x <= hi * (1 + 1e-12); x = geo ? floor(x * step) : x + step) {
            if (n == 4096) cli_fail("--footprint %s: more than 4096 sizes", s);
            if (n == cap && !(v = realloc(v, sizeof *v * (size_t)(cap = cap ? 2 * cap : 16))))
                cli_fail("out of memory");
            v[n++] = x;
            if (lo == hi) break;
        }
    }
    free(dup);
    if (!n) footprint_bad(s);
    *out = v;
    return n;
}

int sweep_parse(int argc, char **argv, const char *cmd, sweep_opts *o)
{
    static const struct option lo[] = {
        {"gpu", 1, 0, 'g'},       {"workload", 1, 0, 'w'},   {"warps", 1, 0, 'W'},
        {"ilp", 1, 0, 'i'},       {"width", 1, 0, 'b'},      {"flops", 1, 0, 'F'},
        {"threads", 1, 0, 't'},   {"regs", 1, 0, 'r'},       {"smem-dynamic", 1, 0, 'd'},
        {"set", 1, 0, 'S'},       {"seed", 1, 0, 's'},       {"tolerance", 1, 0, 'T'},
        {"sim-sms", 1, 0, 'n'},   {"max-events", 1, 0, 'E'}, {"trace", 1, 0, 'x'}, {"series", 1, 0, 'Q'},
        {"jobs", 1, 0, 'j'},      {"shard", 1, 0, 'H'},      {"format", 1, 0, 'f'},
        {"output", 1, 0, 'o'},    {"footprint", 1, 0, 'P'},  {"help", 0, 0, 'h'},
        {"grid", 1, 0, 'G'},      {"block", 1, 0, 'K'},      {"iterations", 1, 0, 'I'},
        {"elements", 1, 0, 'N'},  {"columns", 1, 0, 'C'},  {"explain", 0, 0, 'X'},
        {"smem-per-sm", 1, 0, 'M'}, {"launch-iters", 1, 0, 'L'}, {"launch-warm", 0, 0, 'A'},
        {"block-warps", 1, 0, 'k'}, {"trace-ns", 1, 0, 'y'}, {"probe", 0, 0, 'p'},
        {"max-batches", 1, 0, 'B'}, {0, 0, 0, 0}};
    memset(o, 0, sizeof *o);
    o->gpu = "h200";
    o->workload = "chase";
    o->warps = "1:64:x2";
    o->ilp = "1";
    o->width = "16";
    o->flops = 8;
    o->fmt = FMT_TABLE;
    o->params = sim_default_params();
    o->jobs = 0;
    o->shard_n = 1;
    o->is_model = !strcmp(cmd, "model");
    const char *footprints = NULL; /* --footprint: one size or a list */
    const char *threads = NULL, *regs = NULL, *smem = "0";
    int trace_ns_given = 0;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:j:h", lo, NULL)) != -1) {
        switch (c) {
        case 'g': o->gpu = optarg; break;
        case 'w': o->workload = optarg; break;
        case 'W': o->warps = optarg; o->warps_given = 1; break;
        case 'i': o->ilp = optarg; break;
        case 'b': o->width = optarg; break;
        case 'F': o->flops = (int)cli_number("--flops", optarg, 0, 1000, 1); break;
        case 'P': footprints = optarg; break;
        case 't': threads = optarg; break;
        case 'r': regs = optarg; break;
        case 'd': smem = optarg; break;
        case 'S':
            if (o->nsets == 64) cli_fail("--set: at most 64");
            o->sets[o->nsets++] = optarg;
            break;
        case 's': o->params.seed = (uint64_t)cli_number("--seed", optarg, 0, 9e15, 1); break;
        case 'T': o->params.tolerance = cli_number("--tolerance", optarg, 1e-4, 0.5, 0); break;
        case 'B': o->params.max_batches = (int)cli_number("--max-batches", optarg, 5, 1e6, 1); break;
        case 'n': o->params.sim_sms = (int)cli_number("--sim-sms", optarg, 1, 100000, 1); break;
        case 'E':
            o->params.max_events = (uint64_t)cli_number("--max-events", optarg, 1000, 2e11, 1);
            break;
        case 'x': o->trace = optarg; break;
        case 'Q': o->series = optarg; break;
        case 'y':
            o->params.trace_ns = cli_number("--trace-ns", optarg, 1, 1e7, 0);
            trace_ns_given = 1;
            break;
        case 'j': o->jobs = (int)cli_number("--jobs", optarg, 1, 1024, 1); break;
        case 'H': parse_shard(optarg, &o->shard_i, &o->shard_n); break;
        case 'f': o->fmt = cli_format(optarg); break;
        case 'o': o->out = optarg; break;
        case 'G': o->grid = optarg; break;
        case 'K': o->block = (int)cli_number("--block", optarg, 1, 1 << 20, 1); break;
        case 'I': o->iterations = optarg; break;
        case 'N': o->elements = optarg; break;
        case 'C': o->columns = optarg; break;
        case 'X': o->explain = 1; break;
        case 'M': o->params.smem_per_sm = (int)cli_number("--smem-per-sm", optarg, 0, 1 << 24, 1); break;
        case 'L': o->params.launch_iters = (uint64_t)cli_number("--launch-iters", optarg, 1, 1e9, 1); break;
        case 'A': o->params.launch_warm = 1; break;
        case 'p': o->params.probe = 1; break;
        case 'k': o->params.block_warps = (int)cli_number("--block-warps", optarg, 1, 64, 1); break;
        case 'h':
            if (o->is_model) printf(MODEL_HELP, MODEL_WHAT);
            else printf(SIM_HELP, cmd, SIM_WHAT, cmd);
            return 1;
        default: cli_usage_fail(cmd, argv);
        }
    }
    if (optind < argc) cli_fail("%s: unexpected argument '%s'", cmd, argv[optind]);
    if (o->is_model && o->params.smem_per_sm >= 0)
        cli_fail("model: --smem-per-sm is lhsim sim's (the closed form has no L1)");
    if (o->is_model && footprints)
        cli_fail("model: --footprint is lhsim sim's (the closed form has no caches: its rows are DRAM's "
                 "at any footprint)");
    if (o->is_model && o->params.launch_iters)
        cli_fail("model: --launch-iters is lhsim sim's (the closed form has no warps to finish)");
    if (o->is_model && o->params.probe)
        cli_fail("model: --probe is lhsim sim's (the closed form has one latency)");
    if (o->params.probe && o->params.launch_iters)
        cli_fail("%s: --probe measures a steady state's loaded latency; not with --launch-iters", cmd);
    if (o->params.probe && (o->grid || o->block || o->iterations || o->elements))
        cli_fail("%s: --probe measures a steady state's loaded latency; not with --grid", cmd);
    if (o->params.launch_warm && !o->params.launch_iters)
        cli_fail("%s: --launch-warm runs an untimed launch before the timed one: give --launch-iters N", cmd);
    if (o->params.launch_iters && (o->grid || o->block || o->iterations || o->elements))
        cli_fail("%s: --launch-iters simulates one wave of resident warps; --grid times launches of many "
                 "waves from the steady state: give one or the other", cmd);
    if (trace_ns_given && !o->trace) cli_fail("%s: --trace-ns is the length of a --trace; give --trace FILE", cmd);
    if (o->trace && o->out && cli_same_file(o->trace, o->out))
        cli_fail("%s: --trace and -o name the same file (%s)", cmd, o->out);
    if (o->series && o->out && cli_same_file(o->series, o->out))
        cli_fail("%s: --series and -o name the same file (%s)", cmd, o->out);
    if (o->series && o->trace && cli_same_file(o->series, o->trace))
        cli_fail("%s: --series and --trace name the same file (%s)", cmd, o->trace);
    cli_load_gpu(o->gpu, NULL, 0, &o->g);
    /* every --set is an axis of the sweep: a value, or a list (1,2 / 1:8:x2 /
     * 300:600:+100) whose values are each a point's; o->g takes the first */
    for (int i = 0; i < o->nsets; i++) {
        const char *eq = strchr(o->sets[i], '=');
        char err[1024];
        if (!eq || eq == o->sets[i] || eq - o->sets[i] >= (long)sizeof o->axis_key[0]) {
            model_gpu t = o->g;
            if (model_gpu_set(&t, o->sets[i], err, sizeof err)) cli_fail("%s", err);
            cli_fail("--set %s: expected SECTION.KEY=VALUE", o->sets[i]);
        }
        if (o->naxes == 16) cli_fail("--set: at most 16 keys");
        char key[64];
        snprintf(key, sizeof key, "%.*s", (int)(eq - o->sets[i]), o->sets[i]);
        for (int a = 0; a < o->naxes; a++)
            if (!strcmp(o->axis_key[a], key)) cli_fail("--set: %s given twice", key);
        const char *val = eq + 1;
        int a = o->naxes;
        snprintf(o->axis_key[a], sizeof o->axis_key[a], "%s", key);
        if (strpbrk(val, ",:")) {
            double *v = NULL;
            char opt[80];
            snprintf(opt, sizeof opt, "--set %s", key);
            int n = cli_list(opt, val, -1e300, 1e300, 0, &v);
            o->axis_v[a] = calloc((size_t)n, sizeof *o->axis_v[a]);
            if (!o->axis_v[a]) cli_fail("out of memory");
            for (int k = 0; k < n; k++) {
                char b[40];
                snprintf(b, sizeof b, "%.15g", v[k]);
                o->axis_v[a][k] = strdup(b);
            }
            o->axis_n[a] = n;
            free(v);
        } else {
            o->axis_v[a] = calloc(1, sizeof *o->axis_v[a]);
            if (!o->axis_v[a]) cli_fail("out of memory");
            o->axis_v[a][0] = strdup(val);
            o->axis_n[a] = 1;
        }
        o->naxes++;
        /* each value must make a valid GPU on its own (checked now, not mid-sweep) */
        for (int k = 0; k < o->axis_n[a]; k++) {
            char asg[160];
            model_gpu t = o->g;
            snprintf(asg, sizeof asg, "%s=%s", key, o->axis_v[a][k]);
            if (model_gpu_set(&t, asg, err, sizeof err)) cli_fail("%s", err);
        }
    }
    for (int a = 0; a < o->naxes; a++) {
        char asg[160], err[1024];
        snprintf(asg, sizeof asg, "%s=%s", o->axis_key[a], o->axis_v[a][0]);
        if (model_gpu_set(&o->g, asg, err, sizeof err)) cli_fail("%s", err);
    }
    if (footprints) {
        double *fv = NULL;
        int nf = footprint_list(footprints, &fv);
        if (nf == 1) {
            o->footprint = fv[0];
        } else { /* an axis of the sweep like a --set list, and a column of its rows */
            if (o->naxes == 16) cli_fail("--footprint: a list and at most 15 --set keys");
            int a = o->naxes++;
            snprintf(o->axis_key[a], sizeof o->axis_key[a], "%s", SWEEP_FOOTPRINT_AXIS);
            o->axis_v[a] = calloc((size_t)nf, sizeof *o->axis_v[a]);
            if (!o->axis_v[a]) cli_fail("out of memory");
            for (int k = 0; k < nf; k++) {
                char b[40];
                snprintf(b, sizeof b, "%.0f", fv[k]);
                if (!(o->axis_v[a][k] = strdup(b))) cli_fail("out of memory");
            }
            o->axis_n[a] = nf;
        }
        free(fv);
    }
    if (o->grid || o->block || o->iterations || o->elements) {
        for (int a = 0; a < o->naxes; a++)
            if (o->axis_n[a] > 1)
                cli_fail(strcmp(o->axis_key[a], SWEEP_FOOTPRINT_AXIS) ? "%s: --set %s: a list is for sweeps, not --grid"
                                                                      : "%s: --%s: a list is for sweeps, not --grid",
                         cmd, o->axis_key[a]);
        /* a whole launch: its occupancy comes from --block/--regs/--smem-dynamic */
        if (o->is_model) cli_fail("model: --grid is lhsim sim's (a launch needs the simulator)");
        if (!o->grid) cli_fail("%s: --block, --iterations and --elements go with --grid BLOCKS", cmd);
        if (!o->block) cli_fail("%s: --grid needs --block THREADS (threads per block)", cmd);
        if (o->block > o->g.max_threads_per_block)
            cli_fail("%s: --block %d: %s allows at most %d threads per block", cmd, o->block,
                     o->g.name, o->g.max_threads_per_block);
        if (threads || o->warps_given || o->params.block_warps)
            cli_fail("%s: with --grid, warps per SM and per block come from --block/--regs (no --warps, "
                     "--threads or --block-warps)", cmd);
        if (o->iterations && o->elements) cli_fail("%s: give --iterations or --elements, not both", cmd);
        if (o->trace) cli_fail("%s: --trace is for sweeps, not --grid", cmd);
        if (o->series) cli_fail("%s: --series is for sweeps, not --grid", cmd);
        o->regs = regs ? (int)cli_number("--regs", regs, 0, o->g.max_regs_per_thread, 1) : 32;
        o->smem_dynamic = (int)cli_number("--smem-dynamic", smem, 0, 1 << 24, 1);
        o->warps = "1";
        regs = NULL;
    }
    if (threads || regs) {
        if (!threads || !regs) cli_fail("%s: --threads and --regs go together", cmd);
        if (o->warps_given) cli_fail("%s: give --warps or --threads/--regs, not both", cmd);
        /* lists: every (threads, regs, smem) launch's warps per SM, each once */
        double *TH, *RG, *SM;
        int nth = cli_list("--threads", threads, 1, o->g.max_threads_per_block, 1, &TH);
        int nrg = cli_list("--regs", regs, 0, o->g.max_regs_per_thread, 1, &RG);
        int nsm = cli_list("--smem-dynamic", smem, 0, 1 << 24, 1, &SM);
        /* one block size: its warps are a bar's block */
        if (nth == 1 && !o->params.block_warps) o->params.block_warps = ((int)TH[0] + 31) / 32;
        size_t u = 0;
        int seen[1025] = {0};
        o->warps_buf[0] = 0;
        for (int a = 0; a < nth; a++)
            for (int b = 0; b < nrg; b++)
                for (int d = 0; d < nsm; d++) {
                    model_occ_in in = {(int)TH[a], (int)RG[b], 0, (int)SM[d], -1, -1};
                    model_occ_out oc;
                    model_occupancy(&o->g, &in, &oc);
                    if (oc.warps_per_sm < 1)
                        cli_fail("%s: %d threads x %d registers (+%d B shared) cannot launch on %s (%s)",
                                 cmd, in.threads, in.regs, in.smem_dynamic, o->g.name,
                                 oc.why[0] ? oc.why : "zero blocks per SM");
                    if (oc.warps_per_sm <= 1024 && !seen[oc.warps_per_sm] && u + 8 < sizeof o->warps_buf) {
                        seen[oc.warps_per_sm] = 1;
                        u += (size_t)snprintf(o->warps_buf + u, sizeof o->warps_buf - u, "%s%d",
                                              u ? "," : "", oc.warps_per_sm);
                    }
                }
        free(TH);
        free(RG);
        free(SM);
        o->warps = o->warps_buf;
    }
    if (!o->warps_given && !threads && !o->grid) { /* default: powers of two up to the GPU's limit */
        size_t u = 0;
        for (int w = 1; w <= o->g.max_warps_per_sm && u + 8 < sizeof o->warps_buf; w *= 2)
            u += (size_t)snprintf(o->warps_buf + u, sizeof o->warps_buf - u, "%s%d", u ? "," : "", w);
        o->warps = o->warps_buf;
    }
    o->nwarps = cli_list("--warps", o->warps, 1, o->g.max_warps_per_sm, 1, &o->W);
    for (int i = 0; i < o->nwarps && o->params.block_warps; i++)
        if ((int)o->W[i] % o->params.block_warps)
            cli_fail("%s: --warps %d: not whole blocks of --block-warps %d", cmd, (int)o->W[i],
                     o->params.block_warps);
    o->nilp = cli_list("--ilp", o->ilp, 1, 32, 1, &o->I);
    {
        /* one message for any bad --width */
        char werr[256];
        o->nwidth = cli_parse_list("--width", o->width, 4, 16, 1, &o->B, werr, sizeof werr);
        int okw = o->nwidth > 0;
        for (int k = 0; okw && k < o->nwidth; k++)
            okw = o->B[k] == 4 || o->B[k] == 8 || o->B[k] == 16;
        if (!okw)
            cli_fail("--width %s: bytes per thread per load must be 4, 8 or 16 (a list: 4,8,16)", o->width);
    }
    /* a file workload: load once to check; built-ins per point */
    char err[1024];
    /* a built-in name means the built-in, even with a file of that name here;
     * a path with a '/' (./chase) or any other name is a file */
    int builtin = 0;
    for (const sim_builtin_info *b = sim_builtins; b->name; b++)
        if (!strcmp(b->name, o->workload)) builtin = 1;
    o->is_file = !builtin && (strchr(o->workload, '/') || access(o->workload, F_OK) == 0 ||
                              !strcmp(o->workload, "-"));
    if (o->is_file) {
        if (!strcmp(o->workload, "-")) { /* --workload -: the program on standard input */
            size_t len;
            char *buf = cli_read_stdin("--workload -", 1 << 20, &len);
            int rc = sim_workload_parse(buf, len, "stdin", &o->file_wl, err, sizeof err);
            free(buf);
            if (rc) cli_fail("%s", err);
        } else if (sim_workload_load(o->workload, &o->file_wl, err, sizeof err))
            cli_fail("%s", err);
        if (o->nilp > 1 || o->nwidth > 1)
            cli_fail("%s: --ilp and --width lists apply to built-in workloads only", cmd);
    } else {
        sim_workload tmp;
        if (sim_workload_builtin(o->workload, (int)o->I[0], (int)o->B[0], o->flops, &tmp, err,
                                 sizeof err))
            cli_fail("%s", err);
    }
    return 0;
}

void sweep_opts_free(sweep_opts *o)
{
    for (int a = 0; a < o->naxes; a++) {
        for (int k = 0; k < o->axis_n[a]; k++) free(o->axis_v[a][k]);
        free(o->axis_v[a]);
    }
    free(o->W);
    free(o->I);
    free(o->B);
}

/* rows go out as they are made: CSV, or a table whose column widths are
 * fixed up front (the header's, the names', 8 for numbers) */
typedef struct {
    FILE *f;
    int fmt, started;
    int width[SWEEP_MAX_COLS];
    const sweep_opts *o;
    int sel[SWEEP_MAX_COLS], nsel; /* the columns written, by index */
} writer;

/* the columns people read first: a table shows these unless --columns says */
static const char *const COMPACT[] = {"workload", "gpu", "warps_per_sm", "ilp", "width",
                                      "bandwidth_gbps", "pct_of_peak", "useful_gbps", "latency_ns",
                                      "bytes_in_flight_per_sm", "loads_in_flight_per_warp"};

/* --columns LIST|all, or the default: every column in CSV, the compact set
 * (and the --set keys) in a table */
static void pick_columns(writer *w, const char *spec)
{
    const sweep_opts *o = w->o;
    int nc = sweep_ncols(o);
    w->nsel = 0;
    if ((spec && !strcmp(spec, "all")) || (!spec && w->fmt == FMT_CSV)) {
        for (int i = 0; i < nc; i++) w->sel[w->nsel++] = i;
        return;
    }
    if (!spec) {
        for (size_t k = 0; k < sizeof COMPACT / sizeof COMPACT[0]; k++)
            for (int i = 0; i < nc; i++)
                if (!strcmp(sweep_col(o, i), COMPACT[k])) w->sel[w->nsel++] = i;
        for (int i = SWEEP_NCOLS; i < nc; i++) w->sel[w->nsel++] = i;
        return;
    }
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", spec);
    char *save = NULL;
    for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        int found = -1;
        for (int i = 0; i < nc; i++)
            if (!strcmp(sweep_col(o, i), t)) found = i;
        if (found < 0) {
            char all[2048] = "";
            size_t u = 0;
            for (int i = 0; i < nc && u + 40 < sizeof all; i++)
                u += (size_t)snprintf(all + u, sizeof all - u, "%s%s", i ? "," : "", sweep_col(o, i));
            cli_fail("--columns: no column '%s' (columns: %s, or all)", t, all);
        }
        if (w->nsel == SWEEP_MAX_COLS) cli_fail("--columns: too many");
        w->sel[w->nsel++] = found;
    }
    if (!w->nsel) cli_fail("--columns: give column names, or all");
}

static void write_cells(writer *w, const char (*cells)[48], int n);

/* the header goes out with the first row: a sweep that fails in its first
 * block writes nothing */
static void write_row(void *ctx, const char (*cells)[48], int n)
{
    writer *w = ctx;
    if (!w->started) {
        char hdr[SWEEP_MAX_COLS][48];
        int nc = sweep_ncols(w->o);
        for (int i = 0; i < nc; i++) snprintf(hdr[i], sizeof hdr[i], "%s", sweep_col(w->o, i));
        w->started = 1;
        write_cells(w, (const char(*)[48])hdr, nc);
    }
    if (n) write_cells(w, cells, n);
}

static void write_cells(writer *w, const char (*cells)[48], int n)
{
    for (int k = 0; k < w->nsel; k++) {
        int i = w->sel[k];
        const char *c = i < n ? cells[i] : "";
        if (w->fmt == FMT_CSV) fprintf(w->f, "%s%s", k ? "," : "", c);
        else fprintf(w->f, "%s%*s", k ? "  " : "", w->width[i], c);
    }
    fputc('\n', w->f);
}

static int run_cmd(int argc, char **argv, const char *cmd)
{
    sweep_opts o;
    if (sweep_parse(argc, argv, cmd, &o)) return 0;
    int rank = 0;
#ifdef LHSIM_MPI
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#endif
    if (o.grid) {
        if (rank == 0) launch_run(&o);
        sweep_opts_free(&o);
        return 0;
    }
    writer w = {NULL, o.fmt, 0, {0}, &o, {0}, 0};
    pick_columns(&w, o.columns);
    if (rank == 0) { /* only rank 0 writes */
        w.f = o.out ? afile_open(o.out) : stdout;
        for (int i = 0; i < sweep_ncols(&o); i++) {
            int l = (int)strlen(sweep_col(&o, i));
            w.width[i] = l > 8 ? l : 8;
        }
        w.width[1] = (int)strlen(o.is_file ? o.file_wl.name : o.workload) > w.width[1]
                         ? (int)strlen(o.is_file ? o.file_wl.name : o.workload) : w.width[1];
        if ((int)strlen(o.g.name) > w.width[2]) w.width[2] = (int)strlen(o.g.name);
        for (int i = 0; i < SWEEP_NCOLS; i++)
            if (!strcmp(SWEEP_COLS[i], "seed")) w.width[i] = 16;
        w.width[SWEEP_NCOLS - 1] = 24;
    }
    sweep_stream(&o, rank == 0 ? write_row : NULL, &w);
    if (w.f && !w.started) write_row(&w, NULL, 0); /* no rows (an empty shard): the header */
    if (w.f && o.out) afile_commit(w.f, o.out);
    else if (w.f && (fflush(stdout) != 0 || ferror(stdout))) cli_fail("stdout: write failed");
    sweep_opts_free(&o);
    return 0;
}

int cmd_sim(int argc, char **argv) { return run_cmd(argc, argv, "sim"); }
int cmd_model(int argc, char **argv) { return run_cmd(argc, argv, "model"); }

int cmd_workloads(int argc, char **argv)
{
    if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        printf("usage: lhsim workloads [NAME|FILE]\n\nLists the built-in workloads, or prints "
               "one (or a workload file, after checking it) as text in the workload file "
               "format.\n\nexample:\n  lhsim workloads axpy4\n  lhsim workloads "
               "validate/workloads/copy-k4.wl\n");
        return 0;
    }
    if (argc > 2) cli_fail("workloads: one NAME or FILE at a time");
    if (argc > 1) {
        sim_workload w;
        char err[512], buf[16384];
        int builtin = 0;
        for (const sim_builtin_info *b = sim_builtins; b->name; b++)
            if (!strcmp(b->name, argv[1])) builtin = 1;
        if (!builtin && (strchr(argv[1], '/') || access(argv[1], F_OK) == 0 || !strcmp(argv[1], "-"))) {
            /* a workload file ('-': standard input): checked, then printed as lhsim reads it */
            if (!strcmp(argv[1], "-")) {
                size_t len;
                char *in = cli_read_stdin("workloads -", 1 << 20, &len);
                int rc = sim_workload_parse(in, len, "stdin", &w, err, sizeof err);
                free(in);
                if (rc) cli_fail("%s", err);
            } else if (sim_workload_load(argv[1], &w, err, sizeof err))
                cli_fail("%s", err);
            sim_workload_format(&w, buf, sizeof buf);
            printf("# %s\n%s", argv[1], buf);
            printf("# loads in flight per warp: %d; useful bytes per iteration per warp: %.0f\n"
                   "# DRAM bytes per iteration per warp (no reuse): %.0f; FLOPs: %.0f\n",
                   w.max_loads_in_flight, w.useful_bytes_per_iter, w.dram_bytes_per_iter,
                   w.flops_per_iter);
            return 0;
        }
        if (sim_workload_builtin(argv[1], 4, 16, 8, &w, err, sizeof err)) cli_fail("%s", err);
        sim_workload_format(&w, buf, sizeof buf);
        printf("# %s (shown with --ilp 4 --width 16 where they apply)\n%s", argv[1], buf);
        printf("# loads in flight per warp: %d; useful bytes per load: %.0f; lines per load: "
               "%.2f\n# DRAM bytes per iteration per warp: %.0f; FLOPs per iteration per warp: "
               "%.0f\n",
               w.max_loads_in_flight, w.bytes_per_load, w.lines_per_load, w.dram_bytes_per_iter,
               w.flops_per_iter);
        return 0;
    }
    printf("Built-in workloads (lhsim workloads NAME shows one as a program):\n\n");
    for (const sim_builtin_info *b = sim_builtins; b->name; b++)
        printf("  %-18s %s\n", b->name, b->what);
    printf("\nYour own: a text file of instructions, one per line:\n"
           "  name NAME\n"
           "  ld  rD STREAM [width=4|8|16] [stride=B] [offset=B] [pattern=coalesced|random] "
           "[addr=rA]\n"
           "  st  STREAM rS [rS...] [width=..] [stride=..] [offset=..]   (a wide store's data\n"
           "      registers, up to 4: it waits for each, and a write to one waits until it is read)\n"
           "  alu rD rS... [lat=CYCLES] [flops=N] [unit=fp32|int|sfu|fp64|none] [branch=taken]\n"
           "  stall=N on any line: the warp's next instruction waits N cycles (SASS's stall count)\n"
           "Each warp runs the loop forever, issuing in order and stalling at the first\n"
           "operand not ready; '#' starts a comment.  Run it with --workload FILE;\n"
           "lhsim import writes one from a kernel's SASS (man lhsim: WORKLOAD FILES).\n");
    return 0;
}
