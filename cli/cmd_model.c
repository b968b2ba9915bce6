/* cmd_model.c -- lhsim occupancy | little | roofline | presets */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
static const char OCC_HELP[] =
    "usage: lhsim occupancy [--gpu NAME|PATH] --threads LIST --regs LIST\n"
    "                       [--smem-static LIST] [--smem-dynamic LIST]\n"
    "                       [--carveout PCT] [--max-dynamic-smem BYTES]\n"
    "                       [--explain] [--format table|csv] [-o FILE]\n"
    "\n"
    "Blocks and warps per SM for every (threads, regs, static, dynamic shared\n"
    "memory) combination, computed as cudaOccupancyMaxActiveBlocksPerMultiprocessor\n"
    "does: registers are allocated per warp in units of 256 and per SM\n"
    "sub-partition; shared memory per block is rounded to 128 B with 1 KB\n"
    "reserved by the driver; the shared-memory carve-out is chosen from the\n"
    "GPU's supported sizes.  The kernel is assumed to have raised its dynamic\n"
    "shared memory limit to the maximum (cudaFuncSetAttribute); give\n"
    "--max-dynamic-smem 0 for a kernel that did not.\n"
    "\n"
    "  --gpu NAME|PATH      preset name (h200, h100-sxm, a100-80, toy) or INI file [h200]\n"
    "  --threads LIST       threads per block, e.g. 128,256,512 or 32:1024:x2\n"
    "  --regs LIST          registers per thread (from nvcc -Xptxas -v)\n"
    "  --smem-static LIST   static __shared__ bytes per block [0]\n"
    "  --smem-dynamic LIST  dynamic shared bytes per block [0]\n"
    "  --carveout PCT       cudaFuncAttributePreferredSharedMemoryCarveout [default]\n"
    "  --explain            show each limit's arithmetic (table format)\n"
    "  --set SECTION.KEY=V  override a preset value (repeatable)\n"
    "\n"
    "example:\n"
    "  lhsim occupancy --gpu h200 --threads 256 --regs 32,64,80,128\n"
    "  lhsim occupancy --gpu a100-80 --threads 32 --regs 80 --explain\n";

int cmd_occupancy(int argc, char **argv)
{
    static const struct option lo[] = {
        {"gpu", 1, 0, 'g'},          {"threads", 1, 0, 't'},       {"regs", 1, 0, 'r'},
        {"smem-static", 1, 0, 's'},  {"smem-dynamic", 1, 0, 'd'},  {"carveout", 1, 0, 'c'},
        {"max-dynamic-smem", 1, 0, 'm'}, {"explain", 0, 0, 'e'},   {"format", 1, 0, 'f'},
        {"output", 1, 0, 'o'},       {"set", 1, 0, 'S'},           {"help", 0, 0, 'h'},
        {0, 0, 0, 0}};
    const char *gpu = "h200", *threads = NULL, *regs = NULL, *ss = "0", *sd = "0", *out = NULL;
    int carve = -1, maxdyn = -1, explain = 0, fmt = FMT_TABLE;
    char *sets[64];
    int nsets = 0;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:h", lo, NULL)) != -1) {
        switch (c) {
        case 'g': gpu = optarg; break;
        case 't': threads = optarg; break;
        case 'r': regs = optarg; break;
        case 's': ss = optarg; break;
        case 'd': sd = optarg; break;
        case 'c': carve = (int)cli_number("--carveout", optarg, 0, 100, 1); break;
        case 'm': maxdyn = (int)cli_number("--max-dynamic-smem", optarg, 0, 1 << 24, 1); break;
        case 'e': explain = 1; break;
        case 'f': fmt = cli_format(optarg); break;
        case 'o': out = optarg; break;
        case 'S':
            if (nsets == 64) cli_fail("--set: too many");
            sets[nsets++] = optarg;
            break;
        case 'h': fputs(OCC_HELP, stdout); return 0;
        default: cli_usage_fail("occupancy", argv);
        }
    }
    if (optind < argc) cli_fail("occupancy: unexpected argument '%s'", argv[optind]);
    if (!threads) cli_fail("occupancy: --threads is required (e.g. --threads 256)");
    if (!regs) cli_fail("occupancy: --regs is required (e.g. --regs 32)");
    model_gpu g;
    cli_load_gpu(gpu, sets, nsets, &g);
    double *T, *R, *S, *D;
    int nt = cli_list("--threads", threads, 1, g.max_threads_per_block, 1, &T);
    int nr = cli_list("--regs", regs, 0, g.max_regs_per_thread, 1, &R);
    int ns = cli_list("--smem-static", ss, 0, g.smem_per_block_optin_bytes, 1, &S);
    int nd = cli_list("--smem-dynamic", sd, 0, g.smem_per_block_optin_bytes, 1, &D);

    static const char *cols[] = {"gpu", "threads", "regs", "smem_static", "smem_dynamic",
                                 "blocks_per_sm", "warps_per_sm", "occupancy", "limiter",
                                 "block_limit_registers", "block_limit_shared_mem",
                                 "block_limit_warps", "block_limit_sm"};
    tbl *t = tbl_alloc(cols, 13);
    for (int a = 0; a < nt; a++)
        for (int b = 0; b < nr; b++)
            for (int s = 0; s < ns; s++)
                for (int d = 0; d < nd; d++) {
                    model_occ_in in = {(int)T[a], (int)R[b], (int)S[s], (int)D[d], maxdyn, carve};
                    model_occ_out o;
                    if (model_occupancy(&g, &in, &o)) cli_fail("occupancy: bad input");
                    char lim[64];
                    tbl_cell(t, "%s", g.name);
                    tbl_num(t, in.threads);
                    tbl_num(t, in.regs);
                    tbl_num(t, in.smem_static);
                    tbl_num(t, in.smem_dynamic);
                    tbl_num(t, o.blocks_per_sm);
                    tbl_num(t, o.warps_per_sm);
                    tbl_cell(t, "%.4f", o.occupancy);
                    tbl_cell(t, "%s", o.invalid ? "launch_fails"
                                                : model_limiter_name(o.limiters, lim, sizeof lim));
                    tbl_cell(t, "%d", o.limit_registers > 1000000 ? -1 : o.limit_registers);
                    tbl_cell(t, "%d", o.limit_shared_mem > 1000000 ? -1 : o.limit_shared_mem);
                    tbl_num(t, o.limit_warps);
                    tbl_num(t, o.limit_blocks);
                    if (explain && fmt == FMT_TABLE && !out) {
                        printf("threads=%d regs=%d smem=%d+%d on %s:\n", in.threads, in.regs,
                               in.smem_static, in.smem_dynamic, g.name);
                        printf("  warps per block     = ceil(%d / 32) = %d\n", in.threads,
                               o.warps_per_block);
                        printf("  warps limit         = floor(%d / %d) = %d blocks\n",
                               g.max_warps_per_sm, o.warps_per_block, o.limit_warps);
                        printf("  registers per warp  = roundup(%d x 32, %d) = %d\n", in.regs,
                               g.reg_alloc_unit, o.regs_per_warp_alloc);
                        if (o.regs_per_warp_alloc > 0 && o.limit_registers > 0)
                            printf("  warps per sub-part. = floor(%d / %d / %d) = %d;"
                                   " blocks = floor(%d x %d / %d) = %d\n",
                                   g.regs_per_sm, g.sub_partitions, o.regs_per_warp_alloc,
                                   o.warps_per_subpartition, o.warps_per_subpartition,
                                   g.sub_partitions, o.warps_per_block, o.limit_registers);
                        printf("  shared per block    = roundup(%d + %d + %d reserved, %d) = %d B\n",
                               in.smem_static, in.smem_dynamic, g.smem_reserved_per_block_bytes,
                               g.smem_alloc_unit_bytes, o.smem_per_block_alloc);
                        if (o.limit_shared_mem > 1000000)
                            printf("  shared limit        = none\n");
                        else
                            printf("  shared limit        = floor(%d / %d) = %d blocks (carve-out %d B)\n",
                                   o.smem_per_sm_config, o.smem_per_block_alloc,
                                   o.limit_shared_mem, o.smem_per_sm_config);
                        printf("  blocks limit        = %d\n", g.max_blocks_per_sm);
                        if (o.invalid) printf("  launch fails: %s\n", o.why);
                        printf("  => %d blocks x %d warps = %d warps per SM (%.1f%%), limited by %s\n\n",
                               o.blocks_per_sm, o.warps_per_block, o.warps_per_sm,
                               100 * o.occupancy, model_limiter_name(o.limiters, lim, sizeof lim));
                    }
                }
    tbl_emit(t, fmt, out);
    tbl_free(t);
    free(T);
    free(R);
    free(S);
    free(D);
    return 0;
}

/* ------------------------------------------------------------------ */
static const char LITTLE_HELP[] =
    "usage: lhsim little --bandwidth-gbps LIST --latency-ns LIST --request-bytes LIST\n"
    "                    [--sms N] [--warps-per-sm LIST] [--format table|csv] [-o FILE]\n"
    "       lhsim little --gpu NAME|PATH [any of the above, to override the preset's]\n"
    "\n"
    "Little's law for a memory system: to sustain B bytes/s at latency L with\n"
    "S-byte requests, C = B*L/S requests must be in flight.  Prints C for the\n"
    "whole device (requests_in_flight), per SM (requests_per_sm), the bytes in\n"
    "flight, and -- given warps per SM -- the requests each warp must keep.\n"
    "\n"
    "With --gpu, the preset gives what is not given: its DRAM bandwidth, unloaded\n"
    "latency, line size (the request), SM count and maximum warps per SM.\n"
    "\n"
    "example (memory-level parallelism: ~1 TB/s, 400 ns, 128 B, 80 SMs x 64 warps):\n"
    "  lhsim little --bandwidth-gbps 1000 --latency-ns 400 --request-bytes 128 \\\n"
    "               --sms 80 --warps-per-sm 64\n"
    "  lhsim little --gpu h200\n";

int cmd_little(int argc, char **argv)
{
    static const struct option lo[] = {
        {"bandwidth-gbps", 1, 0, 'b'}, {"latency-ns", 1, 0, 'l'}, {"request-bytes", 1, 0, 's'},
        {"sms", 1, 0, 'n'},            {"warps-per-sm", 1, 0, 'w'}, {"format", 1, 0, 'f'},
        {"output", 1, 0, 'o'},         {"help", 0, 0, 'h'},          {"gpu", 1, 0, 'g'},
        {0, 0, 0, 0}};
    const char *b = NULL, *l = NULL, *s = NULL, *w = NULL, *out = NULL, *gpu = NULL;
    int sms = 0, fmt = FMT_TABLE, c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:h", lo, NULL)) != -1) {
        switch (c) {
        case 'b': b = optarg; break;
        case 'l': l = optarg; break;
        case 's': s = optarg; break;
        case 'n': sms = (int)cli_number("--sms", optarg, 1, 100000, 1); break;
        case 'w': w = optarg; break;
        case 'g': gpu = optarg; break;
        case 'f': fmt = cli_format(optarg); break;
        case 'o': out = optarg; break;
        case 'h': fputs(LITTLE_HELP, stdout); return 0;
        default: cli_usage_fail("little", argv);
        }
    }
    if (optind < argc) cli_fail("little: unexpected argument '%s'", argv[optind]);
    char gb[32], gl[32], gs[32], gw[32];
    if (gpu) {
        model_gpu g;
        cli_load_gpu(gpu, NULL, 0, &g);
        snprintf(gb, sizeof gb, "%.15g", g.bandwidth_gbps);
        snprintf(gl, sizeof gl, "%.15g", g.latency_ns);
        snprintf(gs, sizeof gs, "%d", g.line_bytes > 0 ? g.line_bytes : 128);
        snprintf(gw, sizeof gw, "%d", g.max_warps_per_sm);
        if (!b) b = gb;
        if (!l) l = gl;
        if (!s) s = gs;
        if (!w) w = gw;
        if (!sms) sms = g.sm_count;
    }
    if (!w) w = "0";
    if (!sms) sms = 1;
    if (!b || !l || !s)
        cli_fail("little: --bandwidth-gbps, --latency-ns and --request-bytes are required "
                 "(or --gpu NAME to take them from a preset)");
    double *B, *L, *S, *W;
    int nb = cli_list("--bandwidth-gbps", b, 1e-6, 1e9, 0, &B);
    int nl = cli_list("--latency-ns", l, 1e-6, 1e9, 0, &L);
    int ns = cli_list("--request-bytes", s, 1, 1 << 20, 0, &S);
    int nw = cli_list("--warps-per-sm", w, 0, 1 << 16, 0, &W);
    for (int i = 0; i < nb; i++)
        if (B[i] <= 0) cli_fail("--bandwidth-gbps: must be positive");
    for (int i = 0; i < nl; i++)
        if (L[i] <= 0) cli_fail("--latency-ns: must be positive");
    static const char *cols[] = {"bandwidth_gbps", "latency_ns", "request_bytes", "sms",
                                 "warps_per_sm", "requests_in_flight", "requests_per_sm",
                                 "bytes_in_flight", "bytes_in_flight_per_sm", "requests_per_warp"};
    tbl *t = tbl_alloc(cols, 10);
    for (int i = 0; i < nb; i++)
        for (int j = 0; j < nl; j++)
            for (int k = 0; k < ns; k++)
                for (int m = 0; m < nw; m++) {
                    model_little_out o;
                    if (model_little(B[i], L[j], S[k], sms, W[m], &o))
                        cli_fail("little: bad input");
                    tbl_num(t, B[i]);
                    tbl_num(t, L[j]);
                    tbl_num(t, S[k]);
                    tbl_num(t, sms);
                    tbl_num(t, W[m]);
                    tbl_cell(t, "%.1f", o.requests_in_flight);
                    tbl_cell(t, "%.2f", o.requests_per_sm);
                    tbl_cell(t, "%.0f", o.bytes_in_flight);
                    tbl_cell(t, "%.1f", o.bytes_in_flight_per_sm);
                    tbl_cell(t, "%.3f", o.requests_per_warp);
                }
    tbl_emit(t, fmt, out);
    tbl_free(t);
    free(B);
    free(L);
    free(S);
    free(W);
    return 0;
}

/* ------------------------------------------------------------------ */
static const char ROOF_HELP[] =
    "usage: lhsim roofline --bandwidth-gbps B --peak-gflops P --intensity LIST\n"
    "                      [--gpu NAME|PATH] [--format table|csv] [-o FILE]\n"
    "\n"
    "Attainable GFLOP/s = min(P, B x intensity) for each arithmetic intensity\n"
    "(FLOP per byte moved), and the ridge point P/B where the two meet.  With\n"
    "--gpu and no B or P, the preset's bandwidth and FP32 peak are used.\n"
    "\n"
    "example (a device of 8 GB/s and 32 GFLOPS; computations A and B):\n"
    "  lhsim roofline --bandwidth-gbps 8 --peak-gflops 32 --intensity 2,8\n";

int cmd_roofline(int argc, char **argv)
{
    static const struct option lo[] = {
        {"bandwidth-gbps", 1, 0, 'b'}, {"peak-gflops", 1, 0, 'p'}, {"intensity", 1, 0, 'i'},
        {"gpu", 1, 0, 'g'},            {"format", 1, 0, 'f'},      {"output", 1, 0, 'o'},
        {"help", 0, 0, 'h'},           {0, 0, 0, 0}};
    double bw = 0, peak = 0;
    const char *inten = NULL, *gpu = NULL, *out = NULL;
    int fmt = FMT_TABLE, c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:h", lo, NULL)) != -1) {
        switch (c) {
        case 'b': bw = cli_number("--bandwidth-gbps", optarg, 1e-9, 1e9, 0); break;
        case 'p': peak = cli_number("--peak-gflops", optarg, 1e-9, 1e12, 0); break;
        case 'i': inten = optarg; break;
        case 'g': gpu = optarg; break;
        case 'f': fmt = cli_format(optarg); break;
        case 'o': out = optarg; break;
        case 'h': fputs(ROOF_HELP, stdout); return 0;
        default: cli_usage_fail("roofline", argv);
        }
    }
    if (optind < argc) cli_fail("roofline: unexpected argument '%s'", argv[optind]);
    if (gpu) {
        model_gpu g;
        cli_load_gpu(gpu, NULL, 0, &g);
        if (bw == 0) bw = g.bandwidth_gbps;
        if (peak == 0) peak = g.peak_fp32_gflops;
    }
    if (bw <= 0 || peak <= 0)
        cli_fail("roofline: give --bandwidth-gbps and --peak-gflops (or --gpu)");
    if (!inten) cli_fail("roofline: --intensity is required (FLOP per byte, e.g. 0.25,2,8)");
    double *I;
    int ni = cli_list("--intensity", inten, 0, 1e9, 0, &I);
    static const char *cols[] = {"intensity_flop_per_byte", "bandwidth_gbps", "peak_gflops",
                                 "attainable_gflops", "ridge_flop_per_byte", "bound"};
    tbl *t = tbl_alloc(cols, 6);
    for (int i = 0; i < ni; i++) {
        model_roof_out o;
        if (model_roofline(bw, peak, I[i], &o)) cli_fail("roofline: bad input");
        tbl_num(t, I[i]);
        tbl_num(t, bw);
        tbl_num(t, peak);
        tbl_num(t, o.attainable_gflops);
        tbl_num(t, o.ridge_intensity);
        tbl_cell(t, "%s", o.memory_bound ? "memory" : "compute");
    }
    tbl_emit(t, fmt, out);
    tbl_free(t);
    free(I);
    return 0;
}

/* ------------------------------------------------------------------ */
int cmd_presets(int argc, char **argv)
{
    if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        printf("usage: lhsim presets\n\nLists the GPU presets lhsim finds ($LHSIM_PRESET_DIR, "
               "the source tree, the installed ones), with their key figures and files.\n"
               "Use one with --gpu NAME, or give --gpu PATH/TO/FILE.ini.\n\nexample:\n"
               "  lhsim presets\n");
        return 0;
    }
    if (argc > 1) cli_fail("presets: unexpected argument '%s' (see 'lhsim presets --help')", argv[1]);
    char list[1024];
    model_gpu_list(list, sizeof list);
    if (!list[0]) cli_fail("presets: no preset directory found (set LHSIM_PRESET_DIR)");
    char *save = NULL;
    printf("%-10s %-10s %5s %9s %10s %9s  %s\n", "preset", "name", "sms", "clock_mhz",
           "bw_gbps", "lat_ns", "file");
    for (char *n = strtok_r(list, " ", &save); n; n = strtok_r(NULL, " ", &save)) {
        char path[4096], err[1024];
        model_gpu g;
        if (model_gpu_find(n, path, sizeof path, err, sizeof err) ||
            model_gpu_load(path, &g, err, sizeof err)) {
            printf("%-10s (broken: %s)\n", n, err);
            continue;
        }
        printf("%-10s %-10s %5d %9.0f %10.0f %9.1f  %s\n", n, g.name, g.sm_count,
               g.sm_clock_mhz, g.bandwidth_gbps, g.latency_ns, path);
    }
    return 0;
}
