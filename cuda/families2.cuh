// families2.cuh -- more kernel families for the calibration across kinds of
// kernel (included by bench.cu): BabelStream's copy, scale, add and triad;
// a write-only memset; random gathers and scatters over footprints from
// 1 MiB to 4 GiB; read/write mixes.  Exactly W warps per SM (layout_for),
// two float4 elements per thread per iteration (K = 2) unless said, grid-stride,
// verified on the host.  'note' holds the family's own parameter.

// BabelStream: OP 0 copy c = a, 1 scale b = s*c, 2 add c = a + b, 3 triad a = b + s*c
template <int OP>
__global__ void __launch_bounds__(128, 1) k_babel(float4 *__restrict__ a, float4 *__restrict__ b,
                                                  float4 *__restrict__ c, float s, uint64_t n_vec,
                                                  uint64_t iters, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += 2 * nthreads) {
#pragma unroll
        for (int k = 0; k < 2; k++) {
            uint64_t j = (i + k * nthreads) % n_vec;
            if (OP == 0) c[j] = a[j];
            if (OP == 1) { float4 v = c[j]; b[j] = make_float4(s * v.x, s * v.y, s * v.z, s * v.w); }
            if (OP == 2) { float4 x = a[j], y = b[j]; c[j] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w); }
            if (OP == 3) { float4 x = b[j], y = c[j]; a[j] = make_float4(x.x + s * y.x, x.y + s * y.y, x.z + s * y.z, x.w + s * y.w); }
        }
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// read/write mixes: R float4 loads from a, then W float4 stores to b (of their sum)
template <int R, int W>
__global__ void __launch_bounds__(128, 1) k_mix(const float4 *__restrict__ a, float4 *__restrict__ b,
                                                uint64_t n_vec, uint64_t iters, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    float4 acc = make_float4(1.f, 1.f, 1.f, 1.f);
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += 4 * nthreads) {
        float4 v[R > 0 ? R : 1];
#pragma unroll
        for (int k = 0; k < R; k++) v[k] = a[(i + k * nthreads) % n_vec];
#pragma unroll
        for (int k = 0; k < R; k++) { acc.x += v[k].x; acc.y += v[k].y; acc.z += v[k].z; acc.w += v[k].w; }
#pragma unroll
        for (int k = 0; k < W; k++) b[(i + k * nthreads) % n_vec] = acc;
    }
    if (W == 0) b[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc; // the loads are used
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

__device__ __forceinline__ uint32_t mix32(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return (uint32_t)x;
}

// random 4 B gathers (G = 1) or scatters (G = 0) over a footprint of mask + 1
// words: K = 4 independent accesses per thread per iteration, addresses from a hash
template <int G>
__global__ void __launch_bounds__(128, 1) k_random(uint32_t *__restrict__ a, uint64_t mask,
                                                   uint64_t iters, uint32_t *out, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    uint32_t acc = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += 4 * nthreads) {
        uint32_t v[4];
#pragma unroll
        for (int k = 0; k < 4; k++) {
            uint64_t j = mix32(i + k * nthreads) & mask;
            if (G) v[k] = a[j];
            else a[j] = (uint32_t)it;
        }
        if (G) acc += v[0] + v[1] + v[2] + v[3];
    }
    if (G) out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// ---- experiments
// BabelStream's kernel OP with its arrays a, b, c at float4 offsets oa, ob, oc
// of the buffer, each n float4 (its index wraps at n)
template <int OP>
static void babel_at(const char *exp, int W, uint64_t oa, uint64_t ob, uint64_t oc, uint64_t n, const char *extra)
{
    Layout L = layout_for(W, k_babel<OP>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    float4 *a = (float4 *)g_a + oa, *b = (float4 *)g_a + ob, *c = (float4 *)g_a + oc;
    const int reads = OP == 2 || OP == 3 ? 2 : 1;
    double per_iter = (double)threads * 2 * 16 * (reads + 1);
    uint64_t iters = iters_for(per_iter, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_babel<OP><<<grid, block, L.smem>>>(a, b, c, 1.0f, n, iters, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    static const char *names[] = {"copy", "scale", "add", "triad"};
    double bytes = per_iter * iters;
    char note[192];
    snprintf(note, sizeof note, "op=%s;bytes=read+written%s", names[OP], extra);
    row(exp, names[OP], W, 2, 16, (double)n * 16 * 3, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "%s %-5s W=%2d%s: %8.1f GB/s %s\n", exp, names[OP], W, extra, bytes / (s.med * 1e-3) / 1e9,
            ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
}

// the first measurement's layout: each array a third of the buffer (an odd
// number of float4: b starts 336 B and c 160 B past a multiple of 512 B, and
// every wrap moves a warp's 512 B a further 176 B off; validate/results/h200/copyoff)
template <int OP> static void babel_point(int W)
{
    uint64_t third = g_a_bytes / 3 / 16; // vectors per array
    babel_at<OP>("babel", W, 0, third, 2 * third, third, "");
}
// BabelStream's four kernels, one after another, over one layout
static void babel_four(const char *exp, int W, uint64_t oa, uint64_t ob, uint64_t oc, uint64_t n)
{
    babel_at<0>(exp, W, oa, ob, oc, n, "");
    babel_at<1>(exp, W, oa, ob, oc, n, "");
    babel_at<2>(exp, W, oa, ob, oc, n, "");
    babel_at<3>(exp, W, oa, ob, oc, n, "");
}

static void exp_babel(const int *Ws, int nw)
{
    alloc_a();
    uint64_t third = g_a_bytes / 3 / 16;
    for (int a = 0; a < nw; a++) babel_four("babel", Ws[a], 0, third, 2 * third, third);
    fill_a();
}

// babela: BabelStream's four kernels with aligned arrays, as BabelStream's
// own cudaMalloc'd arrays are: each 1362 MiB, 1366 MiB apart (2 MiB-aligned),
// so every warp's 512 B lies on 512 B and wraps stay aligned
static void exp_babela(const int *Ws, int nw)
{
    alloc_a();
    const uint64_t m = 65536, n = 1362 * m, d = 1366 * m;
    for (int k = 0; k < nw; k++) babel_four("babela", Ws[k], 0, d, 2 * d, n);
    fill_a();
}

// babelal: BabelStream's copy over babela's aligned arrays with the read (a) or
// the written (c) array moved 16-256 B off 512 B: what a warp's misaligned
// 512 B costs (its wraps keep the offset: n is a multiple of 512 B)
static void exp_babelal(const int *Ws, int nw)
{
    alloc_a();
    const uint64_t m = 65536, n = 1362 * m, d = 1366 * m;
    const int offs[][2] = {{0, 0}, {16, 0}, {32, 0}, {128, 0}, {256, 0}, {0, 16}, {0, 32}, {0, 128}, {0, 256}, {16, 16}, {128, 128}};
    for (int k = 0; k < nw; k++)
        for (auto &o : offs) {
            char extra[64];
            snprintf(extra, sizeof extra, ";read_offset=%d;written_offset=%d", o[0], o[1]);
            babel_at<0>("babelal", Ws[k], (uint64_t)o[0] / 16, d, 2 * d + (uint64_t)o[1] / 16, n, extra);
        }
    fill_a();
}

// babelv: BabelStream's copy changed one feature at a time, to find what makes
// it slower than k_copyk: V 0 its index by & over a power-of-two array (no %),
// V 1 one element per iteration (K=1, still %), V 2 as k_babel<0> (K=2, %) but
// over the same power-of-two array as V 0
template <int V>
__global__ void __launch_bounds__(128, 1) k_babelv(const float4 *__restrict__ a, float4 *__restrict__ c,
                                                   uint64_t n_vec, uint64_t iters, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    const int K = V == 1 ? 1 : 2;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
#pragma unroll
        for (int k = 0; k < K; k++) {
            uint64_t j = V == 0 ? (i + k * nthreads) & (n_vec - 1) : (i + k * nthreads) % n_vec;
            c[j] = a[j];
        }
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

template <int V> static void babelv_point(int W)
{
    Layout L = layout_for(W, k_babelv<V>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t third = g_a_bytes / 3 / 16, n = V == 1 ? third : 1;
    if (V != 1)
        while (2 * n <= third) n *= 2; // the largest power of two in a third
    const float4 *a = (const float4 *)g_a;
    float4 *c = (float4 *)g_a + 2 * third; // as far apart as babel's a and c
    const int K = V == 1 ? 1 : 2;
    double per_iter = (double)threads * K * 16 * 2;
    uint64_t iters = iters_for(per_iter, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_babelv<V><<<grid, block, L.smem>>>(a, c, n, iters, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = per_iter * iters;
    static const char *what[] = {"and-mask;K=2;pow2", "mod;K=1", "mod;K=2;pow2"}; // no commas: CSV cells
    char note[96];
    snprintf(note, sizeof note, "op=copy;variant=%s;n_vec=%llu", what[V], (unsigned long long)n);
    row("babelv", what[V], W, K, 16, (double)n * 16 * 2, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "babelv W=%2d %-18s: %8.1f GB/s %s\n", W, what[V], bytes / (s.med * 1e-3) / 1e9,
            ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
}

static void exp_babelv(const int *Ws, int nw)
{
    alloc_a();
    for (int k = 0; k < nw; k++) {
        babel_point<0>(Ws[k]);
        babelv_point<0>(Ws[k]);
        babelv_point<1>(Ws[k]);
        babelv_point<2>(Ws[k]);
    }
    k_fill<<<P.multiProcessorCount * 8, 256>>>(g_a, g_a_bytes / 4, 1u);
    CKL();
    CK(cudaDeviceSynchronize());
}

// babeln: BabelStream's copy (k_babel<0>, the same kernel) over arrays of n
// float4 for n from 2^22 to a third of the buffer (powers of two and not):
// how does the array it wraps over set the rate?
static void babeln_point(int W, uint64_t n)
{
    Layout L = layout_for(W, k_babel<0>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t third = g_a_bytes / 3 / 16;
    if (n > third || n < 2 * threads) return;
    float4 *a = (float4 *)g_a, *c = a + 2 * third; // as in babel
    double per_iter = (double)threads * 2 * 16 * 2;
    uint64_t iters = iters_for(per_iter, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_babel<0><<<grid, block, L.smem>>>(a, a, c, 1.0f, n, iters, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = per_iter * iters;
    char note[96];
    snprintf(note, sizeof note, "op=copy;n_vec=%llu;passes=%.2f", (unsigned long long)n,
             (double)iters * 2 * threads / (double)n);
    row("babeln", "copy", W, 2, 16, (double)n * 16 * 2, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "babeln W=%2d n %11llu (%7.1f MiB an array): %8.1f GB/s %s\n", W, (unsigned long long)n,
            n * 16.0 / 1048576, bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
}

static void exp_babeln(const int *Ws, int nw)
{
    alloc_a();
    uint64_t third = g_a_bytes / 3 / 16;
    const uint64_t ns[] = {1ull << 22, 3ull << 21, 1ull << 23, 3ull << 22, 1ull << 24, 3ull << 23, 1ull << 25,
                           3ull << 24, 1ull << 26, 5ull << 24, third - 4096, third};
    for (int k = 0; k < nw; k++)
        for (uint64_t n : ns) babeln_point(Ws[k], n);
    k_fill<<<P.multiProcessorCount * 8, 256>>>(g_a, g_a_bytes / 4, 1u);
    CKL();
    CK(cudaDeviceSynchronize());
}

// readn: two float4 loads an iteration (index % n, as BabelStream's), summed,
// over one array of n float4: does a read-only stream also slow down past
// some size it wraps over, as BabelStream's copy does past 2.6 GiB?
__global__ void __launch_bounds__(128, 1) k_readn(const float4 *__restrict__ a, uint64_t n_vec, uint64_t iters,
                                                  float *out, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    float acc = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += 2 * nthreads) {
        float4 x = a[i % n_vec], y = a[(i + nthreads) % n_vec];
        acc += x.x + x.y + x.z + x.w + y.x + y.y + y.z + y.w;
    }
    out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// k_readn over n float4 from float4 off of the buffer: one row of experiment exp
static void readn_at(const char *exp, int W, uint64_t off, uint64_t n, const char *note)
{
    Layout L = layout_for(W, k_readn, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    if ((off + n) * 16 > g_a_bytes || n < 2 * threads) return;
    double per_iter = (double)threads * 2 * 16;
    uint64_t iters = iters_for(per_iter, 2e-3);
    unsigned *d_cnt;
    float *d_out;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMalloc(&d_out, 4 * threads));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    const float4 *a = (const float4 *)g_a + off;
    Stats s = time_launch([&] { k_readn<<<grid, block, L.smem>>>(a, n, iters, d_out, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = per_iter * iters;
    row(exp, "k_readn", W, 2, 16, (double)n * 16, bytes, s, bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters, 0,
        ok, note);
    fprintf(stderr, "%s W=%2d %7.1f MiB (%s): %8.1f GB/s %s\n", exp, W, n * 16.0 / 1048576, note,
            bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    CK(cudaFree(d_out));
}

static void readn_point(int W, uint64_t n)
{
    char note[96];
    snprintf(note, sizeof note, "op=read;n_vec=%llu", (unsigned long long)n);
    readn_at("readn", W, 0, n, note);
}

static void exp_readn(const int *Ws, int nw)
{
    alloc_a();
    const uint64_t mib[] = {1024, 1280, 2048, 2304, 2560, 2688, 2816, 3072, 3584, 4095};
    for (int k = 0; k < nw; k++)
        for (uint64_t m : mib) readn_point(Ws[k], m * 65536);
}

// readoff: k_readn over a 1 GiB array that starts B bytes past 512 B (B in
// 0..384): what a misaligned warp costs a read alone, latency-bound (1-4
// warps) and bandwidth-bound (16-64); readoffl2: the same over 8 MiB, which L2
// holds (is the cost DRAM's or on the way to L2?)
static void exp_readoff(const char *exp, const int *Ws, int nw, uint64_t n)
{
    alloc_a();
    const int offs[] = {0, 16, 32, 64, 128, 192, 256, 384};
    for (int k = 0; k < nw; k++)
        for (int o : offs) {
            char note[96];
            snprintf(note, sizeof note, "op=read;n_vec=%llu;offset=%d", (unsigned long long)n, o);
            readn_at(exp, Ws[k], (uint64_t)o / 16, n, note);
        }
}

// copyrw: BabelStream's copy with the read and the written array wrapping at
// different sizes (a[i % nr] to c[i % nw]): which of the two sets the edge?
__global__ void __launch_bounds__(128, 1) k_copyrw(const float4 *__restrict__ a, float4 *__restrict__ c,
                                                   uint64_t nr, uint64_t nw, uint64_t iters, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += 2 * nthreads) {
#pragma unroll
        for (int k = 0; k < 2; k++) c[(i + k * nthreads) % nw] = a[(i + k * nthreads) % nr];
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

// the copy c[i % nw] = a[i % nr] with a at float4 oa and c at oc of the buffer:
// one row of experiment exp, its note as given
static void copy_at(const char *exp, int W, uint64_t oa, uint64_t oc, uint64_t nr, uint64_t nw, const char *note)
{
    Layout L = layout_for(W, k_copyrw, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32, n = g_a_bytes / 16;
    if (oa + nr > n || oc + nw > n || nr < 2 * threads || nw < 2 * threads) return;
    if (oa < oc + nw && oc < oa + nr) return; // the arrays overlap
    const float4 *a = (const float4 *)g_a + oa;
    float4 *c = (float4 *)g_a + oc;
    double per_iter = (double)threads * 2 * 16 * 2;
    uint64_t iters = iters_for(per_iter, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_copyrw<<<grid, block, L.smem>>>(a, c, nr, nw, iters, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = per_iter * iters;
    const double m = 65536.0; // float4 in a MiB
    row(exp, "k_copyrw", W, 2, 16, (double)(nr + nw) * 16, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "%s W=%2d read %7.1f MiB at %7.1f, written %7.1f MiB at %7.1f (%s): %8.1f GB/s %s\n", exp, W,
            nr / m, oa / m, nw / m, oc / m, note, bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
}

static void copyrw_point(int W, uint64_t nr, uint64_t nw)
{
    uint64_t third = g_a_bytes / 3 / 16;
    if (nr > 2 * third || nw > third) return;
    char note[96];
    snprintf(note, sizeof note, "op=copy;n_read=%llu;n_written=%llu", (unsigned long long)nr, (unsigned long long)nw);
    copy_at("copyrw", W, 0, 2 * third, nr, nw, note); // c as in babel
}

static void exp_copyrw(const int *Ws, int nw)
{
    alloc_a();
    const uint64_t m = 65536, third = g_a_bytes / 3 / 16; // float4 in a MiB
    const uint64_t pairs[][2] = {{1280 * m, 1280 * m}, {third, third}, {1280 * m, third}, {third, 1280 * m},
                                 {2560 * m, 640 * m},  {640 * m, third}, {2 * third, 1024 * m}, {256 * m, third}};
    for (int k = 0; k < nw; k++)
        for (auto &p : pairs) copyrw_point(Ws[k], p[0], p[1]);
    fill_a();
}

// copyl2w: the copy with its written array small enough to stay in L2 (16 MiB:
// its dirty lines are written over and over, few reach DRAM) beside the same
// copy writing 1280 MiB, both reading 1280 MiB: whether what slows a copy's
// reads at light load, against lhsim, needs its writes to reach DRAM
static void exp_copyl2w(const int *Ws, int nw)
{
    alloc_a();
    const uint64_t m = 65536, third = g_a_bytes / 3 / 16; // float4 in a MiB
    const uint64_t written[] = {16 * m, 1280 * m};
    for (int k = 0; k < nw; k++)
        for (uint64_t w : written) {
            if (1280 * m > 2 * third || w > third) continue;
            char note[96];
            snprintf(note, sizeof note, "op=copy;n_read=%llu;n_written=%llu", (unsigned long long)(1280 * m),
                     (unsigned long long)w);
            copy_at("copyl2w", Ws[k], 0, 2 * third, 1280 * m, w, note);
        }
    fill_a();
}

// copyl2wp: k_copyrw with its stores under a flag the launch passes: the same
// SASS with the stores done (writing 16 MiB, which L2 keeps) or skipped (the
// loop's loads and integer work alone) -- whether lhsim's excess on copies at
// moderate load is in the stores or in the loop around them
__global__ void __launch_bounds__(128, 1) k_copyrwp(const float4 *__restrict__ a, float4 *__restrict__ c,
                                                    uint64_t nr, uint64_t nw, uint64_t iters, int store,
                                                    unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    float sink = 0.f;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += 2 * nthreads) {
#pragma unroll
        for (int k = 0; k < 2; k++) {
            float4 v = a[(i + k * nthreads) % nr];
            uint64_t j = (i + k * nthreads) % nw;
            if (store) c[j] = v;
            else sink += v.x + v.y + v.z + v.w + (float)(j & 1); // all 16 B and the index used either way
        }
    }
    if (!store && sink < 0.f) c[0].x = sink; // keeps the loads (never true: the data are ones)
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

static void copyl2wp_point(int W, uint64_t nr, uint64_t nw, int store, const char *exp = "copyl2wp")
{
    Layout L = layout_for(W, k_copyrwp, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32, third = g_a_bytes / 3 / 16;
    if (nr < 2 * threads || nw < 2 * threads) return;
    const float4 *a = (const float4 *)g_a;
    float4 *c = (float4 *)g_a + 2 * third;
    double per_iter = (double)threads * 2 * 16 * (store ? 2 : 1);
    uint64_t iters = iters_for(per_iter, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_copyrwp<<<grid, block, L.smem>>>(a, c, nr, nw, iters, store, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = per_iter * iters;
    char note[96];
    snprintf(note, sizeof note, "op=%s;n_read=%llu;n_written=%llu", store ? "copy" : "read", (unsigned long long)nr,
             (unsigned long long)nw);
    row(exp, "k_copyrwp", W, 2, 16, (double)(nr + nw) * 16, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "%s W=%2d %s: %8.1f GB/s, %.2f ns an iteration %s\n", exp, W, note,
            bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
}

static void exp_copyl2wp(const int *Ws, int nw)
{
    alloc_a();
    const uint64_t m = 65536;
    for (int k = 0; k < nw; k++)
        for (int store = 1; store >= 0; store--) copyl2wp_point(Ws[k], 1280 * m, 16 * m, store);
    fill_a();
}

// copyl2wn: the same copy storing into 2-32 MiB (L2 holds 50 MiB), and once its
// stores skipped: whether the stores' cost grows with the share of L2 they keep
// dirty (the H100 writes a third of a 16 MiB array's stores back to DRAM) or is
// there however few lines they dirty.  Sizes below two grids' worth are skipped.
static void exp_copyl2wn(const int *Ws, int nw)
{
    alloc_a();
    const uint64_t m = 65536;
    const int mib[] = {2, 3, 4, 6, 8, 12, 16, 24, 32};
    for (int k = 0; k < nw; k++) {
        for (int w : mib) copyl2wp_point(Ws[k], 1280 * m, w * m, 1, "copyl2wn");
        copyl2wp_point(Ws[k], 1280 * m, 16 * m, 0, "copyl2wn");
    }
    fill_a();
}

// copyl2wr: the copyl2wn copy storing into 8-40 MiB while reading either 4 MiB,
// which L2 keeps (no read streams through it), or 1280 MiB from DRAM: whether the
// share of stores L2 writes back depends on the reads streaming past them
static void exp_copyl2wr(const int *Ws, int nw)
{
    alloc_a();
    const uint64_t m = 65536;
    const int mib[] = {8, 12, 16, 20, 24, 28, 32, 40};
    for (int k = 0; k < nw; k++)
        for (uint64_t nr : {4 * m, 1280 * m})
            for (int w : mib) copyl2wp_point(Ws[k], nr, w * m, 1, "copyl2wr");
    fill_a();
}

// copyoff: the copy of copyrw with both arrays placed anywhere in the buffer
// (offsets oa, oc and sizes nr, nw in float4): is a part of the buffer slower
// than the rest, or does the size an array wraps at set the rate wherever it
// lies?  Points: BabelStream's own layout and sizes, the same 1280 MiB arrays
// moved to end where BabelStream's end, the 2 GiB halves k_copyk uses (here
// wrapping), and 256 MiB windows across the buffer
static void copyoff_point(int W, uint64_t oa, uint64_t oc, uint64_t nr, uint64_t nw, const char *what)
{
    const double m = 65536.0; // float4 in a MiB
    char note[160];
    snprintf(note, sizeof note, "%s;read_at_mib=%.2f;read_mib=%.2f;written_at_mib=%.2f;written_mib=%.2f", what,
             oa / m, nr / m, oc / m, nw / m);
    copy_at("copyoff", W, oa, oc, nr, nw, note);
}

static void exp_copyoff(const int *Ws, int nw)
{
    alloc_a();
    const uint64_t m = 65536, t = g_a_bytes / 3 / 16, q = 1280 * m, h = 2048 * m, w = 256 * m;
    struct { uint64_t oa, oc, nr, nw; const char *what; } pts[] = {
        {0, 2 * t, q, q, "babel-layout-1280"},
        {0, 2 * t, t, t, "babel-layout-third"},
        {t - q, 2 * t, q, q, "read-ends-at-third"},
        {0, 3 * t - q, q, q, "written-ends-at-end"},
        {t - q, 3 * t - q, q, q, "both-end-as-babel"},
        {0, t, t, t, "third-apart"},
        {0, h, h, h, "halves-wrapping"},
        {0, h, q, q, "halves-1280"},
        {768 * m, h, q, q, "read-at-768-1280"},
        {h, 0, q, q, "swapped-1280"},
        {h, 0, t, t, "swapped-third"},
    };
    for (int k = 0; k < nw; k++) {
        for (auto &p : pts) copyoff_point(Ws[k], p.oa, p.oc, p.nr, p.nw, p.what);
        for (uint64_t o = 0; o + h + w <= g_a_bytes / 16; o += w) copyoff_point(Ws[k], o, o + h, w, w, "window-256");
    }
    fill_a();
}

// copyalign: the same copy with its arrays moved by a few float4 off a line,
// and wrapping at sizes a few float4 off a multiple of a warp's 512 B: does
// BabelStream's copy lose its rate to misaligned warps (its arrays are thirds
// of the buffer: an odd number of float4, written 32 B past a line)?
static void exp_copyalign(const int *Ws, int nw)
{
    alloc_a();
    const uint64_t m = 65536, t = g_a_bytes / 3 / 16, q = 1280 * m, h = 2048 * m, ta = t / 32 * 32;
    struct { uint64_t oa, oc, nr, nw; const char *what; } pts[] = {
        {0, h, q, q, "aligned"},
        {1, h, q, q, "read+16B"},
        {2, h, q, q, "read+32B"},
        {8, h, q, q, "read+128B"},
        {0, h + 1, q, q, "written+16B"},
        {0, h + 2, q, q, "written+32B"},
        {0, h + 8, q, q, "written+128B"},
        {1, h + 1, q, q, "both+16B"},
        {0, h, q + 1, q + 1, "wrap+16B"},
        {0, h, q + 2, q + 2, "wrap+32B"},
        {0, h, q + 8, q + 8, "wrap+128B"},
        {0, h, q + 32, q + 32, "wrap+512B"},
        {0, 2 * t, t, t, "babel"},
        {0, 2 * t, ta, ta, "babel-wrap-aligned"},
        {0, (2 * t + 7) / 8 * 8, ta, ta, "babel-aligned"},
    };
    for (int k = 0; k < nw; k++)
        for (auto &p : pts) copyoff_point(Ws[k], p.oa, p.oc, p.nr, p.nw, p.what);
    fill_a();
}

// babelpad: BabelStream's copy (k_babel<0>, the same kernel) with its source and
// destination a given distance apart in the buffer (the babel experiment puts
// them two thirds of it apart): does where the arrays lie set the bandwidth?
static void babel_place_point(int W, uint64_t dist_bytes, const char *what)
{
    Layout L = layout_for(W, k_babel<0>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t n = g_a_bytes / 3 / 16; // vectors per array, as in babel
    if (dist_bytes / 16 < n || dist_bytes / 16 + n > g_a_bytes / 16) return;
    float4 *a = (float4 *)g_a, *c = a + dist_bytes / 16;
    double per_iter = (double)threads * 2 * 16 * 2;
    uint64_t iters = iters_for(per_iter, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_babel<0><<<grid, block, L.smem>>>(a, a, c, 1.0f, n, iters, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = per_iter * iters;
    char note[96];
    snprintf(note, sizeof note, "op=copy;dist_bytes=%llu;%s", (unsigned long long)dist_bytes, what);
    row("babelpad", "copy", W, 2, 16, (double)n * 16 * 2, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "babelpad W=%2d dist %llu (%s): %8.1f GB/s %s\n", W, (unsigned long long)dist_bytes,
            what, bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
}

static void exp_babelpad(const int *Ws, int nw)
{
    alloc_a();
    uint64_t third = g_a_bytes / 3 / 16 * 16, half = g_a_bytes / 2 / 16 * 16;
    for (int k = 0; k < nw; k++) {
        babel_place_point(Ws[k], 2 * third, "two-thirds(babel)");
        babel_place_point(Ws[k], 2 * third - (1 << 20), "two-thirds-1MiB");
        babel_place_point(Ws[k], 2 * third - (64 << 10), "two-thirds-64KiB");
        babel_place_point(Ws[k], 2 * third - 4096, "two-thirds-4KiB");
        babel_place_point(Ws[k], half, "half(copyk)");
        babel_place_point(Ws[k], third, "third");
        babel_place_point(Ws[k], third + 4096, "third+4KiB");
    }
    k_fill<<<P.multiProcessorCount * 8, 256>>>(g_a, g_a_bytes / 4, 1u);
    CKL();
    CK(cudaDeviceSynchronize());
}

// mix_point: R loads and W stores of float4 a thread an iteration, each array
// wrapping at n_vec float4 (0: half the buffer, from DRAM; mixl2 passes 8 MiB,
// which L2 keeps); exp is the CSV's experiment name
template <int R, int W> static void mix_point(int Wp, uint64_t n_vec = 0, const char *exp = "mix")
{
    Layout L = layout_for(Wp, k_mix<R, W>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * Wp * 32;
    uint64_t half = g_a_bytes / 2 / 16;
    const float4 *a = (const float4 *)g_a;
    float4 *b = (float4 *)g_a + half;
    uint64_t nv = n_vec ? n_vec : half;
    double per_iter = (double)threads * 16 * (R + W);
    uint64_t iters = iters_for(per_iter, 2e-3);
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_mix<R, W><<<grid, block, L.smem>>>(a, b, nv, iters, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    if (W > 0) { // the first thread's first store holds 1 + R (the ones it read, 1.0f bit patterns aside)
        float4 v;
        CK(cudaMemcpy(&v, b, 16, cudaMemcpyDeviceToHost));
        ok = ok && v.x >= 1.0f;
    }
    double bytes = per_iter * iters;
    char note[64];
    snprintf(note, sizeof note, "reads=%d;writes=%d", R, W);
    row(exp, "k_mix", Wp, R + W, 16, n_vec ? (double)(nv * 16) : (double)g_a_bytes, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "%s %d:%d W=%2d: %8.1f GB/s %s\n", exp, R, W, Wp, bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
}

// mixl2: the mixes with each array wrapping at 8 MiB (both in L2): how a
// store's data and a load's request share the way from the SMs to L2
static void exp_mixl2(const int *Ws, int nw)
{
    alloc_a();
    const uint64_t n = (8ull << 20) / 16;
    for (int a = 0; a < nw; a++) {
        mix_point<4, 0>(Ws[a], n, "mixl2");
        mix_point<3, 1>(Ws[a], n, "mixl2");
        mix_point<2, 2>(Ws[a], n, "mixl2");
        mix_point<1, 3>(Ws[a], n, "mixl2");
        mix_point<0, 4>(Ws[a], n, "mixl2");
    }
    k_fill<<<P.multiProcessorCount * 8, 256>>>(g_a, g_a_bytes / 4, 1u);
    CKL();
    CK(cudaDeviceSynchronize());
}

static void exp_mix(const int *Ws, int nw)
{
    alloc_a();
    for (int a = 0; a < nw; a++) {
        mix_point<4, 0>(Ws[a]);
        mix_point<3, 1>(Ws[a]);
        mix_point<2, 2>(Ws[a]);
        mix_point<1, 3>(Ws[a]);
        mix_point<0, 4>(Ws[a]);
    }
    k_fill<<<P.multiProcessorCount * 8, 256>>>(g_a, g_a_bytes / 4, 1u);
    CKL();
    CK(cudaDeviceSynchronize());
}

template <int G> static void random_point(int W, uint64_t foot)
{
    Layout L = layout_for(W, k_random<G>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t mask = foot / 4 - 1;
    double per_iter = (double)threads * 4 * 4; // useful bytes
    uint64_t iters = std::max<uint64_t>(1, (uint64_t)(2e-3 / (threads * 4 * 32.0 / 3.0e12))); // ~32 B sectors at ~3 TB/s
    uint32_t *d_out;
    unsigned *d_cnt;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_random<G><<<grid, block, L.smem>>>(g_a, mask, iters, d_out, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    if (G) { // every word is 1: thread 0 sums 4 per iteration
        uint32_t got;
        CK(cudaMemcpy(&got, d_out, 4, cudaMemcpyDeviceToHost));
        ok = ok && got == (uint32_t)(4 * iters);
    }
    double bytes = per_iter * iters;
    char note[64];
    snprintf(note, sizeof note, "footprint=%llu", (unsigned long long)foot);
    row(G ? "gather" : "scatter", G ? "k_random<1>" : "k_random<0>", W, 4, 4, (double)foot, bytes, s,
        bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters, 0, ok, note);
    fprintf(stderr, "%s W=%2d %10llu KiB: %8.1f GB/s useful %s\n", G ? "gather" : "scatter", W,
            (unsigned long long)(foot >> 10), bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
    if (!G) {
        k_fill<<<P.multiProcessorCount * 8, 256>>>(g_a, g_a_bytes / 4, 1u);
        CKL();
        CK(cudaDeviceSynchronize());
    }
}

static void exp_random(const int *Ws, int nw)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (uint64_t f = 1ULL << 20; f <= (4ULL << 30); f *= 4) {
            random_point<1>(Ws[a], f);
            random_point<0>(Ws[a], f);
        }
}
