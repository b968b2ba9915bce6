// bench.cu -- lhsim-bench: microbenchmarks that measure what lhsim predicts.
//
// Experiments (CSV rows, one per point):
//   props      device properties (for the preset)
//   occupancy  cudaOccupancyMaxActiveBlocksPerMultiprocessor over block sizes,
//              register counts (kernels of known pressure) and shared memory
//   latency    one thread chases a random single-cycle chain of 128 B lines
//   chase      exactly W warps per SM, K independent chains per warp, one
//              coalesced 128 B line per step, over a buffer >> L2
//   stream     exactly W warps per SM, K independent loads of 4/8/16 B per
//              thread per iteration, grid-stride over a buffer >> L2
//   copy, read bandwidth ceilings
//   reread, strided, store, copyk, fma: kernel families (families.cuh)
// Build: nvcc -O3 -arch=sm_90 -o lhsim-bench cuda/bench.cu
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <climits>
#include <ctime>
#include <string>
#include <type_traits>
#include <vector>

#include "bench_host.h"

#define CK(call)                                                                          \
    do {                                                                                  \
        cudaError_t e_ = (call);                                                          \
        if (e_ != cudaSuccess) {                                                          \
            fprintf(stderr, "lhsim-bench: %s:%d: %s: %s\n", __FILE__, __LINE__, #call,    \
                    cudaGetErrorString(e_));                                              \
            exit(1);                                                                      \
        }                                                                                 \
    } while (0)
#define CKL() CK(cudaGetLastError())

static cudaDeviceProp P;
static char g_dev[256], g_commit[64] = "unknown", g_date[32];
static int g_driver, g_runtime, g_reps = 5;
static FILE *g_out;
static double g_sm_mhz = 0;

// ---------------------------------------------------------------- kernels
__device__ __forceinline__ unsigned smid()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(r));
    return r;
}
__device__ __forceinline__ unsigned long long gtimer()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

// one line = 32 words; every word of line L holds next(L)
__global__ void k_build(uint32_t *buf, const uint32_t *next, uint32_t n)
{
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    uint64_t stride = (uint64_t)gridDim.x * blockDim.x;
    for (; i < (uint64_t)n * 32; i += stride) buf[i] = next[i / 32];
}

__global__ void k_latency(const uint32_t *__restrict__ buf, uint32_t *pos, int steps,
                          unsigned long long *cycles, unsigned long long *ns)
{
    uint32_t p = *pos;
    long long c0 = clock64();
    unsigned long long t0 = gtimer();
    for (int s = 0; s < steps; s++) p = buf[(uint64_t)p * 32];
    long long c1 = clock64();
    unsigned long long t1 = gtimer();
    *pos = p;
    *cycles = (unsigned long long)(c1 - c0);
    *ns = t1 - t0;
}

template <int K>
__global__ void k_chase(const uint32_t *__restrict__ buf, uint32_t *pos, int steps,
                        unsigned *blocks_on_sm)
{
    extern __shared__ char pad[];
    (void)pad;
    int lane = threadIdx.x & 31;
    uint64_t gw = (blockIdx.x * (uint64_t)blockDim.x + threadIdx.x) / 32;
    uint32_t p[K];
#pragma unroll
    for (int k = 0; k < K; k++) p[k] = pos[gw * K + k];
    for (int s = 0; s < steps; s++) {
#pragma unroll
        for (int k = 0; k < K; k++) p[k] = buf[(uint64_t)p[k] * 32 + lane];
    }
    if (lane == 0) {
#pragma unroll
        for (int k = 0; k < K; k++) pos[gw * K + k] = p[k];
    }
    if (threadIdx.x == 0) atomicAdd(&blocks_on_sm[smid()], 1u);
}

template <typename T> __device__ __forceinline__ uint32_t vsum(T v);
template <> __device__ __forceinline__ uint32_t vsum<uint32_t>(uint32_t v) { return v; }
template <> __device__ __forceinline__ uint32_t vsum<uint2>(uint2 v) { return v.x + v.y; }
template <> __device__ __forceinline__ uint32_t vsum<uint4>(uint4 v)
{
    return v.x + v.y + v.z + v.w;
}

// K independent loads per thread, issued before any use; grid-stride.
// Blocks of at most 128 threads, at least one per SM: __launch_bounds__(128, 1)
// lets ptxas keep all K values live (without it, it interleaved uses with
// loads for 16-byte loads with K >= 8 to save registers).
template <int K, typename T>
__global__ void __launch_bounds__(128, 1) k_stream(const T *__restrict__ a, uint64_t n_vec, uint64_t iters,
                         uint32_t *out, unsigned *blocks_on_sm)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t tid = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    uint32_t acc = 0;
    uint64_t i = tid;
    // One iteration = K loads, then K uses.  The loop is not unrolled (so
    // exactly K loads are in flight), and the uses run in reverse order: the
    // first use needs the last load, so the compiler cannot interleave uses
    // with loads to save registers (it did for 16-byte loads, K >= 8, when
    // the uses ran in load order; results/h200/sass_check.csv).
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += K * nthreads) {
        T v[K];
#pragma unroll
        for (int k = 0; k < K; k++) v[k] = a[i + k * nthreads];
#pragma unroll
        for (int k = K - 1; k >= 0; k--) acc += vsum<T>(v[k]);
    }
    out[tid] = acc;
    if (threadIdx.x == 0) atomicAdd(&blocks_on_sm[smid()], 1u);
}

__global__ void k_fill(uint32_t *a, uint64_t n, uint32_t v)
{
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    for (; i < n; i += (uint64_t)gridDim.x * blockDim.x) a[i] = v;
}

__global__ void k_copy(const uint4 *__restrict__ a, uint4 *__restrict__ b, uint64_t n)
{
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    for (; i < n; i += (uint64_t)gridDim.x * blockDim.x) b[i] = a[i];
}

// register-pressure kernels for the occupancy table: NV live values
template <int NV, int SSMEM>
__global__ void k_regs(float *out, const float *in, int n)
{
    constexpr int NS = SSMEM > 0 ? SSMEM / 4 : 1;
    __shared__ float s[NS];
    float v[NV];
#pragma unroll
    for (int k = 0; k < NV; k++) v[k] = in[(threadIdx.x + k * 977) % n];
    // all NV values live at once: each is used with z, which a volatile
    // load after a volatile store provides
    *(volatile float *)&out[(gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x] = 0.0f;
    float z = *(volatile const float *)&in[0];
    float acc = 0;
#pragma unroll
    for (int k = 0; k < NV; k++) acc += v[k] * fmaxf(v[(k + 1) % NV], z);
    if (SSMEM > 0) {
        s[threadIdx.x % NS] = acc;
        __syncthreads();
        acc += s[(threadIdx.x + 1) % NS];
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

__global__ void k_spin(unsigned long long ns_target, unsigned long long *cyc, unsigned long long *ns)
{
    long long c0 = clock64();
    unsigned long long t0 = gtimer(), t1;
    do { t1 = gtimer(); } while (t1 - t0 < ns_target);
    *cyc = (unsigned long long)(clock64() - c0);
    *ns = t1 - t0;
}

// SM clock while a kernel runs: clock64 cycles over globaltimer ns
static void measure_clock()
{
    unsigned long long *d, h[2];
    CK(cudaMalloc(&d, 16));
    k_spin<<<1, 1>>>(20000000ULL, d, d + 1);
    CKL();
    CK(cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost));
    CK(cudaFree(d));
    if (h[1]) g_sm_mhz = (double)h[0] / (double)h[1] * 1000.0;
}

// ---------------------------------------------------------------- timing
struct Stats { double med, mn, mx; };
static Stats stats(std::vector<double> v)
{
    Stats s;
    s.mn = *std::min_element(v.begin(), v.end());
    s.mx = *std::max_element(v.begin(), v.end());
    s.med = bh_median(v.data(), (int)v.size());
    return s;
}

static void header()
{
    fprintf(g_out,
            "experiment,device,kernel,warps_per_sm,ilp,width,footprint_bytes,bytes,time_ms,"
            "time_ms_min,time_ms_max,bandwidth_gbps,ns_per_step,cycles_per_step,"
            "sm_clock_mhz,mem_clock_mhz,driver,runtime,date,commit,verified,note\n");
}

static void row(const char *exp, const char *kernel, int w, int k, int width, double foot,
                double bytes, Stats t, double bw, double ns, double cyc, int ok,
                const char *note)
{
    int mem_khz = 0;
    cudaDeviceGetAttribute(&mem_khz, cudaDevAttrMemoryClockRate, 0);
    char kern[96]; // a template's arguments hold commas: one CSV field all the same
    bh_csv_field(kernel, kern, sizeof kern);
    kernel = kern;
    fprintf(g_out,
            "%s,%s,%s,%d,%d,%d,%.0f,%.0f,%.6f,%.6f,%.6f,%.3f,%.3f,%.2f,%.0f,%.0f,%d,%d,%s,%s,%d,%s\n",
            exp, g_dev, kernel, w, k, width, foot, bytes, t.med, t.mn, t.mx, bw, ns, cyc,
            g_sm_mhz, mem_khz / 1000.0, g_driver, g_runtime, g_date, g_commit, ok, note);
    fflush(g_out);
}

// ---------------------------------------------------------------- chain buffer
struct Chain {
    uint32_t *d_buf = nullptr;
    uint32_t n = 0;
    std::vector<uint32_t> seq, where; // where[line] = position in seq
};

static void build_chain(Chain &c, uint64_t bytes, uint64_t seed)
{
    c.n = (uint32_t)(bytes / 128);
    c.seq.resize(c.n);
    c.where.resize(c.n);
    bh_cycle_order(c.seq.data(), c.n, seed);
    std::vector<uint32_t> next(c.n);
    bh_successors(c.seq.data(), c.n, next.data());
    for (uint32_t i = 0; i < c.n; i++) c.where[c.seq[i]] = i;
    uint32_t *d_next;
    CK(cudaMalloc(&c.d_buf, (size_t)c.n * 128));
    CK(cudaMalloc(&d_next, (size_t)c.n * 4));
    CK(cudaMemcpy(d_next, next.data(), (size_t)c.n * 4, cudaMemcpyHostToDevice));
    k_build<<<P.multiProcessorCount * 8, 256>>>(c.d_buf, d_next, c.n);
    CKL();
    CK(cudaDeviceSynchronize());
    CK(cudaFree(d_next));
}
static void free_chain(Chain &c)
{
    if (c.d_buf) CK(cudaFree(c.d_buf));
    c.d_buf = nullptr;
}

// ---------------------------------------------------------------- latency
// a one-block chase kernel: steps loads from *pos on, the clock and
// globaltimer spans into *cycles and *ns
typedef void (*WalkKernel)(const uint32_t *, uint32_t *, int, unsigned long long *, unsigned long long *);

// one walk of the ring seq (n lines, built in d_buf) by `threads` threads of
// one block: warm steps from line seq[at0], then g_reps timed launches of
// steps each; the median ns and cycles a step, the launches' times, and
// whether the walk ended where the ring says (verified)
struct Walk {
    Stats s;
    double ns, cyc;
    int ok;
};
static Walk timed_walk(WalkKernel kern, int threads, const uint32_t *d_buf, const std::vector<uint32_t> &seq,
                       uint32_t n, size_t at0, int warm, int steps, uint32_t *d_pos, unsigned long long *d_cyc,
                       unsigned long long *d_ns)
{
    uint32_t start = seq[at0];
    CK(cudaMemcpy(d_pos, &start, 4, cudaMemcpyHostToDevice));
    kern<<<1, threads>>>(d_buf, d_pos, warm, d_cyc, d_ns);
    CKL();
    CK(cudaDeviceSynchronize());
    std::vector<double> t, nsv, cyv;
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    for (int r = 0; r < g_reps; r++) {
        CK(cudaEventRecord(e0));
        kern<<<1, threads>>>(d_buf, d_pos, steps, d_cyc, d_ns);
        CKL();
        CK(cudaEventRecord(e1));
        CK(cudaEventSynchronize(e1));
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        unsigned long long cy, ns;
        CK(cudaMemcpy(&cy, d_cyc, 8, cudaMemcpyDeviceToHost));
        CK(cudaMemcpy(&ns, d_ns, 8, cudaMemcpyDeviceToHost));
        t.push_back(ms);
        nsv.push_back((double)ns / steps);
        cyv.push_back((double)cy / steps);
        if (ns > 0) g_sm_mhz = (double)cy / (double)ns * 1000.0;
    }
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
    // where the walk must have ended: warm + reps x steps further on
    uint32_t endp;
    CK(cudaMemcpy(&endp, d_pos, 4, cudaMemcpyDeviceToHost));
    Walk w;
    w.ok = endp == seq[(at0 + (size_t)warm + (size_t)steps * g_reps) % n];
    w.s = stats(t);
    w.ns = bh_median(nsv.data(), (int)nsv.size());
    w.cyc = bh_median(cyv.data(), (int)cyv.size());
    return w;
}

static void exp_latency()
{
    uint64_t sizes_kib[] = {16, 64, 128, 192, 256, 512, 1024, 2048, 4096, 8192, 16384, 24576, 32768, 49152, 65536, 131072, 262144, 1048576, 4194304};
    uint32_t *d_pos;
    unsigned long long *d_cyc, *d_ns;
    CK(cudaMalloc(&d_pos, 4));
    CK(cudaMalloc(&d_cyc, 8));
    CK(cudaMalloc(&d_ns, 8));
    for (uint64_t kib : sizes_kib) {
        Chain c;
        build_chain(c, kib << 10, 12345 + kib);
        int steps = 1 << 15;
        // warm walk: whole cycle when it could be cache-resident
        int warm = (int)std::min<uint64_t>(c.n, 1u << 20);
        Walk w = timed_walk(k_latency, 1, c.d_buf, c.seq, c.n, 0, warm, steps, d_pos, d_cyc, d_ns);
        row("latency", "k_latency", 0, 1, 4, (double)(kib << 10), (double)steps * 4 * g_reps, w.s,
            0, w.ns, w.cyc, w.ok, "ns_per_step=globaltimer");
        fprintf(stderr, "latency %8llu KiB: %7.1f ns %7.1f cycles %s\n", (unsigned long long)kib,
                w.ns, w.cyc, w.ok ? "ok" : "WRONG");
        free_chain(c);
    }
}

// ---------------------------------------------------------------- layout
struct Layout { int blocks, wpb, smem; };

template <typename F> static Layout layout_for(int W, F kernel, int max_wpb = 32)
{
    Layout L;
    L.blocks = 0;
    bh_layout(W, max_wpb, &L.blocks, &L.wpb);
    int smem_sm = (int)P.sharedMemPerMultiprocessor;
    L.smem = bh_fill_smem(L.blocks, smem_sm, (int)P.reservedSharedMemPerBlock,
                          (int)P.sharedMemPerBlockOptin);
    if (L.smem < 0) {
        fprintf(stderr, "no shared-memory size gives exactly %d blocks per SM\n", L.blocks);
        exit(1);
    }
    CK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, L.smem));
    int occ = 0;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, kernel, L.wpb * 32, L.smem));
    if (occ != L.blocks) {
        cudaFuncAttributes fa;
        CK(cudaFuncGetAttributes(&fa, kernel));
        fprintf(stderr, "W=%d impossible: %d registers per thread allow %d of the %d blocks "
                        "per SM needed; skipped\n", W, fa.numRegs, occ, L.blocks);
        L.blocks = 0;
    }
    return L;
}

static bool check_sms(unsigned *d_cnt, int per_sm, int launches)
{
    std::vector<unsigned> h(P.multiProcessorCount);
    CK(cudaMemcpy(h.data(), d_cnt, 4 * h.size(), cudaMemcpyDeviceToHost));
    for (unsigned v : h)
        if ((int)v != per_sm * launches) return false;
    return true;
}

// ---------------------------------------------------------------- chase
static Chain g_big;

template <int K> static void chase_point(int W)
{
    Layout L = layout_for(W, k_chase<K>);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t chains = (uint64_t)sms * W * K;
    uint64_t spacing = g_big.n / chains;
    int steps = (int)std::min<uint64_t>(2048, spacing / (g_reps + 2));
    if (steps < 4) {
        fprintf(stderr, "chase W=%d K=%d: buffer too small\n", W, K);
        return;
    }
    std::vector<uint32_t> pos(chains);
    std::vector<uint64_t> at(chains);
    for (uint64_t c = 0; c < chains; c++) {
        at[c] = bh_chain_start(c, chains, g_big.n);
        pos[c] = g_big.seq[at[c]];
    }
    uint32_t *d_pos;
    unsigned *d_cnt;
    CK(cudaMalloc(&d_pos, chains * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    CK(cudaMemcpy(d_pos, pos.data(), chains * 4, cudaMemcpyHostToDevice));
    int grid = sms * L.blocks, block = L.wpb * 32;
    k_chase<K><<<grid, block, L.smem>>>(g_big.d_buf, d_pos, steps, d_cnt); // warm-up
    CKL();
    CK(cudaDeviceSynchronize());
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    std::vector<double> t;
    for (int r = 0; r < g_reps; r++) {
        CK(cudaEventRecord(e0));
        k_chase<K><<<grid, block, L.smem>>>(g_big.d_buf, d_pos, steps, d_cnt);
        CKL();
        CK(cudaEventRecord(e1));
        CK(cudaEventSynchronize(e1));
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        t.push_back(ms);
    }
    bool sm_ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    CK(cudaMemcpy(pos.data(), d_pos, chains * 4, cudaMemcpyDeviceToHost));
    bool ok = sm_ok;
    uint64_t adv = (uint64_t)steps * (g_reps + 1);
    for (uint64_t c = 0; c < chains && ok; c++)
        if (pos[c] != g_big.seq[(at[c] + adv) % g_big.n]) ok = false;
    Stats s = stats(t);
    double bytes = (double)chains * steps * 128;
    double bw = bytes / (s.med * 1e-3) / 1e9;
    double ns = s.med * 1e6 / steps;
    row("chase", "k_chase", W, K, 4, (double)g_big.n * 128, bytes, s, bw, ns,
        g_sm_mhz > 0 ? ns * g_sm_mhz / 1000 : 0, ok, sm_ok ? "" : "sm_count_mismatch");
    fprintf(stderr, "chase W=%2d K=%2d: %8.1f GB/s %8.1f ns/step %s\n", W, K, bw, ns,
            ok ? "ok" : "WRONG");
    CK(cudaFree(d_pos));
    CK(cudaFree(d_cnt));
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
}

static void exp_chase(const int *Ws, int nw, const int *Ks, int nk)
{
    build_chain(g_big, 8ULL << 30, 777); // 8 GiB: many fresh lines per chain
    for (int a = 0; a < nw; a++)
        for (int b = 0; b < nk; b++) {
            switch (Ks[b]) {
            case 1: chase_point<1>(Ws[a]); break;
            case 2: chase_point<2>(Ws[a]); break;
            case 4: chase_point<4>(Ws[a]); break;
            case 8: chase_point<8>(Ws[a]); break;
            case 16: chase_point<16>(Ws[a]); break;
            case 32: chase_point<32>(Ws[a]); break;
            default: fprintf(stderr, "chase: K=%d not built (1,2,4,8,16,32)\n", Ks[b]);
            }
        }
    free_chain(g_big);
}

// ---------------------------------------------------------------- stream
static uint32_t *g_a;
static uint64_t g_a_bytes = 4ULL << 30;
// --stream-bytes: the bytes a stream launch reads (0: about 3 ms at the
// Little's-law estimate, within [256 MiB, 2 GiB]); the array grows to hold them
static uint64_t g_stream_bytes = 0;

template <int K, typename T> static void stream_point(int W)
{
    auto kern = k_stream<K, T>;
    Layout L = layout_for(W, kern, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t n_vec = g_a_bytes / sizeof(T);
    // bytes per repetition: about 3 ms at the Little's-law estimate, within [256 MiB, 2 GiB]
    double est = std::min(4.0e12, (double)threads * K * sizeof(T) / 700e-9);
    double want = std::max(256.0 * (1 << 20), std::min(2.0 * (1 << 30), est * 3e-3));
    if (g_stream_bytes) want = (double)g_stream_bytes; // a longer or shorter launch: how long it runs matters
    uint64_t iters = (uint64_t)(want / ((double)threads * K * sizeof(T)));
    if (iters < 1) iters = 1;
    if (iters * K * threads > n_vec) iters = n_vec / (K * threads); // never past the end
    uint32_t *d_out;
    unsigned *d_cnt;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    const T *a = (const T *)g_a;
    kern<<<grid, block, L.smem>>>(a, n_vec, iters, d_out, d_cnt);
    CKL();
    CK(cudaDeviceSynchronize());
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    std::vector<double> t;
    bool ok = true;
    std::vector<uint32_t> h(threads);
    for (int r = 0; r < g_reps; r++) {
        CK(cudaMemset(d_out, 0xff, threads * 4)); // poison
        CK(cudaEventRecord(e0));
        kern<<<grid, block, L.smem>>>(a, n_vec, iters, d_out, d_cnt);
        CKL();
        CK(cudaEventRecord(e1));
        CK(cudaEventSynchronize(e1));
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        t.push_back(ms);
        CK(cudaMemcpy(h.data(), d_out, threads * 4, cudaMemcpyDeviceToHost));
        uint64_t sum = 0;
        for (uint32_t v : h) sum += v;
        // every word holds 1: the sum counts the words read
        uint64_t expect = threads * iters * K * (sizeof(T) / 4);
        if (sum != expect) ok = false;
    }
    bool sm_ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    Stats s = stats(t);
    double bytes = (double)threads * iters * K * sizeof(T);
    double bw = bytes / (s.med * 1e-3) / 1e9;
    row("stream", "k_stream", W, K, (int)sizeof(T), (double)g_a_bytes, bytes, s, bw,
        s.med * 1e6 / iters, 0, ok && sm_ok, sm_ok ? "" : "sm_count_mismatch");
    fprintf(stderr, "stream W=%2d K=%2d width=%2d: %8.1f GB/s %s\n", W, K, (int)sizeof(T), bw,
            ok && sm_ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
    CK(cudaEventDestroy(e0));
    CK(cudaEventDestroy(e1));
}

template <typename T> static void stream_k(int W, int K)
{
    switch (K) {
    case 1: stream_point<1, T>(W); break;
    case 2: stream_point<2, T>(W); break;
    case 4: stream_point<4, T>(W); break;
    case 8: stream_point<8, T>(W); break;
    case 16: stream_point<16, T>(W); break;
    default: fprintf(stderr, "stream: K=%d not built (1,2,4,8,16)\n", K);
    }
}

// the buffer all ones again (after an experiment that wrote to it)
static void fill_a()
{
    k_fill<<<P.multiProcessorCount * 8, 256>>>(g_a, g_a_bytes / 4, 1u);
    CKL();
    CK(cudaDeviceSynchronize());
}

static void alloc_a()
{
    if (g_a) return;
    CK(cudaMalloc(&g_a, g_a_bytes));
    fill_a();
}

static void exp_stream(const int *Ws, int nw, const int *Ks, int nk, const int *Bs, int nb)
{
    alloc_a();
    for (int c = 0; c < nb; c++)
        for (int a = 0; a < nw; a++)
            for (int b = 0; b < nk; b++) {
                if (Bs[c] == 4) stream_k<uint32_t>(Ws[a], Ks[b]);
                else if (Bs[c] == 8) stream_k<uint2>(Ws[a], Ks[b]);
                else stream_k<uint4>(Ws[a], Ks[b]);
            }
}

// ---------------------------------------------------------------- copy / read
static void exp_copy()
{
    alloc_a();
    uint64_t half = g_a_bytes / 2;
    const uint4 *src = (const uint4 *)g_a;
    uint4 *dst = (uint4 *)((char *)g_a + half);
    uint64_t n = half / 16;
    int grid = P.multiProcessorCount * 4, block = 512;
    k_copy<<<grid, block>>>(src, dst, n);
    CKL();
    CK(cudaDeviceSynchronize());
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    std::vector<double> t;
    for (int r = 0; r < g_reps; r++) {
        CK(cudaEventRecord(e0));
        k_copy<<<grid, block>>>(src, dst, n);
        CKL();
        CK(cudaEventRecord(e1));
        CK(cudaEventSynchronize(e1));
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        t.push_back(ms);
    }
    Stats s = stats(t);
    double bytes = 2.0 * half; // read + write
    row("copy", "k_copy", 64, 1, 16, (double)g_a_bytes, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        0, 0, 1, "bytes=read+written");
    fprintf(stderr, "copy: %.1f GB/s\n", bytes / (s.med * 1e-3) / 1e9);
    fill_a(); // restore ones
}

#include "families.cuh"
#include "launch.cuh"
#include "families2.cuh"
#include "families3.cuh"
#include "families4.cuh"
#include "families5.cuh"
#include "families6.cuh"
#include "families7.cuh"
#include "families8.cuh"
#include "families9.cuh"
#include "families10.cuh"
#include "families11.cuh"
#include "families12.cuh"
#include "families13.cuh"
#include "families14.cuh"
#include "families15.cuh"
#include "families16.cuh"
#include "families17.cuh"
#include "families18.cuh"
#include "families19.cuh"
#include "families20.cuh"
#include "families21.cuh"

// ---------------------------------------------------------------- occupancy
template <int NV, int SS> static void occ_kernel(const char *name)
{
    auto kern = k_regs<NV, SS>;
    cudaFuncAttributes fa;
    CK(cudaFuncGetAttributes(&fa, kern));
    int maxdyn = (int)P.sharedMemPerBlockOptin - (int)fa.sharedSizeBytes;
    CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, maxdyn));
    int dyn[] = {0, 1000, 8192, 30000, 49152, 100000, 200000};
    for (int threads = 32; threads <= 1024; threads += 32)
        for (int d : dyn) {
            if (d > maxdyn) continue;
            int blocks = -1;
            cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kern, threads, d);
            if (e != cudaSuccess) {
                cudaGetLastError();
                blocks = -1;
            }
            fprintf(g_out, "occupancy,%s,%s,%d,%d,%d,%d,%d,%s,%s\n", g_dev, name, threads,
                    fa.numRegs, (int)fa.sharedSizeBytes, d, blocks, g_date, g_commit);
        }
}

static void exp_occupancy()
{
    fprintf(g_out, "experiment,device,kernel,threads,regs,smem_static,smem_dynamic,blocks_per_sm,"
                   "date,commit\n");
    occ_kernel<1, 0>("k_regs_1_0");
    occ_kernel<8, 0>("k_regs_8_0");
    occ_kernel<24, 0>("k_regs_24_0");
    occ_kernel<40, 0>("k_regs_40_0");
    occ_kernel<56, 0>("k_regs_56_0");
    occ_kernel<72, 0>("k_regs_72_0");
    occ_kernel<100, 0>("k_regs_100_0");
    occ_kernel<140, 0>("k_regs_140_0");
    occ_kernel<200, 0>("k_regs_200_0");
    occ_kernel<48, 0>("k_regs_48_0");
    occ_kernel<62, 0>("k_regs_62_0");
    occ_kernel<170, 0>("k_regs_170_0");
    occ_kernel<100, 10000>("k_regs_100_10000");
    occ_kernel<8, 4096>("k_regs_8_4096");
    occ_kernel<40, 20000>("k_regs_40_20000");
    occ_kernel<72, 40000>("k_regs_72_40000");
}

static void exp_props()
{
    fprintf(g_out, "key,value\n");
    fprintf(g_out, "name,%s\nsm_count,%d\ncompute_capability,%d.%d\nl2_bytes,%d\n", g_dev,
            P.multiProcessorCount, P.major, P.minor, P.l2CacheSize);
    fprintf(g_out, "max_threads_per_sm,%d\nmax_blocks_per_sm,%d\nmax_threads_per_block,%d\n",
            P.maxThreadsPerMultiProcessor, P.maxBlocksPerMultiProcessor, P.maxThreadsPerBlock);
    fprintf(g_out, "regs_per_sm,%d\nregs_per_block,%d\n", P.regsPerMultiprocessor, P.regsPerBlock);
    fprintf(g_out, "smem_per_sm_bytes,%zu\nsmem_per_block_bytes,%zu\nsmem_per_block_optin_bytes,%zu\n"
                   "smem_reserved_per_block_bytes,%zu\n",
            P.sharedMemPerMultiprocessor, P.sharedMemPerBlock, P.sharedMemPerBlockOptin,
            P.reservedSharedMemPerBlock);
    int clk = 0, mclk = 0, bus = 0;
    cudaDeviceGetAttribute(&clk, cudaDevAttrClockRate, 0);
    cudaDeviceGetAttribute(&mclk, cudaDevAttrMemoryClockRate, 0);
    cudaDeviceGetAttribute(&bus, cudaDevAttrGlobalMemoryBusWidth, 0);
    fprintf(g_out, "max_sm_clock_mhz,%.0f\nmem_clock_mhz,%.0f\nmem_bus_bits,%d\n", clk / 1e3,
            mclk / 1e3, bus);
    fprintf(g_out, "total_global_mem,%zu\ndriver,%d\nruntime,%d\n", P.totalGlobalMem, g_driver,
            g_runtime);
}

// ---------------------------------------------------------------- main
static void usage(FILE *f)
{
    fprintf(f,
            "usage: lhsim-bench --experiment props|occupancy|latency|chase|stream|copy|\n"
            "                   reread|strided|store|copyk|copyw|fma|axpy|launch|babel|mix|random|\n"
            "                   fmau|rsec|rcap|rl1|rl1p|babelpad|storew|storewsm|storek|storekm|storekc|\n"
            "                   storeb (--ilp: warps per block)|storekd|storekp|storesy (--ilp: as storeb)|\n"
            "                   babelv|babeln|readn|copyrw|copyl2w|copyl2wp|copyl2wn|copyl2wr|\n"
            "                   copyoff|copyalign|babela|babelal|readoff|readoffl2|\n"
            "                   scatn|ratom|place|fmat|fmaw|stburst|mixl2|rereadk|linelat|\n"
            "                   arrive|transpose (--ilp: warps per block)|linecopy|copyprobe|copyprobe2|\n"
            "                   loadpair|copypair|loadtail|copytail|storetail|rwlat|rwlatk|rwlatks|rwlatl2 (per SM: FILE-sm.csv)|seqlat|chasefoot|\n"
            "                   l2passes (--warps: default 16)|rereadtail (--warps: default 16,32)|\n"
            "                   linemap (FILE-raw.csv, FILE-hist.csv beside)|l1rate (--warps: default 4,8,16,32)|\n"
            "                   rereadb (one block an SM, L1 28-124 KiB)|ratomf (ratom over 128 MiB-4 GiB)|\n"
            "                   scatrd (random stores beside random DRAM loads)|\n"
            "                   rwlath (rwlat's background on every other SM, and on all; per SM: FILE-sm.csv)|\n"
            "                   stld (one warp an SM: a load's L2 trip after 0-8 stores)|\n"
            "                   lrcpair (two SMs read one line D cycles apart: does the second ride the first?)\n"
            "                   [--warps LIST] [--ilp LIST] [--width LIST] [--reps N]\n"
            "                   [--commit SHA] [-o FILE] [--stream-gib N (stream: GiB a launch reads)]\n"
            "Measures on the GPU what lhsim predicts; CSV rows on stdout or FILE.\n"
            "example: lhsim-bench --experiment chase --warps 1,8,64 --ilp 1,8 -o chase.csv\n");
}

int main(int argc, char **argv)
{
    const char *exp = nullptr, *out = nullptr;
    int Ws[64], Ks[64], Bs[8];
    int nw = bh_parse_list("1,2,4,8,16,32,64", Ws, 64, 1, 64);
    bool warps_given = false;
    int nk = bh_parse_list("1,2,4,8,16", Ks, 64, 1, 32);
    int nb = bh_parse_list("4,8,16", Bs, 8, 4, 16);
    for (int i = 1; i < argc; i++) {
        std::string a = argv[i];
        auto val = [&](const char *name) -> const char * {
            if (i + 1 >= argc) {
                fprintf(stderr, "lhsim-bench: %s needs a value\n", name);
                exit(2);
            }
            return argv[++i];
        };
        if (a == "--experiment") exp = val("--experiment");
        else if (a == "-o") out = val("-o");
        else if (a == "--warps") { warps_given = true; if ((nw = bh_parse_list(val("--warps"), Ws, 64, 1, 64)) < 0) { fprintf(stderr, "lhsim-bench: bad --warps\n"); return 2; } }
        else if (a == "--ilp") { if ((nk = bh_parse_list(val("--ilp"), Ks, 64, 1, 32)) < 0) { fprintf(stderr, "lhsim-bench: bad --ilp\n"); return 2; } }
        else if (a == "--width") { if ((nb = bh_parse_list(val("--width"), Bs, 8, 4, 16)) < 0) { fprintf(stderr, "lhsim-bench: bad --width\n"); return 2; } }
        else if (a == "--reps") { int r[1]; if (bh_parse_list(val("--reps"), r, 1, 1, 100) != 1) { fprintf(stderr, "lhsim-bench: bad --reps\n"); return 2; } g_reps = r[0]; }
        else if (a == "--commit") bh_csv_field(val("--commit"), g_commit, sizeof g_commit);
        else if (a == "--stream-gib") { // whole GiB a stream launch reads; the array grows to hold them
            int r[1];
            if (bh_parse_list(val("--stream-gib"), r, 1, 1, 64) != 1) { fprintf(stderr, "lhsim-bench: bad --stream-gib (1..64)\n"); return 2; }
            g_stream_bytes = (uint64_t)r[0] << 30;
            if (g_stream_bytes > g_a_bytes) g_a_bytes = g_stream_bytes;
        }
        else if (a == "--help" || a == "-h") { usage(stdout); return 0; }
        else { fprintf(stderr, "lhsim-bench: unknown option '%s'\n", argv[i]); usage(stderr); return 2; }
    }
    if (!exp) { usage(stderr); return 2; }
    int ndev = 0;
    if (cudaGetDeviceCount(&ndev) != cudaSuccess || ndev == 0) {
        fprintf(stderr, "lhsim-bench: no CUDA device\n");
        return 77;
    }
    CK(cudaGetDeviceProperties(&P, 0));
    bh_csv_field(P.name, g_dev, sizeof g_dev);
    CK(cudaDriverGetVersion(&g_driver));
    CK(cudaRuntimeGetVersion(&g_runtime));
    time_t now = time(nullptr);
    strftime(g_date, sizeof g_date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    measure_clock();
    std::string tmp;
    if (out) {
        tmp = std::string(out) + ".tmp";
        g_out = fopen(tmp.c_str(), "w");
        if (!g_out) { perror(out); return 1; }
    } else g_out = stdout;
    std::string e = exp;
    if (e == "props") exp_props();
    else if (e == "place") exp_place(Ws, nw);
    else if (e == "stburst") exp_stburst(Ws, nw);
    else if (e == "arrive") exp_arrive(Ws, nw, Ks, nk);
    else if (e == "linelat") { // the histogram beside -o's file: X.csv -> X-hist.csv
        std::string h = out ? out : "linelat.csv";
        if (h.size() > 4 && h.compare(h.size() - 4, 4, ".csv") == 0) h.resize(h.size() - 4);
        exp_linelat(h + "-hist.csv");
    }
    else if (e == "linemap") { // its raw steps and histogram beside -o's file: X.csv -> X-raw.csv, X-hist.csv
        std::string h = out ? out : "linemap.csv";
        if (h.size() > 4 && h.compare(h.size() - 4, 4, ".csv") == 0) h.resize(h.size() - 4);
        exp_linemap(h);
    }
    else if (e == "fmaw") exp_fmaw(Ws, nw);
    else if (e == "stld") exp_stld();
    else if (e == "lrcpair") exp_lrcpair();
    else if (e == "fmat") exp_fmat(Ws, nw, out ? (std::string(out) + ".raw.csv").c_str() : "fmat.raw.csv");
    else if (e == "occupancy") exp_occupancy();
    else {
        header();
        if (e == "latency") exp_latency();
        else if (e == "chase") exp_chase(Ws, nw, Ks, nk);
        else if (e == "stream") exp_stream(Ws, nw, Ks, nk, Bs, nb);
        else if (e == "copy") exp_copy();
        else if (e == "reread") exp_reread(Ws, nw);
        else if (e == "rereadk") exp_rereadk(Ws, nw, Ks, nk);
        else if (e == "strided") exp_strided(Ws, nw);
        else if (e == "store") exp_store(Ws, nw);
        else if (e == "storek") exp_storek(Ws, nw, Ks, nk);
        else if (e == "storekm") exp_storekm(Ws, nw, Ks, nk);
        else if (e == "storekc") exp_storekm(Ws, nw, Ks, nk, true);
        else if (e == "storeb") exp_storeb(Ws, nw, Ks, nk);
        else if (e == "storekd") exp_storekd(Ws, nw, Ks, nk);
        else if (e == "storekp") exp_storekp(Ws, nw);
        else if (e == "storesy") exp_storesy(Ws, nw, Ks, nk);
        else if (e == "transpose") exp_transpose(Ws, nw, Ks, nk);
        else if (e == "linecopy") exp_linecopy(Ws, nw, Ks, nk);
        else if (e == "copyprobe") exp_copyprobe(Ws, nw, Ks, nk);
        else if (e == "copyprobe2") exp_copyprobe2(Ws, nw, Ks, nk);
        else if (e == "loadpair") exp_loadpair<0>(Ws, nw);
        else if (e == "copypair") exp_loadpair<1>(Ws, nw);
        else if (e == "loadtail") exp_loadtail<0>(Ws, nw);
        else if (e == "copytail") exp_loadtail<1>(Ws, nw);
        else if (e == "storetail") exp_storetail(Ws, nw);
        else if (e == "rwlat") { // the per-SM figures beside -o's file: X.csv -> X-sm.csv
            std::string h = out ? out : "rwlat.csv";
            if (h.size() > 4 && h.compare(h.size() - 4, 4, ".csv") == 0) h.resize(h.size() - 4);
            exp_rwlat(Ws, nw, h + "-sm.csv");
        }
        else if (e == "rwlatk" || e == "rwlatks") { // likewise; rwlatks: the background's warps started apart
            std::string h = out ? out : e + ".csv";
            if (h.size() > 4 && h.compare(h.size() - 4, 4, ".csv") == 0) h.resize(h.size() - 4);
            exp_rwlatk(Ws, nw, Ks, nk, h + "-sm.csv", e == "rwlatks");
        }
        else if (e == "rwlath") { // likewise; the full backgrounds' in X-full-sm.csv
            std::string h = out ? out : "rwlath.csv";
            if (h.size() > 4 && h.compare(h.size() - 4, 4, ".csv") == 0) h.resize(h.size() - 4);
            exp_rwlath(Ws, nw, h + "-sm.csv");
        }
        else if (e == "rwlatl2") { // likewise
            std::string h = out ? out : "rwlatl2.csv";
            if (h.size() > 4 && h.compare(h.size() - 4, 4, ".csv") == 0) h.resize(h.size() - 4);
            exp_rwlatl2(Ws, nw, h + "-sm.csv");
        }
        else if (e == "seqlat") exp_seqlat();
        else if (e == "l2passes") exp_l2passes(Ws, nw, warps_given);
        else if (e == "rereadtail") exp_rereadtail(Ws, nw, warps_given);
        else if (e == "l1rate") exp_l1rate(Ws, nw, warps_given);
        else if (e == "rereadb") exp_rereadb(Ws, nw);
        else if (e == "ratomf") exp_ratomf(Ws, nw);
        else if (e == "scatrd") exp_scatrd(Ws, nw);
        else if (e == "chasefoot") exp_chasefoot();
        else if (e == "copyk") exp_copyk(Ws, nw, Ks, nk);
        else if (e == "copyw") exp_copyw(Ws, nw, Ks, nk);
        else if (e == "storew") exp_storew(Ws, nw, Ks, nk);
        else if (e == "storewsm") exp_storewsm(Ws, nw);
        else if (e == "babelv") exp_babelv(Ws, nw);
        else if (e == "babeln") exp_babeln(Ws, nw);
        else if (e == "readn") exp_readn(Ws, nw);
        else if (e == "copyrw") exp_copyrw(Ws, nw);
        else if (e == "copyl2w") exp_copyl2w(Ws, nw);
        else if (e == "copyl2wp") exp_copyl2wp(Ws, nw);
        else if (e == "copyl2wn") exp_copyl2wn(Ws, nw);
        else if (e == "copyl2wr") exp_copyl2wr(Ws, nw);
        else if (e == "copyoff") exp_copyoff(Ws, nw);
        else if (e == "copyalign") exp_copyalign(Ws, nw);
        else if (e == "babela") exp_babela(Ws, nw);
        else if (e == "babelal") exp_babelal(Ws, nw);
        else if (e == "readoff") exp_readoff("readoff", Ws, nw, 1024 * 65536);
        else if (e == "readoffl2") exp_readoff("readoffl2", Ws, nw, 8 * 65536);
        else if (e == "scatn") exp_scatn(Ws, nw);
        else if (e == "ratom") exp_ratom(Ws, nw);
        else if (e == "fma") exp_fma(Ws, nw);
        else if (e == "axpy") exp_axpy(Ws, nw, Ks, nk);
        else if (e == "launch") exp_launch();
        else if (e == "babel") exp_babel(Ws, nw);
        else if (e == "mix") exp_mix(Ws, nw);
        else if (e == "mixl2") exp_mixl2(Ws, nw);
        else if (e == "random") exp_random(Ws, nw);
        else if (e == "fmau") exp_fmau(Ws, nw);
        else if (e == "rsec") exp_rsec(Ws, nw);
        else if (e == "rcap") exp_rcap(Ws, nw);
        else if (e == "rl1") exp_rl1(Ws, nw);
        else if (e == "rl1p") exp_rl1p(Ws, nw);
        else if (e == "babelpad") exp_babelpad(Ws, nw);
        else { fprintf(stderr, "lhsim-bench: unknown experiment '%s'\n", exp); return 2; }
    }
    if (out) {
        if (fclose(g_out) != 0 || rename(tmp.c_str(), out) != 0) { perror(out); return 1; }
    }
    return 0;
}
