// families.cuh -- kernel families beyond chase and stream (included by
// bench.cu): L2 re-reads across footprints, strided 4 B loads (fetch
// granularity), partial-sector stores, copy, and FMA intensity.  Each runs
// exactly W warps per SM (layout_for), K independent elements per thread per
// iteration, loads before their first use, and is verified on the host.
// Rows: the usual columns; 'width' is the bytes per element, 'ilp' K, and
// 'note' the family's own parameter (footprint, stride, fma per element).

// ---- kernels
// re-read: K float4 loads per thread per iteration over a footprint of n_vec
// vectors, grid-stride with wrap-around (the footprint is a power of two); the
// loop is k_reread's and, with one block an SM, k_rereadb's (families18.cuh)
template <int K>
__device__ __forceinline__ void reread_loop(const uint4 *__restrict__ a, uint64_t mask, uint64_t iters,
                                            uint32_t *out, unsigned *cnt)
{
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    uint32_t acc = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
        uint4 v[K];
#pragma unroll
        for (int k = 0; k < K; k++) v[k] = a[(i + k * nthreads) & mask];
#pragma unroll
        for (int k = K - 1; k >= 0; k--) acc += v[k].x + v[k].y + v[k].z + v[k].w;
    }
    out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

template <int K>
__global__ void __launch_bounds__(128, 1) k_reread(const uint4 *__restrict__ a, uint64_t mask,
                                                   uint64_t iters, uint32_t *out, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    reread_loop<K>(a, mask, iters, out, cnt);
}

// strided: K 4 B loads per thread, lane l of warp w reading element
// (w * 32 + l) * S of its chunk: a warp touches 32 elements S apart
template <int K>
__global__ void __launch_bounds__(128, 1) k_strided(const uint32_t *__restrict__ a, uint32_t S,
                                                    uint64_t iters, uint32_t *out, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    uint32_t acc = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
        uint32_t v[K];
#pragma unroll
        for (int k = 0; k < K; k++) v[k] = a[(i + k * nthreads) * S];
#pragma unroll
        for (int k = K - 1; k >= 0; k--) acc += v[k];
    }
    out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// stores: K 4 B stores per thread, lanes S elements apart (S = 1: whole
// sectors; S >= 8: one 4 B piece of each sector)
template <int K>
__global__ void __launch_bounds__(128, 1) k_store(uint32_t *__restrict__ b, uint32_t S,
                                                  uint64_t iters, uint32_t v, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
#pragma unroll
        for (int k = 0; k < K; k++) b[(i + k * nthreads) * S] = v + (uint32_t)it;
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// storekm: k_store's whole-line case (K 4 B stores a thread, lanes 4 B apart,
// each warp store one 128 B line) over a footprint of mask + 1 words (a power
// of two), wrapping: where the single-line stores' step lies, in L2 or at DRAM
template <int K>
__global__ void __launch_bounds__(128, 1) k_storekm(uint32_t *__restrict__ b, uint64_t mask, uint64_t iters,
                                                    uint32_t v, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
#pragma unroll
        for (int k = 0; k < K; k++) b[(i + k * nthreads) & mask] = v + (uint32_t)it;
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// storekc: as k_storekm, but a warp's K stores an iteration go to K
// consecutive lines (a float4 store's four lines, written by four 4 B stores)
template <int K>
__global__ void __launch_bounds__(128, 1) k_storekc(uint32_t *__restrict__ b, uint64_t mask, uint64_t iters,
                                                    uint32_t v, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nwarps = (uint64_t)gridDim.x * blockDim.x / 32;
    uint64_t t = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x, gw = t / 32, lane = t % 32;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++) {
        uint64_t base = (it * nwarps + gw) * K;
#pragma unroll
        for (int k = 0; k < K; k++) b[((base + k) * 32 + lane) & mask] = v + (uint32_t)it;
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// storeb: one whole-line store a thread an iteration (4 B lanes: a warp's
// store one 128 B line; or float4 lanes: four lines), wrapping over mask + 1
// elements, in blocks of any size: does DRAM take single-line stores faster
// when the warps writing a row's neighbouring lines share a block (an SM)?
template <typename T>
__global__ void __launch_bounds__(1024, 1) k_storeb(T *__restrict__ b, uint64_t mask, uint64_t iters, T v,
                                                    unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += nthreads) b[i & mask] = v;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// storesy: k_storeb's 4 B lanes (a warp's store one line; warps 2k and 2k+1 of
// a block write the two lines of an aligned 256 B), with SYNC a barrier after
// every store: the block's warps store in step, the neighbouring lines of a
// pair within nanoseconds of each other, each written by another warp
template <bool SYNC>
__global__ void __launch_bounds__(1024, 1) k_storesy(uint32_t *__restrict__ b, uint64_t mask, uint64_t iters,
                                                     uint32_t v, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += nthreads) {
        b[i & mask] = v;
        if (SYNC) __syncthreads();
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// storekd: as k_storekc (a warp's K stores an iteration to K consecutive
// lines), with a sleep of about D ns before each store but the first: does
// DRAM reward a warp's neighbouring lines only when they come within a few
// cycles of each other?
template <int K>
__global__ void __launch_bounds__(128, 1) k_storekd(uint32_t *__restrict__ b, uint64_t mask, uint64_t iters,
                                                    uint32_t v, unsigned D, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nwarps = (uint64_t)gridDim.x * blockDim.x / 32;
    uint64_t t = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x, gw = t / 32, lane = t % 32;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++) {
        uint64_t base = (it * nwarps + gw) * K;
#pragma unroll
        for (int k = 0; k < K; k++) {
            if (k && D) __nanosleep(D);
            b[((base + k) * 32 + lane) & mask] = v + (uint32_t)it;
        }
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// storekp: a warp's two whole-line 4 B stores an iteration, one right after
// the other, to lines d = 2^s apart (pair p of the grid: group p >> s of 2d
// lines, lines p mod d and p mod d + d in it; d = 1 is k_storekc at K = 2):
// how far apart may a warp's two lines be and still be written at the float4
// rate?  Shifts, not a division: with p / d and p % d of a run-time d (the
// first version, b3e3ad5) the loop was bound by its own instructions
__global__ void __launch_bounds__(128, 1) k_storekp(uint32_t *__restrict__ b, uint64_t mask, uint64_t iters,
                                                    uint32_t v, uint32_t s, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nwarps = (uint64_t)gridDim.x * blockDim.x / 32, d = 1ull << s;
    uint64_t t = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x, gw = t / 32, lane = t % 32;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++) {
        uint64_t p = it * nwarps + gw, l0 = ((p >> s) << (s + 1)) | (p & (d - 1));
        b[(l0 * 32 + lane) & mask] = v + (uint32_t)it;
        b[((l0 + d) * 32 + lane) & mask] = v + (uint32_t)it;
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// copy: K float4 loads, then their K stores
template <int K>
__global__ void __launch_bounds__(128, 1) k_copyk(const uint4 *__restrict__ a, uint4 *__restrict__ b,
                                                  uint64_t iters, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
        uint4 v[K];
#pragma unroll
        for (int k = 0; k < K; k++) v[k] = a[i + k * nthreads];
#pragma unroll
        for (int k = 0; k < K; k++) b[i + k * nthreads] = v[k];
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// copyw: copyk over a footprint of mask + 1 float4 per array (a power of two),
// wrapping: an L2-resident copy, to tell the store path's SM side from DRAM
template <int K>
__global__ void __launch_bounds__(128, 1) k_copyw(const uint4 *__restrict__ a, uint4 *__restrict__ b,
                                                  uint64_t iters, uint64_t mask, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
        uint4 v[K];
#pragma unroll
        for (int k = 0; k < K; k++) v[k] = a[(i + k * nthreads) & mask];
#pragma unroll
        for (int k = 0; k < K; k++) b[(i + k * nthreads) & mask] = v[k];
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// storew: K float4 stores per thread over a footprint of mask + 1 float4 (a
// power of two), wrapping: the write half of copyw alone (L2's write rate)
template <int K>
__global__ void __launch_bounds__(128, 1) k_storew(uint4 *__restrict__ b, uint64_t iters, uint64_t mask,
                                                   unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    const uint4 v = make_uint4(3u, 3u, 3u, 3u);
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
#pragma unroll
        for (int k = 0; k < K; k++) b[(i + k * nthreads) & mask] = v;
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// fma: K float loads, then F dependent FMAs on each element (F per element)
template <int K>
__global__ void __launch_bounds__(128, 1) k_fma(const float *__restrict__ a, int F, uint64_t iters,
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
        for (int f = 0; f < F; f++) {
#pragma unroll
            for (int k = 0; k < K; k++) v[k] = fmaf(v[k], 0.999f, 0.5f);
        }
#pragma unroll
        for (int k = 0; k < K; k++) acc += v[k];
    }
    out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// ---- the timing loop shared by the families
// one launch's time in ms by events, queued behind what came before it
template <typename L> static double launch_ms(L launch)
{
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    CK(cudaEventRecord(e0));
    launch();
    CKL();
    CK(cudaEventRecord(e1));
    CK(cudaEventSynchronize(e1));
    float ms;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
    return ms;
}

template <typename L> static Stats time_launch(L launch)
{
    launch(); // warm-up
    CKL();
    CK(cudaDeviceSynchronize());
    std::vector<double> t;
    for (int r = 0; r < g_reps; r++) t.push_back(launch_ms(launch));
    return stats(t);
}

static uint64_t iters_for(double bytes_per_iter, double seconds)
{
    double it = 4.0e12 * seconds / bytes_per_iter; // at ~4 TB/s
    return it < 1 ? 1 : (uint64_t)it;
}

// ---- experiments
// a re-read's launches timed by time_launch (launch() runs one), verified (every
// thread's sum, blocks_per_sm blocks on every SM), one row: the family's
// reread_point and rereadb_point (families18.cuh)
template <int K, typename F>
static void reread_row(const char *exp, const char *kernel, int W, uint64_t foot, int blocks_per_sm,
                       const char *extra, F launch)
{
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t per_iter = threads * K * 16;
    uint64_t iters = iters_for((double)per_iter, 2e-3);
    uint32_t *d_out;
    unsigned *d_cnt;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    uint64_t mask = foot / 16 - 1;
    Stats s = time_launch([&] { launch(mask, iters, d_out, d_cnt); });
    std::vector<uint32_t> h(threads);
    CK(cudaMemcpy(h.data(), d_out, threads * 4, cudaMemcpyDeviceToHost));
    uint64_t sum = 0;
    for (uint32_t v : h) sum += v;
    bool ok = sum == (uint64_t)threads * iters * K * 4 && check_sms(d_cnt, blocks_per_sm, g_reps + 1);
    double bytes = (double)per_iter * iters;
    char note[160];
    snprintf(note, sizeof note, "footprint=%llu%s", (unsigned long long)foot, extra);
    row(exp, kernel, W, K, 16, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters, 0,
        ok, note);
    fprintf(stderr, "%s W=%2d K=%d %9llu KiB%s: %8.1f GB/s %s\n", exp, W, K, (unsigned long long)(foot >> 10),
            extra, bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
}

template <int K> static void reread_point(int W, uint64_t foot)
{
    Layout L = layout_for(W, k_reread<K>, 4);
    if (!L.blocks) return;
    int grid = P.multiProcessorCount * L.blocks, block = L.wpb * 32;
    reread_row<K>("reread", "k_reread", W, foot, L.blocks, "",
                  [&](uint64_t mask, uint64_t iters, uint32_t *d_out, unsigned *d_cnt) {
                      k_reread<K><<<grid, block, L.smem>>>((const uint4 *)g_a, mask, iters, d_out, d_cnt);
                  });
}

static void exp_reread(const int *Ws, int nw)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (uint64_t f = 1ULL << 20; f <= (2ULL << 30); f *= 2) {
            // powers of two only: k_reread wraps by a mask, and with 1.5 x f
            // its mask leaves holes (the 24, 48 and 96 MiB rows of earlier
            // runs read 16, 32 and 64 MiB of distinct lines: results/h200/
            // ncu-reread/README.md); k_rereadn (families14.cuh) takes any size
            reread_point<4>(Ws[a], f);
        }
}

template <int K> static void strided_point(int W, uint32_t S)
{
    Layout L = layout_for(W, k_strided<K>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t n = g_a_bytes / 4;
    uint64_t iters = std::max<uint64_t>(1, std::min<uint64_t>(n / ((uint64_t)K * threads * S) - 1,
                                                              iters_for((double)threads * K * 32 * std::min<uint32_t>(S, 32), 2e-3)));
    uint32_t *d_out;
    unsigned *d_cnt;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_strided<K><<<grid, block, L.smem>>>(g_a, S, iters, d_out, d_cnt); });
    std::vector<uint32_t> h(threads);
    CK(cudaMemcpy(h.data(), d_out, threads * 4, cudaMemcpyDeviceToHost));
    uint64_t sum = 0;
    for (uint32_t v : h) sum += v;
    bool ok = sum == (uint64_t)threads * iters * K && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = (double)threads * iters * K * 4; // useful bytes
    char note[64];
    snprintf(note, sizeof note, "stride_bytes=%u", S * 4);
    row("strided", "k_strided", W, K, 4, (double)g_a_bytes, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "strided W=%2d K=%d S=%3u B: %8.1f GB/s useful %s\n", W, K, S * 4,
            bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
}

static void exp_strided(const int *Ws, int nw)
{
    alloc_a();
    const uint32_t Ss[] = {1, 2, 4, 8, 16, 32};
    for (int a = 0; a < nw; a++)
        for (uint32_t S : Ss) strided_point<4>(Ws[a], S);
}

template <int K> static void store_point(int W, uint32_t S)
{
    Layout L = layout_for(W, k_store<K>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t n = g_a_bytes / 4;
    uint64_t iters = std::max<uint64_t>(1, std::min<uint64_t>(n / ((uint64_t)K * threads * S) - 1,
                                                              iters_for((double)threads * K * 32 * std::min<uint32_t>(S, 32), 2e-3)));
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_store<K><<<grid, block, L.smem>>>(g_a, S, iters, 7u, d_cnt); });
    // the last element written by thread 0 in the last iteration holds 7 + iters - 1
    uint32_t last = 0;
    uint64_t idx = ((iters - 1) * K * threads) * S;
    CK(cudaMemcpy(&last, g_a + idx, 4, cudaMemcpyDeviceToHost));
    bool ok = last == 7u + (uint32_t)(iters - 1) && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = (double)threads * iters * K * 4;
    char note[64];
    snprintf(note, sizeof note, "stride_bytes=%u", S * 4);
    row("store", "k_store", W, K, 4, (double)g_a_bytes, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "store W=%2d K=%d S=%3u B: %8.1f GB/s useful %s\n", W, K, S * 4,
            bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    fill_a(); // restore ones
}

// the 4 B stride alone (each warp store one whole line) with K = 1, 2, 4, 8
// stores a thread: whether the H200's step between 12 and 16 warps
// (results/h200/storeocc/) depends on how many lines a thread has in flight
static void exp_storek(const int *Ws, int nw, const int *Ks, int nk)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (int j = 0; j < nk; j++) switch (Ks[j]) {
            case 1: store_point<1>(Ws[a], 1); break;
            case 2: store_point<2>(Ws[a], 1); break;
            case 4: store_point<4>(Ws[a], 1); break;
            case 8: store_point<8>(Ws[a], 1); break;
            default: fprintf(stderr, "storek: K=%d not built (1, 2, 4, 8)\n", Ks[j]);
            }
}

// a wrapping footprint of FOOT bytes in units of UNIT bytes: a power of two,
// at least one iteration's PER_ITER units, within the buffer (else says why)
static bool wrap_fits(const char *e, uint64_t foot, uint64_t unit, uint64_t per_iter)
{
    uint64_t n = foot / unit;
    if (!(n & (n - 1)) && n >= per_iter && foot <= g_a_bytes) return true;
    fprintf(stderr, "%s: footprint %llu B: not a power of two, under one iteration, or over the buffer\n", e,
            (unsigned long long)foot);
    return false;
}

// storekm: K 4 B whole-line stores a thread over FOOT bytes, wrapping
template <int K> static void storekm_point(int W, uint64_t foot, bool consec = false)
{
    Layout L = consec ? layout_for(W, k_storekc<K>, 4) : layout_for(W, k_storekm<K>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t nw4 = foot / 4;
    if (!wrap_fits("storekm", foot, 4, K * threads)) return;
    uint64_t iters = iters_for((double)threads * K * 4, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] {
        if (consec) k_storekc<K><<<grid, block, L.smem>>>(g_a, nw4 - 1, iters, 7u, d_cnt);
        else k_storekm<K><<<grid, block, L.smem>>>(g_a, nw4 - 1, iters, 7u, d_cnt);
    });
    // thread 0's last store: some iteration's value (a wrap lets another
    // thread's store of an earlier iteration land there after it)
    uint32_t last = 0;
    uint64_t idx = ((iters - 1) * K * threads) & (nw4 - 1); /* thread 0's in both kernels */
    CK(cudaMemcpy(&last, g_a + idx, 4, cudaMemcpyDeviceToHost));
    bool ok = last >= 7u && last <= 7u + (uint32_t)(iters - 1) && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = (double)threads * iters * K * 4;
    char note[64];
    snprintf(note, sizeof note, "stride_bytes=4;footprint=%llu", (unsigned long long)foot);
    const char *e = consec ? "storekc" : "storekm";
    row(e, consec ? "k_storekc" : "k_storekm", W, K, 4, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "%s W=%2d K=%d %6.0f MiB: %8.1f GB/s useful %s\n", e, W, K, foot / 1048576.0,
            bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    fill_a(); // restore ones
}

// storekm (consec: storekc) over 8 MiB (L2 holds it) and 1 GiB (DRAM), K = 1, 2, 4, 8
static void exp_storekm(const int *Ws, int nw, const int *Ks, int nk, bool consec = false)
{
    alloc_a();
    const uint64_t foots[] = {8ull << 20, 1ull << 30};
    for (uint64_t f : foots)
        for (int a = 0; a < nw; a++)
            for (int j = 0; j < nk; j++) switch (Ks[j]) {
                case 1: storekm_point<1>(Ws[a], f, consec); break;
                case 2: storekm_point<2>(Ws[a], f, consec); break;
                case 4: storekm_point<4>(Ws[a], f, consec); break;
                case 8: storekm_point<8>(Ws[a], f, consec); break;
                default: fprintf(stderr, "storekm: K=%d not built (1, 2, 4, 8)\n", Ks[j]);
                }
}

// storeb: k_storeb at W warps per SM in blocks of wpb warps, over FOOT bytes
template <typename T> static void storeb_point(int W, int wpb, uint64_t foot)
{
    Layout L = layout_for(W, k_storeb<T>, wpb);
    if (!L.blocks) return;
    if (L.wpb != wpb) {
        fprintf(stderr, "storeb W=%d: blocks of %d warps do not divide it; skipped\n", W, wpb);
        return;
    }
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32, n = foot / sizeof(T);
    if (!wrap_fits("storeb", foot, sizeof(T), threads)) return;
    uint64_t iters = iters_for((double)threads * sizeof(T), 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    T v;
    memset(&v, 5, sizeof v);
    Stats s = time_launch([&] { k_storeb<T><<<grid, block, L.smem>>>((T *)g_a, n - 1, iters, v, d_cnt); });
    T last;
    CK(cudaMemcpy(&last, (T *)g_a + (n - 1), sizeof last, cudaMemcpyDeviceToHost));
    bool ok = !memcmp(&last, &v, sizeof v) && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = (double)threads * iters * sizeof(T);
    char note[96];
    snprintf(note, sizeof note, "stride_bytes=%d;footprint=%llu;warps_per_block=%d", (int)sizeof(T),
             (unsigned long long)foot, wpb);
    row("storeb", "k_storeb", W, 1, (int)sizeof(T), (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "storeb W=%2d %2d B lanes, blocks of %2d warps, %5.0f MiB: %8.1f GB/s %s\n", W, (int)sizeof(T),
            wpb, foot / 1048576.0, bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    fill_a(); // restore ones
}

// storeb over 1 GiB and 8 MiB: 4 B lanes (one line a warp store) and float4
// lanes (four), each at every block size in Bs (--ilp) that divides W
static void exp_storeb(const int *Ws, int nw, const int *Bs, int nb)
{
    alloc_a();
    const uint64_t foots[] = {1ull << 30, 8ull << 20};
    for (uint64_t f : foots)
        for (int a = 0; a < nw; a++)
            for (int j = 0; j < nb; j++)
                if (Ws[a] % Bs[j] == 0 && Ws[a] / Bs[j] <= 32) {
                    storeb_point<uint32_t>(Ws[a], Bs[j], f);
                    storeb_point<uint4>(Ws[a], Bs[j], f);
                }
}

// storesy: k_storesy at W warps per SM in blocks of wpb warps over 1 GiB, wrapping
template <bool SYNC> static void storesy_point(int W, int wpb)
{
    Layout L = layout_for(W, k_storesy<SYNC>, wpb);
    if (!L.blocks) return;
    if (L.wpb != wpb) {
        fprintf(stderr, "storesy W=%d: blocks of %d warps do not divide it; skipped\n", W, wpb);
        return;
    }
    const uint64_t foot = 1ull << 30;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32, n = foot / 4;
    if (!wrap_fits("storesy", foot, 4, threads)) return;
    uint64_t iters = iters_for((double)threads * 4, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    const uint32_t v = 0x05050505u;
    Stats s = time_launch([&] { k_storesy<SYNC><<<grid, block, L.smem>>>((uint32_t *)g_a, n - 1, iters, v, d_cnt); });
    uint32_t last;
    CK(cudaMemcpy(&last, (uint32_t *)g_a + (n - 1), sizeof last, cudaMemcpyDeviceToHost));
    bool ok = last == v && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = (double)threads * iters * 4;
    char note[112];
    snprintf(note, sizeof note, "stride_bytes=4;footprint=%llu;warps_per_block=%d;sync=%d", (unsigned long long)foot,
             wpb, SYNC ? 1 : 0);
    row("storesy", SYNC ? "k_storesy<true>" : "k_storesy<false>", W, 1, 4, (double)foot, bytes, s,
        bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "storesy W=%2d blocks of %2d warps, sync %d: %8.1f GB/s %s\n", W, wpb, SYNC ? 1 : 0,
            bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    fill_a(); // restore ones
}

// storesy: with and without the barrier, each block size in Bs (--ilp) that divides W
static void exp_storesy(const int *Ws, int nw, const int *Bs, int nb)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (int j = 0; j < nb; j++)
            if (Ws[a] % Bs[j] == 0 && Ws[a] / Bs[j] <= 32) {
                storesy_point<false>(Ws[a], Bs[j]);
                storesy_point<true>(Ws[a], Bs[j]);
            }
}

// storekd: k_storekd over 1 GiB, wrapping, with the sleep D ns between a warp's stores
template <int K> static void storekd_point(int W, unsigned D)
{
    Layout L = layout_for(W, k_storekd<K>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32, foot = 1ull << 30, nw4 = foot / 4;
    if (!wrap_fits("storekd", foot, 4, K * threads)) return;
    uint64_t iters = iters_for((double)threads * K * 4, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_storekd<K><<<grid, block, L.smem>>>(g_a, nw4 - 1, iters, 7u, D, d_cnt); });
    uint32_t last = 0;
    uint64_t idx = ((iters - 1) * K * threads) & (nw4 - 1); /* thread 0's last first store */
    CK(cudaMemcpy(&last, g_a + idx, 4, cudaMemcpyDeviceToHost));
    bool ok = last >= 7u && last <= 7u + (uint32_t)(iters - 1) && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = (double)threads * iters * K * 4;
    char note[96];
    snprintf(note, sizeof note, "stride_bytes=4;footprint=%llu;sleep_ns=%u", (unsigned long long)foot, D);
    row("storekd", "k_storekd", W, K, 4, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters, 0,
        ok, note);
    fprintf(stderr, "storekd W=%2d K=%d sleep %4u ns: %8.1f GB/s useful %s\n", W, K, D, bytes / (s.med * 1e-3) / 1e9,
            ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    fill_a(); // restore ones
}

// storekd at K = 2 and 4 (--ilp), sleeps of 0-400 ns between a warp's stores
static void exp_storekd(const int *Ws, int nw, const int *Ks, int nk)
{
    alloc_a();
    const unsigned Ds[] = {0, 25, 50, 100, 200, 400};
    for (int a = 0; a < nw; a++)
        for (int j = 0; j < nk; j++)
            for (unsigned D : Ds) switch (Ks[j]) {
                case 2: storekd_point<2>(Ws[a], D); break;
                case 4: storekd_point<4>(Ws[a], D); break;
                default: fprintf(stderr, "storekd: K=%d not built (2, 4)\n", Ks[j]);
                }
}

// storekp: k_storekp over 1 GiB, wrapping, the two lines d apart (a power of two)
static void storekp_point(int W, uint32_t d)
{
    if (!d || (d & (d - 1))) {
        fprintf(stderr, "storekp: %u lines apart: not a power of two\n", d);
        return;
    }
    Layout L = layout_for(W, k_storekp, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32, foot = 1ull << 30, nw4 = foot / 4;
    if (!wrap_fits("storekp", foot, 4, 2 * threads)) return;
    uint64_t iters = iters_for((double)threads * 2 * 4, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    uint32_t sh = (uint32_t)__builtin_ctz(d);
    Stats s = time_launch([&] { k_storekp<<<grid, block, L.smem>>>(g_a, nw4 - 1, iters, 7u, sh, d_cnt); });
    /* thread 0's first store of its last iteration (pair (iters - 1) x warps) */
    uint64_t p = (iters - 1) * (threads / 32), l0 = p / d * 2 * d + p % d;
    uint32_t last = 0;
    CK(cudaMemcpy(&last, g_a + ((l0 * 32) & (nw4 - 1)), 4, cudaMemcpyDeviceToHost));
    bool ok = last >= 7u && last <= 7u + (uint32_t)(iters - 1) && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = (double)threads * iters * 2 * 4;
    char note[96];
    snprintf(note, sizeof note, "stride_bytes=4;footprint=%llu;pair_lines_apart=%u", (unsigned long long)foot, d);
    row("storekp", "k_storekp", W, 2, 4, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters, 0,
        ok, note);
    fprintf(stderr, "storekp W=%2d lines %5u apart: %8.1f GB/s useful %s\n", W, d, bytes / (s.med * 1e-3) / 1e9,
            ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    fill_a(); // restore ones
}

// storekp: the pair's lines 1-1024 apart (128 B to 128 KiB)
static void exp_storekp(const int *Ws, int nw)
{
    alloc_a();
    const uint32_t Ds[] = {1, 2, 4, 8, 16, 32, 64, 128, 1024};
    for (int a = 0; a < nw; a++)
        for (uint32_t d : Ds) storekp_point(Ws[a], d);
}

static void exp_store(const int *Ws, int nw)
{
    alloc_a();
    const uint32_t Ss[] = {1, 2, 8, 32};
    for (int a = 0; a < nw; a++)
        for (uint32_t S : Ss) store_point<4>(Ws[a], S);
}

template <int K> static void copyk_point(int W)
{
    Layout L = layout_for(W, k_copyk<K>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t half = g_a_bytes / 2, nvec = half / 16;
    uint64_t iters = std::max<uint64_t>(1, std::min<uint64_t>(nvec / ((uint64_t)K * threads),
                                                              iters_for((double)threads * K * 32, 2e-3)));
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    const uint4 *src = (const uint4 *)g_a;
    uint4 *dst = (uint4 *)((char *)g_a + half);
    Stats s = time_launch([&] { k_copyk<K><<<grid, block, L.smem>>>(src, dst, iters, d_cnt); });
    uint4 last;
    CK(cudaMemcpy(&last, dst + (iters * K * threads - 1), 16, cudaMemcpyDeviceToHost));
    bool ok = last.x == 1u && last.w == 1u && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = 2.0 * threads * iters * K * 16; // read + written
    row("copyk", "k_copyk", W, K, 16, (double)g_a_bytes, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, "bytes=read+written");
    fprintf(stderr, "copy W=%2d K=%d: %8.1f GB/s %s\n", W, K, bytes / (s.med * 1e-3) / 1e9,
            ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
}

// copyw: the copy over FOOT bytes per array (src and dst each), wrapping
template <int K> static void copyw_point(int W, uint64_t foot)
{
    Layout L = layout_for(W, k_copyw<K>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t nvec = foot / 16;
    if (nvec & (nvec - 1) || nvec < K * threads || 2 * foot > g_a_bytes) {
        fprintf(stderr, "copyw: footprint %llu B: not a power of two, under one iteration, or over the buffer\n",
                (unsigned long long)foot);
        return;
    }
    uint64_t iters = iters_for((double)threads * K * 32, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    const uint4 *src = (const uint4 *)g_a;
    uint4 *dst = (uint4 *)((char *)g_a + g_a_bytes / 2);
    Stats s = time_launch([&] { k_copyw<K><<<grid, block, L.smem>>>(src, dst, iters, nvec - 1, d_cnt); });
    uint4 last;
    CK(cudaMemcpy(&last, dst + (nvec - 1), 16, cudaMemcpyDeviceToHost));
    bool ok = last.x == 1u && last.w == 1u && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = 2.0 * threads * iters * K * 16; // read + written
    char note[64];
    snprintf(note, sizeof note, "bytes=read+written;footprint_per_array=%llu", (unsigned long long)foot);
    row("copyw", "k_copyw", W, K, 16, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "copyw W=%2d K=%d %6.0f MiB: %8.1f GB/s %s\n", W, K, foot / 1048576.0,
            bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
}

// storew: K float4 stores per thread over FOOT bytes, wrapping
template <int K> static void storew_point(int W, uint64_t foot)
{
    Layout L = layout_for(W, k_storew<K>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t nvec = foot / 16;
    if (!wrap_fits("storew", foot, 16, K * threads)) return;
    uint64_t iters = iters_for((double)threads * K * 16, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    uint4 *dst = (uint4 *)g_a;
    Stats s = time_launch([&] { k_storew<K><<<grid, block, L.smem>>>(dst, iters, nvec - 1, d_cnt); });
    uint4 last;
    CK(cudaMemcpy(&last, dst + (nvec - 1), 16, cudaMemcpyDeviceToHost));
    bool ok = last.x == 3u && last.w == 3u && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = (double)threads * iters * K * 16; // written
    char note[64];
    snprintf(note, sizeof note, "bytes=written;footprint=%llu", (unsigned long long)foot);
    row("storew", "k_storew", W, K, 16, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "storew W=%2d K=%d %6.0f MiB: %8.1f GB/s %s\n", W, K, foot / 1048576.0,
            bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
}

static void exp_storew(const int *Ws, int nw, const int *Ks, int nk)
{
    alloc_a();
    const uint64_t foots[] = {8ull << 20, 1ull << 30};
    for (uint64_t f : foots)
        for (int a = 0; a < nw; a++)
            for (int b = 0; b < nk; b++) {
                if (Ks[b] == 1) storew_point<1>(Ws[a], f);
                else if (Ks[b] == 4) storew_point<4>(Ws[a], f);
                else fprintf(stderr, "storew: K=%d not built (1,4)\n", Ks[b]);
            }
}

// storewsm: storew<4> at W warps per SM on only NSM SMs (a grid of NSM x the
// blocks one SM holds, each SM held to that many by shared memory): does the
// write rate scale with the SMs writing (a limit in each SM) or not (in L2)?
static void storewsm_point(int W, int nsm)
{
    const int K = 4;
    const uint64_t foot = 8ull << 20;
    Layout L = layout_for(W, k_storew<K>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)nsm * W * 32;
    uint64_t nvec = foot / 16;
    uint64_t iters = iters_for((double)threads * K * 16, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = nsm * L.blocks, block = L.wpb * 32;
    uint4 *dst = (uint4 *)g_a;
    Stats s = time_launch([&] { k_storew<K><<<grid, block, L.smem>>>(dst, iters, nvec - 1, d_cnt); });
    std::vector<unsigned> h(sms);
    CK(cudaMemcpy(h.data(), d_cnt, 4 * h.size(), cudaMemcpyDeviceToHost));
    int used = 0, even = 1;
    for (unsigned v : h) {
        used += v != 0;
        if (v != 0 && v != (unsigned)(L.blocks * (g_reps + 1))) even = 0;
    }
    double bytes = (double)threads * iters * K * 16; // written
    char note[96];
    snprintf(note, sizeof note, "bytes=written;footprint=%llu;sms=%d;sms_used=%d", (unsigned long long)foot, nsm,
             used);
    row("storewsm", "k_storew", W, K, 16, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, used == nsm && even, note);
    fprintf(stderr, "storewsm W=%2d on %3d SMs (%3d used): %8.1f GB/s, %6.1f GB/s an SM\n", W, nsm, used,
            bytes / (s.med * 1e-3) / 1e9, bytes / (s.med * 1e-3) / 1e9 / nsm);
    CK(cudaFree(d_cnt));
}

static void exp_storewsm(const int *Ws, int nw)
{
    alloc_a();
    const int ns[] = {8, 16, 33, 66, 99, 132};
    for (int a = 0; a < nw; a++)
        for (int n : ns) storewsm_point(Ws[a], n);
}

static void exp_copyw(const int *Ws, int nw, const int *Ks, int nk)
{
    alloc_a();
    const uint64_t foots[] = {8ull << 20, 1ull << 30};
    for (uint64_t f : foots)
        for (int a = 0; a < nw; a++)
            for (int b = 0; b < nk; b++) {
                if (Ks[b] == 1) copyw_point<1>(Ws[a], f);
                else if (Ks[b] == 4) copyw_point<4>(Ws[a], f);
                else fprintf(stderr, "copyw: K=%d not built (1,4)\n", Ks[b]);
            }
}

static void exp_copyk(const int *Ws, int nw, const int *Ks, int nk)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (int b = 0; b < nk; b++) {
            if (Ks[b] == 1) copyk_point<1>(Ws[a]);
            else if (Ks[b] == 2) copyk_point<2>(Ws[a]);
            else if (Ks[b] == 4) copyk_point<4>(Ws[a]);
            else fprintf(stderr, "copyk: K=%d not built (1,2,4)\n", Ks[b]);
        }
}

template <int K> static void fma_point(int W, int F)
{
    Layout L = layout_for(W, k_fma<K>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t n = g_a_bytes / 4;
    double sec = 2e-3;
    uint64_t iters = std::max<uint64_t>(1, std::min<uint64_t>(n / ((uint64_t)K * threads),
        (uint64_t)(sec / std::max(threads * K * 4 / 4.0e12, threads * K * (double)F * 2 / 60e12))));
    float *d_out;
    unsigned *d_cnt;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_fma<K><<<grid, block, L.smem>>>((const float *)g_a, F, iters, d_out, d_cnt); });
    // every element starts as the bit pattern of 1 (1.4e-45f); thread 0's
    // sum is checked against the same arithmetic on the host
    float x = 0;
    uint32_t one = 1u;
    memcpy(&x, &one, 4);
    for (int f = 0; f < F; f++) x = fmaf(x, 0.999f, 0.5f);
    float want = (float)(x * K * iters), got;
    CK(cudaMemcpy(&got, d_out, 4, cudaMemcpyDeviceToHost));
    bool ok = fabsf(got - want) <= 1e-3f * fabsf(want) + 1e-30f && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = (double)threads * iters * K * 4;
    double gflops = (double)threads * iters * K * F * 2 / (s.med * 1e-3) / 1e9;
    char note[64];
    snprintf(note, sizeof note, "fma_per_element=%d;gflops=%.1f", F, gflops);
    row("fma", "k_fma", W, K, 4, (double)g_a_bytes, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "fma W=%2d K=%d F=%3d: %8.1f GB/s %8.1f GFLOP/s %s\n", W, K, F,
            bytes / (s.med * 1e-3) / 1e9, gflops, ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
}

static void exp_fma(const int *Ws, int nw)
{
    alloc_a();
    const int Fs[] = {0, 8, 24, 48, 96, 192};
    for (int a = 0; a < nw; a++)
        for (int F : Fs) fma_point<4>(Ws[a], F);
}
