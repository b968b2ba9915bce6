/* test_model.c -- known answers for model/: presets, the INI reader's
 * errors, occupancy (seed 002 and the measured H200 table), Little's law
 * (seed 000) and the roofline (seed 003). */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "model.h"

static model_gpu load(const char *name)
{
    char path[4096], err[1024];
    model_gpu g = model_gpu_default();
    if (model_gpu_find(name, path, sizeof path, err, sizeof err) ||
        model_gpu_load(path, &g, err, sizeof err)) {
        fprintf(stderr, "cannot load %s: %s\n", name, err);
        exit(1);
    }
    return g;
}

static int parse(const char *text, char *err, size_t len)
{
    model_gpu g = model_gpu_default();
    return model_gpu_parse(text, strlen(text), "t.ini", &g, err, len);
}

static void test_presets(void)
{
    const char *names[] = {"h200", "h100-sxm", "a100-80", "toy"};
    for (int i = 0; i < 4; i++) {
        model_gpu g = load(names[i]);
        CHECK(g.sm_count > 0 && g.bandwidth_gbps > 0 && g.latency_ns > 0);
    }
    model_gpu h = load("h200");
    CHECK(h.sm_count == 132);
    CHECK(h.smem_per_sm_bytes == 233472);
}

static void test_ini_errors(void)
{
    char err[512];
    model_gpu base = load("toy");
    (void)base;
    CHECK(parse("", err, sizeof err) == MODEL_EPARSE && strstr(err, "empty"));
    CHECK(parse("[gpu]\nname = x\nbogus = 1\n", err, sizeof err) == MODEL_EKEY &&
          strstr(err, "t.ini:3") && strstr(err, "bogus"));
    CHECK(parse("[nope]\n", err, sizeof err) == MODEL_EKEY && strstr(err, "t.ini:1"));
    CHECK(parse("[gpu]\nsm_count = 12x\n", err, sizeof err) == MODEL_EVALUE &&
          strstr(err, "sm_count"));
    CHECK(parse("[gpu]\nsm_count = nan\n", err, sizeof err) == MODEL_EVALUE);
    CHECK(parse("[gpu]\nsm_count = -3\n", err, sizeof err) == MODEL_EVALUE);
    CHECK(parse("[gpu]\nsm_count = 1e308\n", err, sizeof err) == MODEL_EVALUE);
    CHECK(parse("[gpu]\nsm_count = 4\nsm_count = 4\n", err, sizeof err) == MODEL_EKEY &&
          strstr(err, "duplicate") && strstr(err, "t.ini:3"));
    CHECK(parse("sm_count = 4\n", err, sizeof err) == MODEL_EKEY && strstr(err, "outside"));
    CHECK(parse("[gpu]\njunk line\n", err, sizeof err) == MODEL_EPARSE && strstr(err, "t.ini:2"));
    CHECK(parse("[gpu]\nname = a\n", err, sizeof err) == MODEL_EKEY && strstr(err, "missing"));
    char bin[8] = {'[', 'g', 0, 'u', ']', '\n', 'x', 0};
    model_gpu g = model_gpu_default();
    CHECK(model_gpu_parse(bin, 7, "t.ini", &g, err, sizeof err) == MODEL_EPARSE &&
          strstr(err, "NUL"));
    char *longl = malloc(5000);
    memset(longl, 'a', 4999);
    longl[4999] = 0;
    CHECK(parse(longl, err, sizeof err) == MODEL_EPARSE && strstr(err, "longer"));
    free(longl);
    CHECK(model_gpu_load("/", &g, err, sizeof err) == MODEL_EIO && strstr(err, "not a regular"));
    CHECK(model_gpu_load("/nonexistent.ini", &g, err, sizeof err) == MODEL_EIO);
    /* --set */
    model_gpu t = load("toy");
    CHECK(model_gpu_set(&t, "memory.latency_ns=250", err, sizeof err) == MODEL_OK &&
          t.latency_ns == 250);
    CHECK(model_gpu_set(&t, "memory.latency_ns=0", err, sizeof err) == MODEL_EVALUE);
    CHECK(model_gpu_set(&t, "memory.nope=1", err, sizeof err) == MODEL_EKEY);
    CHECK(model_gpu_set(&t, "latency_ns", err, sizeof err) == MODEL_EPARSE);
    CHECK(model_gpu_find("no-such-gpu", (char[256]){0}, 256, err, sizeof err) ==
              MODEL_ENOTFOUND &&
          strstr(err, "h200"));
}

static model_occ_out occ(const model_gpu *g, int threads, int regs, int ss, int sd)
{
    model_occ_in in = {threads, regs, ss, sd, -1, -1};
    model_occ_out o;
    model_occupancy(g, &in, &o);
    return o;
}

static void test_occupancy_known(void)
{
    model_gpu a = load("a100-80");
    /* seed 002 scenario 1: 64 regs, no smem -> 32 warps, 50% */
    CHECK(occ(&a, 256, 64, 0, 0).warps_per_sm == 32);
    /* scenario 2: 32 regs, 48 KB smem, 256 threads -> 3 blocks, 24 warps */
    model_occ_out o = occ(&a, 256, 32, 49152, 0);
    CHECK(o.blocks_per_sm == 3 && o.warps_per_sm == 24 && o.limiters == MODEL_LIM_SHARED_MEM);
    /* flashcard: 80 regs.  The seed's floor(65536/2560) = 25 ignores the
     * per-sub-partition allocation: the hardware holds 24 */
    CHECK(occ(&a, 32, 80, 0, 0).warps_per_sm == 24);
    CHECK(occ(&a, 32, 80, 0, 0).warps_per_subpartition == 6);
    /* each allocation rule decides a case (cuda_occupancy.h's rules; H200 rows
     * measured with the runtime where they exist, validate/results/h200/occupancy.csv) */
    model_gpu h = load("h200");
    /* registers per warp round up to 256: 36 x 32 = 1152 -> 1280; 16384 / 1280 = 12
     * warps per sub-partition -> 48 (a 128 unit would give 14 -> 56) */
    CHECK(occ(&a, 256, 36, 0, 0).warps_per_sm == 48);
    CHECK(occ(&h, 256, 36, 0, 0).warps_per_sm == 48);
    /* per sub-partition: 40 regs -> 1280 per warp, 12 warps per sub-partition,
     * 48 warps = 24 blocks of 2 (65536 / 1280 = 51 would give 25) [measured] */
    CHECK(occ(&h, 64, 40, 0, 0).blocks_per_sm == 24);
    /* 1 KB reserved per block: 8192 + 1024 -> 233472 / 9216 = 25 blocks
     * (without it 28) [measured] */
    CHECK(occ(&h, 32, 16, 0, 8192).blocks_per_sm == 25);
    /* shared memory rounds up to 128 B: 45600 + 1024 = 46624 -> 46720, and
     * 5 x 46720 > 233472: 4 blocks (unrounded, 5 would fit); 45500 -> 46592: 5 */
    CHECK(occ(&h, 32, 16, 0, 45600).blocks_per_sm == 4);
    CHECK(occ(&h, 32, 16, 0, 45500).blocks_per_sm == 5);
    /* impossible launches */
    CHECK(occ(&a, 2048, 32, 0, 0).blocks_per_sm == 0);
    CHECK(occ(&a, 1024, 255, 0, 0).blocks_per_sm == 0);
}

/* every row of a table measured with the runtime API (cudaOccupancyMax-
 * ActiveBlocksPerMultiprocessor) against the preset of that GPU */
static void occupancy_table(const char *preset, const char *path, const char *gpu, int want_rows)
{
    model_gpu h = load(preset);
    FILE *f = fopen(path, "r");
    CHECK(f != NULL);
    if (!f) return;
    char line[512];
    int rows = 0, bad = 0, unparsed = 0;
    CHECK(fgets(line, sizeof line, f) != NULL);
    CHECK(!strncmp(line, "experiment,device,kernel,threads,regs,smem_static,smem_dynamic,blocks_per_sm,", 77));
    while (fgets(line, sizeof line, f)) {
        int threads, regs, ss, sd, blocks;
        char *p = line;
        for (int k = 0; k < 3 && p; k++) { /* experiment,device,kernel */
            p = strchr(p, ',');
            if (p) p++;
        }
        if (!p || sscanf(p, "%d,%d,%d,%d,%d", &threads, &regs, &ss, &sd, &blocks) != 5) {
            unparsed++;
            continue;
        }
        rows++;
        model_occ_out o = occ(&h, threads, regs, ss, sd);
        if (o.blocks_per_sm != blocks) {
            if (bad < 10)
                fprintf(stderr, "occupancy mismatch: threads=%d regs=%d smem=%d+%d: lhsim %d, "
                                "runtime %d\n", threads, regs, ss, sd, o.blocks_per_sm, blocks);
            bad++;
        }
    }
    fclose(f);
    printf("occupancy: %d measured %s rows, %d mismatches, %d unparsed\n", rows, gpu, bad, unparsed);
    CHECK(rows == want_rows); /* every row of the committed table */
    CHECK(unparsed == 0);
    CHECK(bad == 0);
}

static void test_occupancy_tables(void)
{
    occupancy_table("h200", LHSIM_SOURCE_DIR "/validate/results/h200/occupancy.csv", "H200", 3552);
    /* the H100 preset's SM (an H100 measured when the device machine gave one) */
    occupancy_table("h100-sxm", LHSIM_SOURCE_DIR "/validate/results/h100/cal/occupancy.csv", "H100", 3552);
}

static void test_little_roofline(void)
{
    model_little_out l;
    /* seed 000: ~1 TB/s, 400 ns, 128 B -> ~3,100 device-wide; 80 SMs -> ~39 per SM */
    CHECK(model_little(1000, 400, 128, 80, 64, &l) == MODEL_OK);
    CHECK_NEAR(l.requests_in_flight, 3125, 1e-9);
    CHECK_NEAR(l.requests_per_sm, 39.0625, 1e-9);
    CHECK(l.requests_per_warp < 1);
    CHECK(model_little(0, 400, 128, 80, 0, &l) == MODEL_EVALUE);
    CHECK(model_little(NAN, 400, 128, 80, 0, &l) == MODEL_EVALUE);
    model_roof_out r;
    /* seed 003: 8 GB/s, 32 GFLOPS: A (2 FLOP/B) 16, B (8 FLOP/B) 32, ridge 4 */
    CHECK(model_roofline(8, 32, 2, &r) == MODEL_OK);
    CHECK_NEAR(r.attainable_gflops, 16, 1e-12);
    CHECK_NEAR(r.ridge_intensity, 4, 1e-12);
    CHECK(r.memory_bound);
    CHECK(model_roofline(8, 32, 8, &r) == MODEL_OK);
    CHECK_NEAR(r.attainable_gflops, 32, 1e-12);
    CHECK(!r.memory_bound);
    CHECK(model_roofline(8, 32, -1, &r) == MODEL_EVALUE);
    /* closed-form bandwidth: toy, 1 warp, 1 line: 4 SMs * 128 B / 500 ns */
    model_gpu t = load("toy");
    model_bw_out b;
    CHECK(model_bandwidth(&t, 1, 1, 128, 1, &b) == MODEL_OK);
    CHECK_NEAR(b.bandwidth_gbps, 4 * 128 / 500.0, 1e-12);
    /* 16 warps x 8 loads = 128 lines, but only 64 MSHRs: 4 x 64 x 128 B / 500 ns */
    CHECK(model_bandwidth(&t, 16, 8, 128, 1, &b) == MODEL_OK);
    CHECK_NEAR(b.bandwidth_gbps, 4 * 64 * 128 / 500.0, 1e-12);
    CHECK(!strcmp(b.bound, "mshr"));
    /* more MSHRs: the bandwidth binds */
    t.mshr_per_sm = 4096;
    CHECK(model_bandwidth(&t, 16, 8, 128, 1, &b) == MODEL_OK);
    CHECK_NEAR(b.bandwidth_gbps, 100, 1e-12);
    CHECK(!strcmp(b.bound, "bandwidth"));
}

int main(void)
{
    test_presets();
    test_ini_errors();
    test_occupancy_known();
    test_occupancy_tables();
    test_little_roofline();
    return check_report("test_model");
}
