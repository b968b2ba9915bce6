// families7.cuh -- how many stores an SM holds, and how long one takes to be
// acknowledged (included by bench.cu).
//
//  - stburst: one block of W warps on 1 SM or on every SM; each warp issues a
//    burst of N float4 stores (STG.128, 4 whole lines a warp instruction) to
//    lines L2 holds, reading clock64 before the burst (t0), after its last
//    store has issued (t1) and after a __threadfence() that returns once
//    every store of the thread is acknowledged (t2).  A store leaves the
//    warp as soon as the SM takes it, so t1 - t0 stays short until the SM's
//    room for stores in flight is full; from there the warp waits for old
//    stores to drain.  t2 - t0 of a single store is its round trip to L2.
//    What lhsim needs for a write port at L2: the entries a store holds, and
//    how long.

__global__ void __launch_bounds__(1024, 1) k_stburst(uint4 *a, uint64_t mask, int n,
                                                     long long *t, unsigned *where)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t base = (uint64_t)blockIdx.x * blockDim.x * (uint64_t)n + threadIdx.x;
    uint4 v = make_uint4(threadIdx.x, (unsigned)n, blockIdx.x, 7u);
    __syncthreads();
    long long t0 = clock64();
#pragma unroll 8
    for (int i = 0; i < n; i++) a[(base + (uint64_t)i * blockDim.x) & mask] = v;
    long long t1 = clock64();
    __threadfence();
    long long t2 = clock64();
    if ((threadIdx.x & 31) == 0) {
        long long *p = t + 3 * ((uint64_t)blockIdx.x * 32 + (threadIdx.x >> 5));
        p[0] = t0, p[1] = t1, p[2] = t2;
    }
    if (threadIdx.x == 0) where[blockIdx.x] = smid();
}

static double med_of(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n ? (n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2])) : 0;
}

// one stburst row: W warps in one block on each of `nsm` SMs, N stores a warp
static void stburst_point(int W, int N, int nsm, uint64_t foot)
{
    Layout L = layout_for(W, k_stburst, 32);
    if (L.blocks != 1) return; // one block of W warps an SM (0: not possible)
    int grid = nsm;
    long long *d_t;
    unsigned *d_w;
    CK(cudaMalloc(&d_t, 3 * 32 * 8 * (size_t)grid));
    CK(cudaMalloc(&d_w, 4 * (size_t)grid));
    std::vector<long long> h(3 * 32 * (size_t)grid);
    std::vector<unsigned> hw((size_t)grid);
    uint64_t mask = foot / 16 - 1;
    std::vector<double> issue, done, wissue, wdone; // per rep: medians over blocks
    int distinct = 0;
    for (int r = 0; r < g_reps + 2; r++) { // two launches untimed: the lines into L2
        CK(cudaMemset(d_t, 0, 3 * 32 * 8 * (size_t)grid));
        k_stburst<<<grid, W * 32, L.smem>>>((uint4 *)g_a, mask, N, d_t, d_w);
        CKL();
        CK(cudaDeviceSynchronize());
        if (r < 2) continue;
        CK(cudaMemcpy(h.data(), d_t, 8 * h.size(), cudaMemcpyDeviceToHost));
        CK(cudaMemcpy(hw.data(), d_w, 4 * hw.size(), cudaMemcpyDeviceToHost));
        std::vector<double> bi, bd, wi, wd;
        for (int b = 0; b < grid; b++) {
            long long t0 = LLONG_MAX, t1 = 0, t2 = 0;
            for (int w = 0; w < W; w++) {
                const long long *p = &h[3 * ((size_t)b * 32 + w)];
                t0 = std::min(t0, p[0]), t1 = std::max(t1, p[1]), t2 = std::max(t2, p[2]);
                wi.push_back((double)(p[1] - p[0])), wd.push_back((double)(p[2] - p[0]));
            }
            bi.push_back((double)(t1 - t0)), bd.push_back((double)(t2 - t0));
        }
        issue.push_back(med_of(bi)), done.push_back(med_of(bd));
        wissue.push_back(med_of(wi)), wdone.push_back(med_of(wd));
        std::vector<unsigned> s(hw);
        std::sort(s.begin(), s.end());
        distinct = (int)(std::unique(s.begin(), s.end()) - s.begin());
    }
    double mi = med_of(issue), md = med_of(done);
    double mn = *std::min_element(done.begin(), done.end()), mx = *std::max_element(done.begin(), done.end());
    fprintf(g_out, "stburst,%s,%d,%d,%d,%llu,%.0f,%.0f,%.0f,%.0f,%.0f,%.0f,%d,%.0f,%s,%s\n", g_dev, nsm, W, N,
            (unsigned long long)((uint64_t)W * N * 4), mi, md, mn, mx, med_of(wissue), med_of(wdone), distinct,
            g_sm_mhz, g_date, g_commit);
    fflush(g_out);
    fprintf(stderr, "stburst %3d SMs W=%2d N=%3d (%5d lines an SM): issue %7.0f done %7.0f cycles (%d SMs)\n", nsm,
            W, N, W * N * 4, mi, md, distinct);
    CK(cudaFree(d_t));
    CK(cudaFree(d_w));
}

static void exp_stburst(const int *Ws, int nw)
{
    alloc_a();
    fprintf(g_out, "experiment,device,sms_used,warps,stores_per_warp,lines_per_sm,issue_cycles,done_cycles,"
                   "done_cycles_min,done_cycles_max,warp_issue_cycles,warp_done_cycles,distinct_sms,"
                   "sm_clock_mhz,date,commit\n");
    const int ns[] = {1, 2, 4, 8, 16, 32, 64, 128, 256};
    const int sms[] = {1, P.multiProcessorCount};
    for (int nsm : sms)
        for (int a = 0; a < nw; a++)
            for (int n : ns) stburst_point(Ws[a], n, nsm, 16ull << 20);
    fill_a(); // the buffer all ones again
}

// ---- rereadk: the float4 re-read (k_reread) at K = 1, 2, 4, 8 loads a thread
// over footprints L1 (16 KiB: every SM reads all of it, inside the 28 KiB the
// largest carve-out leaves), L2 (4 MiB) and DRAM (1 GiB) hold: how a warp's
// loop trip grows with its loads in flight at each level (the cost of a load's
// return, apart from the level's latency)
static void exp_rereadk(const int *Ws, int nw, const int *Ks, int nk)
{
    alloc_a();
    const uint64_t foots[] = {16ull << 10, 4ull << 20, 1ull << 30};
    for (uint64_t f : foots)
        for (int a = 0; a < nw; a++)
            for (int b = 0; b < nk; b++) switch (Ks[b]) {
                case 1: reread_point<1>(Ws[a], f); break;
                case 2: reread_point<2>(Ws[a], f); break;
                case 4: reread_point<4>(Ws[a], f); break;
                case 8: reread_point<8>(Ws[a], f); break;
                default: fprintf(stderr, "rereadk: K=%d not built (1, 2, 4, 8)\n", Ks[b]);
                }
}

static FILE *g_hist;

// ---- linelat: one thread per SM (one block on each) chases a random ring of
// whole lines and stamps every step: the spread of a line's latency at one
// level (L1: 16 KiB; L2: 4 MiB, loads that skip L1; DRAM: 1 GiB, lines no
// one has touched).  The step's end is stamped after a shared-memory store of
// the loaded value (in-order issue: the store waits for the load's data).
__global__ void k_linelat(const uint32_t *__restrict__ nx, uint64_t n_lines, int steps, int warm, int cg,
                          unsigned *tout, unsigned *sms, uint32_t *sink)
{
    __shared__ uint32_t sj[32];
    if (threadIdx.x) return;
    uint32_t j0 = (uint32_t)((uint64_t)blockIdx.x * n_lines / gridDim.x), j = j0; // a line
    if (warm)
        for (int s = 0; s < steps; s++) j = cg ? __ldcg(&nx[(uint64_t)j * 32]) : nx[(uint64_t)j * 32];
    j = j0;
    for (int s = 0; s < steps; s++) {
        unsigned t0 = (unsigned)clock();
        j = cg ? __ldcg(&nx[(uint64_t)j * 32]) : nx[(uint64_t)j * 32];
        sj[s & 31] = j;
        unsigned t1 = (unsigned)clock();
        tout[(uint64_t)blockIdx.x * steps + s] = t1 - t0;
    }
    sink[blockIdx.x] = j + sj[(j >> 5) & 31];
    sms[blockIdx.x] = smid();
}

static void linelat_point(uint64_t foot, int warm, int cg, int steps)
{
    int sms = P.multiProcessorCount;
    uint32_t n = (uint32_t)(foot / 128);
    std::vector<uint32_t> seq(n), next(n);
    bh_cycle_order(seq.data(), n, foot); // one random ring of all the lines (as the chase's)
    bh_successors(seq.data(), n, next.data());
    uint32_t *d_next, *d_sink;
    unsigned *d_t, *d_sm;
    CK(cudaMalloc(&d_next, (size_t)n * 4));
    CK(cudaMemcpy(d_next, next.data(), (size_t)n * 4, cudaMemcpyHostToDevice));
    k_build<<<sms * 8, 256>>>(g_a, d_next, n); // every word of a line holds its successor
    CKL();
    CK(cudaMalloc(&d_t, (uint64_t)sms * steps * 4));
    CK(cudaMalloc(&d_sm, sms * 4));
    CK(cudaMalloc(&d_sink, sms * 4));
    k_linelat<<<sms, 32>>>(g_a, n, steps, warm, cg, d_t, d_sm, d_sink);
    CKL();
    CK(cudaDeviceSynchronize());
    std::vector<unsigned> t((uint64_t)sms * steps), sm(sms);
    CK(cudaMemcpy(t.data(), d_t, t.size() * 4, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(sm.data(), d_sm, sms * 4, cudaMemcpyDeviceToHost));
    for (int b = 0; b < sms; b++) {
        std::vector<unsigned> v(t.begin() + (uint64_t)b * steps, t.begin() + (uint64_t)(b + 1) * steps);
        std::sort(v.begin(), v.end());
        double mean = 0;
        for (unsigned x : v) mean += x;
        mean /= steps;
        auto q = [&](double p) { return v[(size_t)(p * (steps - 1))]; };
        fprintf(g_out, "linelat,%s,%llu,%d,%d,%d,%u,%u,%u,%u,%u,%u,%u,%.1f,%.0f,%s,%s\n", g_dev,
                (unsigned long long)foot, cg, b, sm[b], q(0), q(0.05), q(0.25), q(0.5), q(0.75), q(0.95), q(1),
                mean, g_sm_mhz, g_date, g_commit);
    }
    std::sort(t.begin(), t.end());
    fprintf(stderr, "linelat %10llu B cg=%d: p5 %u p25 %u p50 %u p75 %u p95 %u cycles\n", (unsigned long long)foot,
            cg, t[t.size() / 20], t[t.size() / 4], t[t.size() / 2], t[t.size() * 3 / 4], t[t.size() * 19 / 20]);
    // the histogram of all SMs' steps, one row per cycle value seen
    if (g_hist) {
        size_t i = 0;
        while (i < t.size()) {
            size_t k = i;
            while (k < t.size() && t[k] == t[i]) k++;
            fprintf(g_hist, "%llu,%d,%u,%zu\n", (unsigned long long)foot, cg, t[i], k - i);
            i = k;
        }
    }
    CK(cudaFree(d_next));
    CK(cudaFree(d_t));
    CK(cudaFree(d_sm));
    CK(cudaFree(d_sink));
}

static void exp_linelat(const std::string &hist)
{
    alloc_a();
    std::string tmp = hist + ".tmp"; // renamed once whole
    g_hist = fopen(tmp.c_str(), "w");
    if (!g_hist) perror(tmp.c_str());
    else fprintf(g_hist, "footprint_bytes,cg,cycles,count\n");
    fprintf(g_out, "experiment,device,footprint_bytes,cg,block,sm,min,p5,p25,p50,p75,p95,max,mean,sm_clock_mhz,"
                   "date,commit\n");
    linelat_point(16ull << 10, 1, 0, 2048);
    linelat_point(4ull << 20, 1, 1, 2048);
    linelat_point(4ull << 20, 1, 0, 2048);
    linelat_point(1ull << 30, 0, 1, 2048);
    if (g_hist && (fclose(g_hist) != 0 || rename(tmp.c_str(), hist.c_str()) != 0)) perror(hist.c_str());
    g_hist = nullptr;
    fill_a();
}
