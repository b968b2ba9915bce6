// families3.cuh -- three questions the first two rounds of families left
// (included by bench.cu; exactly W warps per SM via layout_for, verified on
// the host, 'note' holds the family's own parameter):
//  - fmau: the FMA loop of k_fma with its inner loop unrolled U times (the
//    same FMAs, 1/U as many loop trips): what a trip of an inner loop costs;
//  - rsec: random sector-sized accesses, lanes in pairs on one random 32 B
//    sector: loads or stores, the whole sector (16 B per lane) or half of it
//    (8 B per lane): what a partly written sector costs in L2 and DRAM;
//  - rcap: random 4 B gathers over footprints between 16 and 96 MiB (any
//    size: multiply-shift, not a mask), every SM over the whole footprint or
//    each SM over its own 1/SMs of it: how much of L2 random data can use.
//  - rl1: k_rcap<0> again (the same SASS) at a few warps per SM, with the
//    blocks' shared memory padded further so that each carve-out, and with it
//    L1's share of the 256 KiB (124, 92, 60, 28 KiB), is taken in turn: how
//    L1's size bounds the random lines an SM keeps in flight, at fixed warps.

template <int K, int U>
__global__ void __launch_bounds__(128, 1) k_fmau(const float *__restrict__ a, int F, uint64_t iters,
                                                 float *out, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    float acc = 0.f;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
        float v[K];
#pragma unroll
        for (int k = 0; k < K; k++) v[k] = a[i + k * nthreads];
#pragma unroll 1
        for (int f = 0; f < F; f += U) {
#pragma unroll
            for (int u = 0; u < U; u++)
#pragma unroll
                for (int k = 0; k < K; k++) v[k] = fmaf(v[k], 0.999f, 0.5f);
        }
#pragma unroll
        for (int k = 0; k < K; k++) acc += v[k];
    }
    out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

template <int U> static void fmau_point(int W, int F)
{
    const int K = 4;
    Layout L = layout_for(W, k_fmau<K, U>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t n = g_a_bytes / 4;
    uint64_t iters = std::max<uint64_t>(1, std::min<uint64_t>(n / ((uint64_t)K * threads),
        (uint64_t)(2e-3 / std::max(threads * K * 4 / 4.0e12, threads * K * (double)F * 2 / 60e12))));
    float *d_out;
    unsigned *d_cnt;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_fmau<K, U><<<grid, block, L.smem>>>((const float *)g_a, F, iters, d_out, d_cnt); });
    float x = 0;
    uint32_t one = 1u;
    memcpy(&x, &one, 4);
    for (int f = 0; f < F; f++) x = fmaf(x, 0.999f, 0.5f);
    float want = (float)(x * K * iters), got;
    CK(cudaMemcpy(&got, d_out, 4, cudaMemcpyDeviceToHost));
    bool ok = fabsf(got - want) <= 1e-3f * fabsf(want) + 1e-30f && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = (double)threads * iters * K * 4;
    double gflops = (double)threads * iters * K * F * 2 / (s.med * 1e-3) / 1e9;
    char note[80], kname[32];
    snprintf(note, sizeof note, "fma_per_element=%d;unroll=%d;gflops=%.1f", F, U, gflops);
    snprintf(kname, sizeof kname, "k_fmau<4,%d>", U);
    row("fmau", kname, W, K, 4, (double)g_a_bytes, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "fmau W=%2d U=%d F=%3d: %8.1f GB/s %8.1f GFLOP/s %s\n", W, U, F,
            bytes / (s.med * 1e-3) / 1e9, gflops, ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
}

static void exp_fmau(const int *Ws, int nw)
{
    alloc_a();
    static const int Fs[] = {8, 24, 48, 96};
    for (int a = 0; a < nw; a++)
        for (int F : Fs) {
            fmau_point<1>(Ws[a], F);
            fmau_point<2>(Ws[a], F);
            fmau_point<4>(Ws[a], F);
            fmau_point<8>(Ws[a], F);
        }
}

// random sectors: lanes 2j and 2j+1 share one random 32 B sector of the
// footprint (mask + 1 sectors); each lane loads or stores B bytes at
// sector + (lane & 1) * B: B = 16 covers the sector, B = 8 half of it.
// K = 4 independent accesses per thread per iteration.
template <int LOAD, int B>
__global__ void __launch_bounds__(128, 1) k_rsec(uint32_t *__restrict__ a, uint64_t mask,
                                                 uint64_t iters, uint32_t *out, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    uint32_t acc = 0;
    char *base = (char *)a + (threadIdx.x & 1) * B;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += 4 * nthreads) {
        uint32_t v[4];
#pragma unroll
        for (int k = 0; k < 4; k++) {
            uint64_t sec = mix32(((i >> 1) << 2) + k) & mask; // a pair's key, unique per access
            char *p = base + sec * 32;
            if (B == 16) {
                if (LOAD) { uint4 x = *(const uint4 *)p; v[k] = x.x + x.y + x.z + x.w; }
                else *(uint4 *)p = make_uint4((uint32_t)it, 1u, 1u, 1u);
            } else {
                if (LOAD) { uint2 x = *(const uint2 *)p; v[k] = x.x + x.y; }
                else *(uint2 *)p = make_uint2((uint32_t)it, 1u);
            }
        }
        if (LOAD) acc += v[0] + v[1] + v[2] + v[3];
    }
    if (LOAD) out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

template <int LOAD, int B> static void rsec_point(int W, uint64_t foot)
{
    Layout L = layout_for(W, k_rsec<LOAD, B>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t mask = foot / 32 - 1;
    double per_iter = (double)threads * 4 * B; // useful bytes
    uint64_t iters = std::max<uint64_t>(1, (uint64_t)(2e-3 / (threads * 4 * 32.0 / 2 / 3.0e12)));
    uint32_t *d_out;
    unsigned *d_cnt;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_rsec<LOAD, B><<<grid, block, L.smem>>>(g_a, mask, iters, d_out, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    if (LOAD) { // every word is 1: thread 0 sums B/4 words per access, 4 per iteration
        uint32_t got;
        CK(cudaMemcpy(&got, d_out, 4, cudaMemcpyDeviceToHost));
        ok = ok && got == (uint32_t)(4 * iters * (B / 4));
    }
    double bytes = per_iter * iters;
    char note[80], kname[32];
    snprintf(note, sizeof note, "footprint=%llu;op=%s;bytes_per_lane=%d", (unsigned long long)foot,
             LOAD ? "load" : "store", B);
    snprintf(kname, sizeof kname, "k_rsec<%d,%d>", LOAD, B);
    row("rsec", kname, W, 4, B, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "rsec %s B=%2d W=%2d %10llu KiB: %8.1f GB/s useful %s\n", LOAD ? "load " : "store", B,
            W, (unsigned long long)(foot >> 10), bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
    if (!LOAD) {
        k_fill<<<P.multiProcessorCount * 8, 256>>>(g_a, g_a_bytes / 4, 1u);
        CKL();
        CK(cudaDeviceSynchronize());
    }
}

static void exp_rsec(const int *Ws, int nw)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (uint64_t f : {8ULL << 20, 1ULL << 30}) {
            rsec_point<1, 16>(Ws[a], f);
            rsec_point<1, 8>(Ws[a], f);
            rsec_point<0, 16>(Ws[a], f);
            rsec_point<0, 8>(Ws[a], f);
        }
}

// random 4 B gathers over n words (any n): word (h * n) >> 32 of a 32-bit
// hash h.  LOCAL: each SM gathers from its own n / SMs words only.
template <int LOCAL>
__global__ void __launch_bounds__(128, 1) k_rcap(const uint32_t *__restrict__ a, uint32_t n,
                                                 uint64_t iters, uint32_t *out, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    uint32_t acc = 0;
    const uint32_t *p = a;
    uint32_t m = n;
    if (LOCAL) {
        m = n / 132;
        p = a + (uint64_t)smid() * m;
    }
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += 4 * nthreads) {
        uint32_t v[4];
#pragma unroll
        for (int k = 0; k < 4; k++) v[k] = p[((uint64_t)mix32(i + k * nthreads) * m) >> 32];
        acc += v[0] + v[1] + v[2] + v[3];
    }
    out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// One timed launch of k_rcap<LOCAL> over foot bytes at W warps per SM in
// layout L (rcap and rl1): one row of experiment exp with note; what is
// printed to stderr starts with what.
template <int LOCAL>
static void rcap_run(const char *exp, const char *what, int W, const Layout &L, uint64_t foot, const char *note)
{
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    double per_iter = (double)threads * 4 * 4;
    uint64_t iters = std::max<uint64_t>(1, (uint64_t)(2e-3 / (threads * 4 * 32.0 / 3.0e12)));
    uint32_t *d_out;
    unsigned *d_cnt;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_rcap<LOCAL><<<grid, block, L.smem>>>(g_a, (uint32_t)(foot / 4), iters, d_out, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    uint32_t got;
    CK(cudaMemcpy(&got, d_out, 4, cudaMemcpyDeviceToHost));
    ok = ok && got == (uint32_t)(4 * iters);
    double bytes = per_iter * iters;
    row(exp, LOCAL ? "k_rcap<1>" : "k_rcap<0>", W, 4, 4, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "%s W=%2d %8llu KiB: %8.1f GB/s useful %s\n", what, W, (unsigned long long)(foot >> 10),
            bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
}

template <int LOCAL> static void rcap_point(int W, uint64_t foot)
{
    Layout L = layout_for(W, k_rcap<LOCAL>, 4);
    if (!L.blocks) return;
    if (LOCAL && P.multiProcessorCount != 132) { fprintf(stderr, "rcap local assumes 132 SMs; skipped\n"); return; }
    char note[80];
    snprintf(note, sizeof note, "footprint=%llu;spread=%s", (unsigned long long)foot, LOCAL ? "own" : "all");
    rcap_run<LOCAL>(LOCAL ? "rcap_own" : "rcap", LOCAL ? "rcap own" : "rcap all", W, L, foot, note);
}

static void exp_rcap(const int *Ws, int nw)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (uint64_t mib : {4, 16, 24, 32, 40, 48, 56, 64, 80, 96, 128, 256}) {
            rcap_point<0>(Ws[a], mib << 20);
            rcap_point<1>(Ws[a], mib << 20);
        }
}

// The shared memory per block that makes exactly `blocks` blocks fit an SM and
// their total take the carve-out of `carve_kib` (L1 keeps 256 KiB less it):
// blocks + 1 must not fit the SM's shared memory, and the total must exceed
// the next smaller carve-out.  -1 when no size does both.
static int rl1_smem(int blocks, int carve_kib, int prev_kib)
{
    int reserved = (int)P.reservedSharedMemPerBlock, smem_sm = (int)P.sharedMemPerMultiprocessor;
    int s = (carve_kib * 1024 / blocks - reserved) / 128 * 128;
    if (s < 0 || s > (int)P.sharedMemPerBlockOptin) return -1;
    long tot = (long)blocks * (s + reserved);
    if (tot > smem_sm || (long)(blocks + 1) * (s + reserved) <= smem_sm || tot <= (long)prev_kib * 1024) return -1;
    return s;
}

// W warps per SM of kernel kern in blocks whose shared memory takes the
// carve-out of carve_kib (rl1, rl1p): false, and why on stderr, when no
// padding gives exactly that many blocks
template <typename K> static bool rl1_layout(K *kern, const char *exp, int W, int carve_kib, int prev_kib, Layout &L)
{
    bh_layout(W, 4, &L.blocks, &L.wpb);
    L.smem = rl1_smem(L.blocks, carve_kib, prev_kib);
    if (L.smem < 0) return false;
    CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, L.smem));
    int occ = 0;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, kern, L.wpb * 32, L.smem));
    if (occ != L.blocks) {
        fprintf(stderr, "%s W=%d carve %d KiB: %d blocks fit, not %d; skipped\n", exp, W, carve_kib, occ, L.blocks);
        return false;
    }
    return true;
}

static void rl1_point(int W, uint64_t foot, int carve_kib, int prev_kib)
{
    Layout L;
    if (!rl1_layout(k_rcap<0>, "rl1", W, carve_kib, prev_kib, L)) return;
    long smem_sm = (long)L.blocks * (L.smem + (int)P.reservedSharedMemPerBlock);
    char note[120], what[32];
    snprintf(note, sizeof note, "footprint=%llu;smem_per_sm=%ld;l1_kib=%d", (unsigned long long)foot, smem_sm,
             256 - carve_kib);
    snprintf(what, sizeof what, "rl1 L1 %3d KiB", 256 - carve_kib);
    rcap_run<0>("rl1", what, W, L, foot, note);
}

static void exp_rl1(const int *Ws, int nw)
{
    alloc_a();
    static const int carve[][2] = {{132, 100}, {164, 132}, {196, 164}, {228, 196}};
    for (int a = 0; a < nw; a++)
        for (uint64_t mib : {8, 1024})
            for (auto &c : carve) rl1_point(Ws[a], mib << 20, c[0], c[1]);
}
