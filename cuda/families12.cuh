// families12.cuh -- included by bench.cu after families11.cuh.
//
//  - rwlat: how long a read from DRAM takes while the SM's other warps read,
//    copy or write.  lhsim's read-only families come out slow and its copies
//    fast under one latency; is a read slower on the H200 when writes share
//    DRAM with it than when reads do, at the same bytes a second?  k_rwlat:
//    one block a SM of W background warps and one probe warp.  The background
//    walks 1 GiB grid-stride, one line (4 B lanes, V = 1) or four (16 B
//    lanes, V = 4) a warp instruction: read (MODE 0), copy to a second 1 GiB
//    (1) or write (2).  The probe's first lane chases a random ring of whole
//    lines over a third 1 GiB with loads that skip L1 (__ldcg), stamping
//    each step with clock() before the load and after a shared-memory store
//    of its value (as linelat: the store waits for the data).  The probe
//    runs a fixed number of steps and must end before the background's first
//    warp does (the note says whether every SM's did: overlap).
// the probe's walk (lane 0 of the warp after the W background warps): where
// this launch's probe starts is another line each launch (with no background
// nothing evicts the lines the launch before walked); each step stamped
// rwlatk's time series: where set, each probe stamps the global timer (ns,
// not the SM's clock, which may change under load) at its start and after
// every 16 steps: steps / 16 + 1 a block
__device__ unsigned long long *g_probe_gt = nullptr;

__device__ __forceinline__ void rwlat_probe(const uint32_t *__restrict__ ring, uint64_t n_lines, int steps,
                                            uint32_t start, unsigned *tout, unsigned long long *pend,
                                            uint32_t *sink, uint32_t *sj)
{
    uint32_t j = (uint32_t)(((uint64_t)blockIdx.x * n_lines / gridDim.x + start) % n_lines);
    unsigned long long *gt = g_probe_gt;
    if (gt) gt += (uint64_t)blockIdx.x * (steps / 16 + 1), gt[0] = gtimer();
    for (int s = 0; s < steps; s++) {
        unsigned t0 = (unsigned)clock();
        j = __ldcg(&ring[(uint64_t)j * 32]);
        sj[s & 31] = j;
        unsigned t1 = (unsigned)clock();
        tout[(uint64_t)blockIdx.x * steps + s] = t1 - t0;
        if (gt && (s & 15) == 15) gt[s / 16 + 1] = gtimer();
    }
    pend[blockIdx.x] = gtimer();
    sink[blockIdx.x] = j + sj[(j >> 5) & 31];
}

// H = 1 (rwlath): only the even blocks run the background; the odd blocks'
// background warps end at once (their end stamped as never, so the overlap
// check counts the even blocks alone) and their probes see the others' traffic
// without any of their own SM's.  H = 0 is the kernel as first measured.
template <int V, int MODE, int H = 0>
__global__ void __launch_bounds__(1024, 1) k_rwlat(const uint32_t *__restrict__ ring, uint64_t n_lines, int steps,
                                                  uint32_t start,
                                                  uint32_t *__restrict__ dst, const uint32_t *__restrict__ src,
                                                  uint64_t chunks, uint64_t iters, int W, unsigned *tout,
                                                  unsigned long long *pend, unsigned long long *bend,
                                                  unsigned *sms, unsigned *cnt, uint32_t *sink)
{
    extern __shared__ char pad[];
    (void)pad;
    __shared__ uint32_t sj[32];
    const int wid = threadIdx.x / 32, lane = threadIdx.x % 32;
    if (threadIdx.x == 0) {
        atomicAdd(&cnt[smid()], 1u);
        sms[blockIdx.x] = smid();
    }
    if (wid == W) { // the probe
        if (lane == 0) rwlat_probe(ring, n_lines, steps, start, tout, pend, sink, sj);
        return;
    }
    if constexpr (H == 1) {
        if (blockIdx.x & 1) {
            if (lane == 0) bend[(uint64_t)blockIdx.x * W + wid] = ~0ull;
            return;
        }
    }
    typedef typename std::conditional<V == 4, uint4, uint32_t>::type T;
    const T *s = (const T *)src;
    T *d = (T *)dst;
    const uint64_t nwarps = (uint64_t)gridDim.x * W, gw = (uint64_t)blockIdx.x * W + wid;
    uint32_t acc = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++) {
        uint64_t a = ((it * nwarps + gw) & (chunks - 1)) * 32 + lane;
        if (MODE == 0) {
            T v = s[a];
            if constexpr (V == 4) acc += v.x ^ v.y ^ v.z ^ v.w; // all four words: the whole 16 B
            else acc += v;
        } else if (MODE == 1) {
            d[a] = s[a];
        } else {
            uint32_t x = (uint32_t)it;
            if constexpr (V == 4) d[a] = make_uint4(x, x, x, x);
            else d[a] = x;
        }
    }
    if (MODE == 0 && acc == 0x9e3779b9u) dst[gw] = acc; // keeps the loads
    if (lane == 0) bend[gw] = gtimer();
}

// rwlatk's background warps start lined up (0, as a launch's) or each at its
// own iteration below 1024 (1: rwlatks, k_rwlatk<K, 1>; whether the H100's
// start-up excess at moderate load is the warps' lockstep)
static int g_rwlatk_stagger = 0;

// rwlatk: the probe beside a float4 stream that keeps K loads a warp in
// flight (k_stream's loop: K loads, each a grid of warps on, before any use;
// the uses in reverse order, so none moves between the loads): whether a
// read's latency under a saturating stream is what lhsim's short runs or its
// long ones give (validate/results/h200/fit-families/latdrift46/)
// S = 1: each background warp starts at its own iteration below 1024 (a hash
// of its index; with K = 8 it needs 63 registers and spills: not measured);
// S = 0 is the kernel as first measured, the same code (39 registers at K = 8)
template <int K, int S = 0>
__global__ void __launch_bounds__(1024, 1) k_rwlatk(const uint32_t *__restrict__ ring, uint64_t n_lines, int steps,
                                                   uint32_t start,
                                                   uint32_t *__restrict__ dst, const uint32_t *__restrict__ src,
                                                   uint64_t chunks, uint64_t iters, int W, unsigned *tout,
                                                   unsigned long long *pend, unsigned long long *bend,
                                                   unsigned *sms, unsigned *cnt, uint32_t *sink)
{
    extern __shared__ char pad[];
    (void)pad;
    __shared__ uint32_t sj[32];
    const int wid = threadIdx.x / 32, lane = threadIdx.x % 32;
    if (threadIdx.x == 0) {
        atomicAdd(&cnt[smid()], 1u);
        sms[blockIdx.x] = smid();
    }
    if (wid == W) { // the probe
        if (lane == 0) rwlat_probe(ring, n_lines, steps, start, tout, pend, sink, sj);
        return;
    }
    const uint4 *s = (const uint4 *)src;
    const uint64_t nwarps = (uint64_t)gridDim.x * W, gw = (uint64_t)blockIdx.x * W + wid;
    const uint64_t st = S ? (((uint32_t)gw * 2654435761u) >> 22) * K * nwarps : 0; // chunks ahead
    uint32_t acc = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++) {
        uint4 v[K];
#pragma unroll
        for (int k = 0; k < K; k++) v[k] = s[(((it * K + k) * nwarps + gw + st) & (chunks - 1)) * 32 + lane];
#pragma unroll
        for (int k = K - 1; k >= 0; k--) acc += v[k].x ^ v[k].y ^ v[k].z ^ v[k].w;
    }
    if (acc == 0x9e3779b9u) dst[gw] = acc; // keeps the loads
    if (lane == 0) bend[gw] = gtimer();
}

// rwlatk's time series (null elsewhere): the probe's mean step over the SMs,
// by groups of 16 steps from the launch, with the mean time at each group's
// end: in SM cycles (the stamps) and in ns (the global timer, g_probe_gt;
// step_ns: a group's time / 16, the stamps' instructions included)
static FILE *g_rwlat_ts = nullptr;

// foot: the background's footprint (1 GiB: DRAM; rwlatl2 8 MiB: L2)
// K > 1: k_rwlatk<K>'s background (float4 reads, K a warp in flight; V = 4, MODE = 0)
template <int V, int MODE, int K = 1, int H = 0>
static void rwlat_point(int W, const uint32_t *ring, uint64_t n_lines, FILE *fsm, uint64_t foot = 1ull << 30)
{
    static_assert(H == 0 || K == 1, "rwlath: k_rwlat's backgrounds only");
    static_assert(K == 1 || (V == 4 && MODE == 0), "rwlatk: float4 reads only");
    static const char *const mode_name[] = {"read", "copy", "write"};
    int sms = P.multiProcessorCount;
    const int steps = 1024, smem = 120 << 10; // more than half an SM's shared memory: one block a SM
    decltype(&k_rwlat<V, MODE, H>) kern;
    if constexpr (K == 1) kern = k_rwlat<V, MODE, H>;
    else kern = g_rwlatk_stagger ? k_rwlatk<K, 1> : k_rwlatk<K>;
    CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
    int occ = 0, block = (W + 1) * 32;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, kern, block, smem));
    if (occ != 1) {
        fprintf(stderr, "rwlat W=%d: %d blocks a SM, not 1; skipped\n", W, occ);
        return;
    }
    const uint64_t chunks = foot / (128 * V);
    const uint32_t *src = g_a + (foot / 4);
    uint32_t *dst = g_a + 2 * (foot / 4);
    uint64_t nwarps = (uint64_t)sms * W;
    double line_bytes = (double)nwarps * 128 * V * (MODE == 1 ? 2 : 1) * K;
    if (H == 1) line_bytes *= (double)((sms + 1) / 2) / sms; // the even blocks' bytes alone
    // about 8 ms: an iteration at least one DRAM trip for reads and copies
    // (0.45 us), 20 ns for writes, or the bytes at 4 TB/s
    double per_iter = std::max(MODE == 2 ? 20e-9 : 0.45e-6, line_bytes / 4e12);
    uint64_t iters = W ? (uint64_t)(8e-3 / per_iter) : 0;
    unsigned *d_t, *d_sm, *d_cnt;
    unsigned long long *d_pend, *d_bend;
    uint32_t *d_sink;
    CK(cudaMalloc(&d_t, (uint64_t)sms * steps * 4));
    CK(cudaMalloc(&d_sm, sms * 4));
    CK(cudaMalloc(&d_cnt, sms * 4));
    CK(cudaMemset(d_cnt, 0, sms * 4));
    CK(cudaMalloc(&d_pend, sms * 8));
    CK(cudaMalloc(&d_bend, (nwarps ? nwarps : 1) * 8));
    CK(cudaMalloc(&d_sink, sms * 4));
    // each launch's probes start at other lines: the ring's order is random,
    // so another stretch of it, of which L2 holds only what two walks share by
    // chance (about 1.6% of a launch's lines)
    static uint32_t start = 0;
    const int ngt = steps / 16 + 1;
    unsigned long long *d_gt = nullptr;
    if (g_rwlat_ts) CK(cudaMalloc(&d_gt, (uint64_t)sms * ngt * 8));
    CK(cudaMemcpyToSymbol(g_probe_gt, &d_gt, sizeof d_gt));
    Stats st = time_launch([&] {
        kern<<<sms, block, smem>>>(ring, n_lines, steps, start, dst, src, chunks, iters, W, d_t, d_pend, d_bend,
                                   d_sm, d_cnt, d_sink);
        start += 2 * steps;
    });
    // the last launch's probe steps, probe ends and background ends
    std::vector<unsigned> t((uint64_t)sms * steps), sm(sms);
    std::vector<unsigned long long> pe(sms), be(nwarps);
    CK(cudaMemcpy(t.data(), d_t, t.size() * 4, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(sm.data(), d_sm, sms * 4, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(pe.data(), d_pend, sms * 8, cudaMemcpyDeviceToHost));
    if (nwarps) CK(cudaMemcpy(be.data(), d_bend, nwarps * 8, cudaMemcpyDeviceToHost));
    int overlap = 0; // SMs whose probe ended before the first background warp of its block
    for (int b = 0; b < sms; b++) {
        unsigned long long first = ~0ull;
        for (int w = 0; w < W; w++) first = std::min(first, be[(uint64_t)b * W + w]);
        if (pe[b] <= first) overlap++;
    }
    bool ok = check_sms(d_cnt, 1, g_reps + 1);
    if (MODE == 1) { // the copy's last line of warp 0 holds the source's words
        std::vector<uint32_t> a(32 * V), c(32 * V);
        uint64_t at = (((iters - 1) * nwarps) & (chunks - 1)) * 32 * V;
        CK(cudaMemcpy(a.data(), src + at, 128 * V, cudaMemcpyDeviceToHost));
        CK(cudaMemcpy(c.data(), dst + at, 128 * V, cudaMemcpyDeviceToHost));
        ok = ok && a == c;
    } else if (MODE == 2) { // the write's last value there
        uint32_t x = 0;
        uint64_t at = (((iters - 1) * nwarps) & (chunks - 1)) * 32 * V;
        CK(cudaMemcpy(&x, dst + at, 4, cudaMemcpyDeviceToHost));
        ok = ok && x == (uint32_t)(iters - 1);
    }
    // per SM: mean and median of its steps after the first 16; then all SMs' steps
    std::vector<unsigned> all;
    std::vector<double> smmean(sms);
    for (int b = 0; b < sms; b++) {
        std::vector<unsigned> v(t.begin() + (uint64_t)b * steps + 16, t.begin() + (uint64_t)(b + 1) * steps);
        double m = 0;
        for (unsigned x : v) m += x;
        m /= (double)v.size();
        smmean[b] = m;
        all.insert(all.end(), v.begin(), v.end());
        std::sort(v.begin(), v.end());
        if (H == 1) // rwlath's file: the background's footprint and whether this block ran it
            fprintf(fsm, "%s,%d,%d,%llu,%d,%d,%u,%.1f,%u,%u,%u\n", mode_name[MODE], 4 * V, W,
                    (unsigned long long)foot, !(b & 1) && W > 0, b, sm[b], m, v[v.size() / 10], v[v.size() / 2],
                    v[v.size() * 9 / 10]);
        else
            fprintf(fsm, "%s,%d,%d,%d,%u,%.1f,%u,%u,%u\n", mode_name[MODE], 4 * V, W, b, sm[b], m, v[v.size() / 10],
                    v[v.size() / 2], v[v.size() * 9 / 10]);
    }
    if (g_rwlat_ts) { // whether the loaded latency settles at once or falls over the launch
        std::vector<unsigned long long> gt((uint64_t)sms * ngt);
        CK(cudaMemcpy(gt.data(), d_gt, gt.size() * 8, cudaMemcpyDeviceToHost));
        CK(cudaFree(d_gt));
        d_gt = nullptr;
        CK(cudaMemcpyToSymbol(g_probe_gt, &d_gt, sizeof d_gt));
        std::vector<double> cum(sms, 0.0);
        for (int g = 0; g < steps / 16; g++) {
            double lat = 0, end = 0, gend = 0, gstep = 0;
            for (int b = 0; b < sms; b++) {
                for (int s2 = g * 16; s2 < g * 16 + 16; s2++) {
                    lat += t[(uint64_t)b * steps + s2];
                    cum[b] += t[(uint64_t)b * steps + s2];
                }
                end += cum[b];
                const unsigned long long *q = &gt[(uint64_t)b * ngt];
                gend += (double)(q[g + 1] - q[0]);
                gstep += (double)(q[g + 1] - q[g]) / 16.0;
            }
            fprintf(g_rwlat_ts, "%s,%d,%d,%d,%d,%.1f,%.1f,%.1f,%.1f\n", mode_name[MODE], 4 * V, W, K, g, end / sms,
                    lat / (16.0 * sms), gend / sms, gstep / sms);
        }
    }
    std::sort(all.begin(), all.end());
    double mean = 0;
    for (unsigned x : all) mean += x;
    mean /= (double)all.size();
    std::sort(smmean.begin(), smmean.end());
    double bytes = line_bytes * (double)iters;
    double gbps = W ? bytes / (st.med * 1e-3) / 1e9 : 0;
    char note[320];
    snprintf(note, sizeof note,
             "mode=%s;lanes=%d;probe_steps=%d;probe_ring_lines=%llu;probe_mean=%.1f;probe_p10=%u;probe_p50=%u;"
             "probe_p90=%u;sm_mean_lo=%.1f;sm_mean_p50=%.1f;sm_mean_hi=%.1f;overlap=%d/%d%s",
             mode_name[MODE], 4 * V, steps, (unsigned long long)n_lines, mean, all[all.size() / 10], all[all.size() / 2],
             all[all.size() * 9 / 10], smmean.front(), smmean[sms / 2], smmean.back(), overlap, sms,
             H == 1 ? ";background=even_blocks" : "");
    char kname[32];
    if (K == 1 && H == 1) snprintf(kname, sizeof kname, "k_rwlat<%d,%d,1>", V, MODE);
    else if (K == 1) snprintf(kname, sizeof kname, "k_rwlat<%d,%d>", V, MODE);
    else snprintf(kname, sizeof kname, g_rwlatk_stagger ? "k_rwlatk<%d,1>" : "k_rwlatk<%d>", K);
    row(H == 1 ? "rwlath" : K == 1 ? "rwlat" : g_rwlatk_stagger ? "rwlatks" : "rwlatk", kname, W, K, 4 * V, (double)foot, bytes, st, gbps,
        W ? st.med * 1e6 / (double)iters : 0, 0, ok, note);
    fprintf(stderr, "rwlat%s %-5s lanes %2d B W=%2d K=%2d foot %llu MiB: %8.1f GB/s, probe %.0f cycles (p50 %u), overlap %d/%d %s\n",
            H == 1 ? "h" : "", mode_name[MODE], 4 * V, W, K, (unsigned long long)(foot >> 20), gbps, mean,
            all[all.size() / 2], overlap, sms, ok ? "ok" : "WRONG");
    CK(cudaFree(d_t));
    CK(cudaFree(d_sm));
    CK(cudaFree(d_cnt));
    CK(cudaFree(d_pend));
    CK(cudaFree(d_bend));
    CK(cudaFree(d_sink));
}

// the probes' ring: a random cycle of whole lines over ring_foot bytes at the
// start of g_a's last GiB (lines the backgrounds never read or write); its
// length in lines into *n
static uint32_t *rwlat_ring(uint64_t ring_foot, uint32_t *n)
{
    int sms = P.multiProcessorCount;
    *n = (uint32_t)(ring_foot / 128);
    uint32_t *ring = g_a + 3 * ((1ull << 30) / 4);
    std::vector<uint32_t> seq(*n), next(*n);
    bh_cycle_order(seq.data(), *n, ring_foot);
    bh_successors(seq.data(), *n, next.data());
    uint32_t *d_next;
    CK(cudaMalloc(&d_next, (size_t)*n * 4));
    CK(cudaMemcpy(d_next, next.data(), (size_t)*n * 4, cudaMemcpyHostToDevice));
    k_build<<<sms * 8, 256>>>(ring, d_next, *n);
    CKL();
    CK(cudaDeviceSynchronize());
    CK(cudaFree(d_next));
    return ring;
}

// the per-SM figures' file, written as PATH.tmp and renamed once whole (rwlat_close)
static FILE *rwlat_open(const std::string &path)
{
    std::string tmp = path + ".tmp";
    FILE *fsm = fopen(tmp.c_str(), "w");
    if (!fsm) {
        perror(tmp.c_str());
        exit(1);
    }
    fprintf(fsm, "mode,lanes,warps_per_sm,block,sm,mean,p10,p50,p90\n");
    return fsm;
}

static void rwlat_close(FILE *fsm, const std::string &path)
{
    std::string tmp = path + ".tmp";
    if (fclose(fsm) != 0 || rename(tmp.c_str(), path.c_str()) != 0) perror(path.c_str());
}

// rwlat: the probe alone, then under each background at each W (at most 31:
// W + 1 warps in one block); per-SM figures into PATH
static void exp_rwlat(const int *Ws, int nw, const std::string &path)
{
    alloc_a();
    uint32_t n;
    uint32_t *ring = rwlat_ring(1ull << 30, &n);
    FILE *fsm = rwlat_open(path);
    rwlat_point<1, 0>(0, ring, n, fsm);
    for (int a = 0; a < nw; a++) {
        if (Ws[a] < 1 || Ws[a] > 31) {
            fprintf(stderr, "rwlat: W=%d out of 1..31; skipped\n", Ws[a]);
            continue;
        }
        rwlat_point<1, 0>(Ws[a], ring, n, fsm);
        rwlat_point<4, 0>(Ws[a], ring, n, fsm);
        rwlat_point<1, 1>(Ws[a], ring, n, fsm);
        rwlat_point<4, 1>(Ws[a], ring, n, fsm);
        rwlat_point<1, 2>(Ws[a], ring, n, fsm);
        rwlat_point<4, 2>(Ws[a], ring, n, fsm);
    }
    rwlat_close(fsm, path);
    fill_a();
}

// rwlatk: the probe alone, then beside a float4 stream of K loads a warp (K
// in 2, 4, 8) at each W (at most 31); per-SM figures into PATH
static void exp_rwlatk(const int *Ws, int nw, const int *Ks, int nk, const std::string &path, int stagger = 0)
{
    g_rwlatk_stagger = stagger;
    alloc_a();
    uint32_t n;
    uint32_t *ring = rwlat_ring(1ull << 30, &n);
    FILE *fsm = rwlat_open(path);
    // the time series beside the per-SM file: PATH's "-sm.csv" as "-ts.csv"
    std::string ts = path.size() > 7 && path.compare(path.size() - 7, 7, "-sm.csv") == 0
                         ? path.substr(0, path.size() - 7) + "-ts.csv" : path + "-ts.csv";
    g_rwlat_ts = fopen((ts + ".tmp").c_str(), "w");
    if (!g_rwlat_ts) {
        perror(ts.c_str());
        exit(1);
    }
    fprintf(g_rwlat_ts, "mode,lanes,warps_per_sm,ilp,group,end_cycles,probe_mean_cycles,end_ns,step_ns\n");
    rwlat_point<1, 0>(0, ring, n, fsm);
    for (int a = 0; a < nw; a++) {
        if (Ws[a] < 1 || Ws[a] > 31) {
            fprintf(stderr, "rwlatk: W=%d out of 1..31; skipped\n", Ws[a]);
            continue;
        }
        for (int b = 0; b < nk; b++) {
            switch (Ks[b]) {
            case 1: rwlat_point<4, 0>(Ws[a], ring, n, fsm); break;
            case 2: rwlat_point<4, 0, 2>(Ws[a], ring, n, fsm); break;
            case 4: rwlat_point<4, 0, 4>(Ws[a], ring, n, fsm); break;
            case 8: rwlat_point<4, 0, 8>(Ws[a], ring, n, fsm); break;
            default: fprintf(stderr, "rwlatk: K=%d not built (1, 2, 4, 8)\n", Ks[b]);
            }
        }
    }
    rwlat_close(fsm, path);
    rwlat_close(g_rwlat_ts, ts);
    g_rwlat_ts = nullptr;
    g_rwlatk_stagger = 0;
    fill_a();
}

// rwlatl2: as rwlat, all of it in L2: the probe chases a random ring over 4
// MiB (lines L2 keeps: its loads skip L1), the background reads 4 B lanes
// (one line a warp load) and float4 lanes (four: the re-read family's L2
// rows) over 8 MiB grid-stride, 0 (the probe alone) to 31 warps.  How long an
// L2 hit takes while the SM's other warps keep L2 busy.  Per-SM figures into PATH
static void exp_rwlatl2(const int *Ws, int nw, const std::string &path)
{
    alloc_a();
    const uint64_t bg_foot = 8ull << 20;
    uint32_t n;
    uint32_t *ring = rwlat_ring(4ull << 20, &n);
    FILE *fsm = rwlat_open(path);
    rwlat_point<4, 0>(0, ring, n, fsm, bg_foot);
    for (int a = 0; a < nw; a++) {
        if (Ws[a] < 1 || Ws[a] > 31) {
            fprintf(stderr, "rwlatl2: W=%d out of 1..31; skipped\n", Ws[a]);
            continue;
        }
        rwlat_point<1, 0>(Ws[a], ring, n, fsm, bg_foot);
        rwlat_point<4, 0>(Ws[a], ring, n, fsm, bg_foot);
    }
    rwlat_close(fsm, path);
    fill_a();
}

// rwlath: whether a read waits on its own SM's writes or on everyone's.  k_rwlat
// with the background on the even blocks only (one block a SM): the odd blocks'
// probes chase DRAM beside the others' traffic with none of their own SM's.
// Float4 backgrounds: reads and copies over 1 GiB, writes over 1 GiB (to DRAM)
// and over 8 MiB (L2 keeps them: the way from the SM into L2 alone); then the
// same with every block's background (rwlat's kernel, H = 0), so both come
// from one machine.  Per-block figures into PATH (bg: whether the block ran
// the background), the rows' note says which.
static void exp_rwlath(const int *Ws, int nw, const std::string &path)
{
    alloc_a();
    uint32_t n;
    uint32_t *ring = rwlat_ring(1ull << 30, &n);
    std::string tmp = path + ".tmp";
    FILE *fsm = fopen(tmp.c_str(), "w");
    if (!fsm) {
        perror(tmp.c_str());
        exit(1);
    }
    fprintf(fsm, "mode,lanes,warps_per_sm,footprint_bytes,bg,block,sm,mean,p10,p50,p90\n");
    // the full backgrounds' per-SM figures: rwlat's columns, in FILE-full.csv beside
    std::string fpath = path.size() > 7 && path.compare(path.size() - 7, 7, "-sm.csv") == 0
                            ? path.substr(0, path.size() - 7) + "-full-sm.csv" : path + "-full.csv";
    FILE *ffull = rwlat_open(fpath);
    rwlat_point<4, 0, 1, 1>(0, ring, n, fsm);
    rwlat_point<4, 0>(0, ring, n, ffull);
    for (int a = 0; a < nw; a++) {
        if (Ws[a] < 1 || Ws[a] > 31) {
            fprintf(stderr, "rwlath: W=%d out of 1..31; skipped\n", Ws[a]);
            continue;
        }
        rwlat_point<4, 0, 1, 1>(Ws[a], ring, n, fsm);
        rwlat_point<4, 1, 1, 1>(Ws[a], ring, n, fsm);
        rwlat_point<4, 2, 1, 1>(Ws[a], ring, n, fsm);
        rwlat_point<4, 2, 1, 1>(Ws[a], ring, n, fsm, 8ull << 20);
        rwlat_point<4, 0>(Ws[a], ring, n, ffull);
        rwlat_point<4, 1>(Ws[a], ring, n, ffull);
        rwlat_point<4, 2>(Ws[a], ring, n, ffull);
        rwlat_point<4, 2>(Ws[a], ring, n, ffull, 8ull << 20);
    }
    if (fclose(fsm) != 0 || rename(tmp.c_str(), path.c_str()) != 0) perror(path.c_str());
    rwlat_close(ffull, fpath);
    fill_a();
}
