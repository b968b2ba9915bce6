// families11.cuh -- where a warp's neighbouring-line reward lives, for loads
// (included by bench.cu).
//
//  - loadpair / copypair: each warp, each iteration, loads two whole lines with
//    4 B lanes (one 128 B line a warp instruction), the second about D ns after
//    the first (__nanosleep between them), and (copypair) then stores both to
//    the same places of a second 1 GiB array.  Where the two lines lie, pair p
//    of the grid's sweep (p = iteration x warps + warp):
//      dist 0:  a grid apart (line it*2*warps + warp and warps lines on, the
//               line copy's and the transpose's layout);
//      dist d:  d lines apart (d a power of two): group p / d of 2d lines,
//               lines p mod d and p mod d + d in it (d = 1: an aligned 256 B);
//      shift 1: as dist 1, one line on: two neighbouring lines that straddle
//               a 256 B boundary.
//    Every layout reads each line of the 1 GiB once a sweep.  Stamps: the
//    cycles from the second load's issue to its word in (its round trip) and
//    the trip (start to start), averaged over every warp and iteration after
//    the first 16.  last round's copyprobe2: a copy with a warp's lines side
//    by side runs 5-15% faster than a grid apart on the H200; storekd/storekp:
//    for stores the reward is the aligned 256 B partner within tens of ns.
//    Does a load pair earn it too, from the same partner, in the same window?

__device__ __forceinline__ uint32_t ld_u32_ordered(const uint32_t *p)
{
    uint32_t v;
    asm volatile("ld.global.nc.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    return v;
}

template <int COPY>
__global__ void __launch_bounds__(1024, 1) k_loadpair(uint32_t *__restrict__ out, const uint32_t *__restrict__ in,
                                                     uint64_t chunks, uint64_t iters, uint64_t skip, unsigned dist,
                                                     unsigned shift, unsigned D, unsigned long long *sums,
                                                     unsigned *cnt)
{
    extern __shared__ char pad[];
    volatile uint32_t *sh = (volatile uint32_t *)pad; // the host gives every block 4 B a thread
    const uint64_t nwarps = (uint64_t)gridDim.x * blockDim.x / 32;
    const uint64_t gw = (blockIdx.x * (uint64_t)blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
    const unsigned lg = dist ? __ffs(dist) - 1 : 0;
    unsigned long long s0 = 0, s1 = 0;
    uint32_t acc = 0;
    unsigned tprev = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++) {
        unsigned t0 = clk_now();
        uint64_t a, b, p = it * nwarps + gw;
        if (dist == 0) {
            a = it * 2 * nwarps + gw;
            b = a + nwarps;
        } else {
            a = ((p >> lg) << (lg + 1)) + (p & (dist - 1)) + shift;
            b = a + dist;
        }
        a &= chunks - 1;
        b &= chunks - 1;
        uint32_t va = ld_u32_ordered(in + a * 32 + lane);
        if (D) __nanosleep(D);
        unsigned tb = clk_now();
        uint32_t vb = ld_u32_ordered(in + b * 32 + lane);
        sh[threadIdx.x] = vb;
        unsigned tin = clk_now();
        if (COPY) {
            out[a * 32 + lane] = va;
            out[b * 32 + lane] = vb;
        } else {
            acc += va ^ vb;
        }
        if (it >= skip) {
            s0 += tin - tb;
            s1 += t0 - tprev;
        }
        tprev = t0;
    }
    if (!COPY && acc == 0x9e3779b9u) out[gw] = acc; // keeps the loads; k_iota's data never gives it
    if (lane == 0) {
        sums[gw * 2] = s0;
        sums[gw * 2 + 1] = s1;
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

template <int COPY> static void loadpair_point(int W, unsigned dist, unsigned shift, unsigned D)
{
    const char *name = COPY ? "copypair" : "loadpair";
    Layout L = layout_for(W, k_loadpair<COPY>, 4);
    if (!L.blocks) return;
    if (L.smem < L.wpb * 32 * 4) {
        fprintf(stderr, "%s W=%d: %d B of shared memory a block, %d needed; skipped\n", name, W, L.smem, L.wpb * 128);
        return;
    }
    const uint64_t foot = 1ull << 30, chunks = foot / 128;
    uint32_t *in = g_a, *out = g_a + foot / 4;
    int sms = P.multiProcessorCount;
    uint64_t nwarps = (uint64_t)sms * W;
    uint64_t iters = iters_for((double)nwarps * 256 * (COPY ? 2 : 1), 2e-3), skip = 16;
    if (iters < 4 * skip) iters = 4 * skip;
    k_iota<<<sms * 8, 256>>>(in, foot / 4);
    CKL();
    CK(cudaDeviceSynchronize());
    unsigned *d_cnt;
    unsigned long long *d_sums;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    CK(cudaMalloc(&d_sums, nwarps * 2 * 8));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats st = time_launch([&] {
        k_loadpair<COPY><<<grid, block, L.smem>>>(out, in, chunks, iters, skip, dist, shift, D, d_sums, d_cnt);
    });
    std::vector<unsigned long long> h(nwarps * 2);
    CK(cudaMemcpy(h.data(), d_sums, 8 * h.size(), cudaMemcpyDeviceToHost));
    double a[2] = {0, 0}, n = (double)nwarps * (double)(iters - skip);
    for (uint64_t w = 0; w < nwarps; w++)
        for (int j = 0; j < 2; j++) a[j] += (double)h[w * 2 + j];
    for (int j = 0; j < 2; j++) a[j] /= n;
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    if (COPY) { // out[i] = i where a warp copied (k_iota): the grid's first pair is always written
        uint32_t v0;
        uint64_t i0 = (dist == 0 ? 0 : shift) * 32 + 5;
        CK(cudaMemcpy(&v0, out + i0, 4, cudaMemcpyDeviceToHost));
        ok = ok && v0 == (uint32_t)i0;
    }
    double bytes = (COPY ? 2.0 : 1.0) * (double)nwarps * iters * 256;
    char note[160];
    snprintf(note, sizeof note, "dist_lines=%u;shift_lines=%u;sleep_ns=%u;second_load_cycles=%.1f;footprint=%llu", dist,
             shift, D, a[0], (unsigned long long)foot);
    char kname[40];
    snprintf(kname, sizeof kname, "k_loadpair<%d>", COPY);
    row(name, kname, W, 2, 4, (double)foot, bytes, st, bytes / (st.med * 1e-3) / 1e9, st.med * 1e6 / iters, a[1], ok,
        note);
    fprintf(stderr, "%s W=%2d dist %2u shift %u sleep %3u ns: %8.1f GB/s, second load %6.1f, trip %7.1f cycles %s\n",
            name, W, dist, shift, D, bytes / (st.med * 1e-3) / 1e9, a[0], a[1], ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    CK(cudaFree(d_sums));
    fill_a();
}

// every W (--warps): the three layouts that matter (a grid apart, an aligned
// 256 B, neighbours across 256 B) at sleeps 0-200 ns, and 2 and 16 lines
// apart without a sleep
template <int COPY> static void exp_loadpair(const int *Ws, int nw)
{
    alloc_a();
    const unsigned Ds[] = {0, 25, 50, 100, 200};
    for (int a = 0; a < nw; a++) {
        for (unsigned D : Ds) {
            loadpair_point<COPY>(Ws[a], 0, 0, D);
            loadpair_point<COPY>(Ws[a], 1, 0, D);
            loadpair_point<COPY>(Ws[a], 1, 1, D);
        }
        loadpair_point<COPY>(Ws[a], 2, 0, 0);
        loadpair_point<COPY>(Ws[a], 16, 0, 0);
    }
}

//  - loadtail: do all warps finish together?  At 64 warps per SM the read-only
//    loadpair kernel took 22-38% longer an iteration than its warps' average
//    trip (in copies 2-6%): some warps finish well before others.  k_loadtail:
//    the plain loop (no stamps), each warp two line loads a grid apart an
//    iteration, lanes of 4 B (V = 1, a line an instruction) or 16 B (V = 4,
//    four lines), read-only or a copy; each warp records %globaltimer at its
//    start and end and its SM.  The host gives each warp's end from the
//    kernel's first start, as a share of the last warp's: quantiles over
//    warps, the spread of the SMs' mean ends (is it whole SMs that lag?), and
//    the mean spread of the ends within one SM.
// a warp's start, end, SM and hardware warp slot (its scheduler: slot mod 4)
__device__ __forceinline__ void stamp_warp(unsigned long long *t, unsigned long long t0, unsigned long long t1)
{
    unsigned slot;
    asm volatile("mov.u32 %0, %%warpid;" : "=r"(slot));
    t[0] = t0;
    t[1] = t1;
    t[2] = smid();
    t[3] = slot;
}

// The note for a launch's stamps (4 words a warp, stamp_warp): each warp's end
// from the kernel's first start as a share of the last warp's end (min, p10,
// p50, mean, p90), the lowest and highest of the SMs' mean ends, the mean
// spread of ends within one SM, and the mean end by age on a scheduler: the
// warps of each SM's scheduler (slot mod 4) ranked by their index in the grid
// (lower: launched first, older), the mean end of the oldest quarter of ranks
// (age_q1) to the youngest (age_q4).  lhsim's sm.oldest_first predicts the
// old finish first where the scheduler is the bottleneck.
static void tail_note(const std::vector<unsigned long long> &h, uint64_t nwarps, int sms, char *note, size_t n)
{
    unsigned long long t0 = ~0ull, t1 = 0;
    for (uint64_t w = 0; w < nwarps; w++) {
        t0 = std::min(t0, h[w * 4]);
        t1 = std::max(t1, h[w * 4 + 1]);
    }
    std::vector<double> e(nwarps), smsum(sms, 0), smmin(sms, 2), smmax(sms, 0);
    std::vector<int> smn(sms, 0);
    std::vector<std::vector<uint64_t>> sched(4 * (size_t)sms); // warps by (SM, scheduler), grid order
    double span = (double)(t1 - t0), startmax = 0;
    for (uint64_t w = 0; w < nwarps; w++) {
        e[w] = (double)(h[w * 4 + 1] - t0) / span;
        startmax = std::max(startmax, (double)(h[w * 4] - t0) / span);
        unsigned s = (unsigned)h[w * 4 + 2] % sms;
        smsum[s] += e[w];
        smn[s]++;
        smmin[s] = std::min(smmin[s], e[w]);
        smmax[s] = std::max(smmax[s], e[w]);
        sched[s * 4 + h[w * 4 + 3] % 4].push_back(w); // w ascending: grid order
    }
    double ageq[4] = {0}, agen[4] = {0};
    for (auto &v : sched)
        for (size_t r = 0; r < v.size(); r++) {
            int q = (int)(4 * r / v.size());
            ageq[q] += e[v[r]];
            agen[q]++;
        }
    std::vector<double> q = e;
    std::sort(q.begin(), q.end());
    auto qt = [&](double p) { return q[(size_t)(p * (q.size() - 1) + 0.5)]; };
    double mlo = 2, mhi = 0, within = 0, mean = 0;
    int used = 0;
    for (int s = 0; s < sms; s++) {
        if (!smn[s]) continue;
        double m = smsum[s] / smn[s];
        mlo = std::min(mlo, m);
        mhi = std::max(mhi, m);
        within += smmax[s] - smmin[s];
        used++;
    }
    for (double x : e) mean += x;
    mean /= (double)nwarps;
    within /= used;
    for (int k = 0; k < 4; k++) ageq[k] = agen[k] ? ageq[k] / agen[k] : 0;
    snprintf(note, n,
             "span_us=%.1f;last_start=%.3f;end_min=%.3f;end_p10=%.3f;end_p50=%.3f;end_mean=%.3f;end_p90=%.3f;"
             "sm_mean_end_lo=%.3f;sm_mean_end_hi=%.3f;within_sm_spread=%.3f;age_q1=%.3f;age_q2=%.3f;age_q3=%.3f;"
             "age_q4=%.3f",
             span / 1e3, startmax, q.front(), qt(0.1), qt(0.5), mean, qt(0.9), mlo, mhi, within, ageq[0], ageq[1],
             ageq[2], ageq[3]);
}

template <int V, int COPY>
__global__ void __launch_bounds__(1024, 1) k_loadtail(uint32_t *__restrict__ out, const uint32_t *__restrict__ in,
                                                     uint64_t chunks, uint64_t iters, unsigned long long *times,
                                                     unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    typedef typename std::conditional<V == 4, uint4, uint32_t>::type T;
    const T *src = (const T *)in;
    T *dst = (T *)out;
    const uint64_t nwarps = (uint64_t)gridDim.x * blockDim.x / 32;
    const uint64_t gw = (blockIdx.x * (uint64_t)blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
    unsigned long long t0 = gtimer();
    uint32_t acc = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++) {
        uint64_t a = (it * 2 * nwarps + gw) & (chunks - 1), b = (a + nwarps) & (chunks - 1);
        T va = src[a * 32 + lane], vb = src[b * 32 + lane];
        if (COPY) {
            dst[a * 32 + lane] = va;
            dst[b * 32 + lane] = vb;
        } else if constexpr (V == 4) {
            acc += va.x ^ vb.y ^ va.z ^ vb.w;
        } else {
            acc += va ^ vb;
        }
    }
    if (!COPY && acc == 0x9e3779b9u) out[gw] = acc; // keeps the loads
    unsigned long long t1 = gtimer();
    if (lane == 0) stamp_warp(times + gw * 4, t0, t1);
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

template <int V, int COPY> static void loadtail_point(int W)
{
    const char *name = COPY ? "copytail" : "loadtail";
    Layout L = layout_for(W, k_loadtail<V, COPY>, 4);
    if (!L.blocks) return;
    const uint64_t foot = 1ull << 30, chunks = foot / (128 * V);
    uint32_t *in = g_a, *out = g_a + foot / 4;
    int sms = P.multiProcessorCount;
    uint64_t nwarps = (uint64_t)sms * W;
    uint64_t iters = iters_for((double)nwarps * 256 * V * (COPY ? 2 : 1), 2e-3);
    k_iota<<<sms * 8, 256>>>(in, foot / 4);
    CKL();
    CK(cudaDeviceSynchronize());
    unsigned *d_cnt;
    unsigned long long *d_t;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    CK(cudaMalloc(&d_t, nwarps * 4 * 8));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats st = time_launch([&] { k_loadtail<V, COPY><<<grid, block, L.smem>>>(out, in, chunks, iters, d_t, d_cnt); });
    std::vector<unsigned long long> h(nwarps * 4); // the last launch's
    CK(cudaMemcpy(h.data(), d_t, 8 * h.size(), cudaMemcpyDeviceToHost));
    char note[384];
    int n0 = snprintf(note, sizeof note, "lanes=%d;", 4 * V);
    tail_note(h, nwarps, sms, note + n0, sizeof note - n0);
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = (COPY ? 2.0 : 1.0) * (double)nwarps * iters * 256 * V;
    char kname[40];
    snprintf(kname, sizeof kname, "k_loadtail<%d,%d>", V, COPY);
    row(name, kname, W, 2, 4 * V, (double)foot, bytes, st, bytes / (st.med * 1e-3) / 1e9, st.med * 1e6 / iters, 0, ok,
        note);
    fprintf(stderr, "%s W=%2d lanes %2d B: %8.1f GB/s  %s %s\n", name, W, 4 * V, bytes / (st.med * 1e-3) / 1e9, note,
            ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    CK(cudaFree(d_t));
    fill_a();
}

template <int COPY> static void exp_loadtail(const int *Ws, int nw)
{
    alloc_a();
    for (int a = 0; a < nw; a++) {
        loadtail_point<1, COPY>(Ws[a]);
        loadtail_point<4, COPY>(Ws[a]);
    }
}

//  - storetail: do a store loop's warps finish together?  lhsim's launch factor
//    (its warps' rates by age, sm.oldest_first) comes out 1.17 for a warp's
//    aligned pair of 4 B line stores at 16 warps per SM and 1.04-1.05 for 4 B
//    stores that L2 holds at 32-64 warps, where the H200's plain load loops
//    finish within 2-7% (loadtail).  k_storetail: k_storekp's loop (a warp's
//    two whole-line 4 B stores an iteration, lines d apart, d = 2^s) with
//    loadtail's stamps.
__global__ void __launch_bounds__(128, 1) k_storetail(uint32_t *__restrict__ b, uint64_t mask, uint64_t iters,
                                                      uint32_t v, uint32_t s, unsigned long long *times,
                                                      unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nwarps = (uint64_t)gridDim.x * blockDim.x / 32, d = 1ull << s;
    uint64_t t = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x, gw = t / 32, lane = t % 32;
    unsigned long long t0 = gtimer();
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++) {
        uint64_t p = it * nwarps + gw, l0 = ((p >> s) << (s + 1)) | (p & (d - 1));
        b[(l0 * 32 + lane) & mask] = v + (uint32_t)it;
        b[((l0 + d) * 32 + lane) & mask] = v + (uint32_t)it;
    }
    unsigned long long t1 = gtimer();
    if (lane == 0) stamp_warp(times + gw * 4, t0, t1);
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

static void storetail_point(int W, uint32_t d, uint64_t foot)
{
    Layout L = layout_for(W, k_storetail, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t nwarps = (uint64_t)sms * W, threads = nwarps * 32, nw4 = foot / 4;
    if (!wrap_fits("storetail", foot, 4, 2 * threads)) return;
    uint64_t iters = iters_for((double)threads * 2 * 4, 2e-3);
    unsigned *d_cnt;
    unsigned long long *d_t;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    CK(cudaMalloc(&d_t, nwarps * 4 * 8));
    int grid = sms * L.blocks, block = L.wpb * 32;
    uint32_t sh = (uint32_t)__builtin_ctz(d);
    Stats st = time_launch([&] { k_storetail<<<grid, block, L.smem>>>(g_a, nw4 - 1, iters, 7u, sh, d_t, d_cnt); });
    std::vector<unsigned long long> h(nwarps * 4); // the last launch's
    CK(cudaMemcpy(h.data(), d_t, 8 * h.size(), cudaMemcpyDeviceToHost));
    /* thread 0's first store of its last iteration (pair (iters - 1) x warps) */
    uint64_t p = (iters - 1) * nwarps, l0 = p / d * 2 * d + p % d;
    uint32_t last = 0;
    CK(cudaMemcpy(&last, g_a + ((l0 * 32) & (nw4 - 1)), 4, cudaMemcpyDeviceToHost));
    bool ok = last >= 7u && last <= 7u + (uint32_t)(iters - 1) && check_sms(d_cnt, L.blocks, g_reps + 1);
    char note[448];
    int n0 = snprintf(note, sizeof note, "stride_bytes=4;footprint=%llu;pair_lines_apart=%u;", (unsigned long long)foot,
                      d);
    tail_note(h, nwarps, sms, note + n0, sizeof note - n0);
    double bytes = (double)threads * iters * 2 * 4;
    row("storetail", "k_storetail", W, 2, 4, (double)foot, bytes, st, bytes / (st.med * 1e-3) / 1e9,
        st.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "storetail W=%2d lines %u apart over %llu B: %8.1f GB/s  %s %s\n", W, d,
            (unsigned long long)foot, bytes / (st.med * 1e-3) / 1e9, note, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    CK(cudaFree(d_t));
    fill_a(); // restore ones
}

// storetail: the aligned pair (d = 1) and lines 256 B apart (d = 2), over 1 GiB
// (DRAM) and 8 MiB (L2)
static void exp_storetail(const int *Ws, int nw)
{
    alloc_a();
    const uint64_t feet[] = {1ull << 30, 8ull << 20};
    for (uint64_t f : feet)
        for (int a = 0; a < nw; a++) {
            storetail_point(Ws[a], 1, f);
            storetail_point(Ws[a], 2, f);
        }
}
