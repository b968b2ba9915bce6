// families5.cuh -- what L2 and DRAM do with writes (included by bench.cu).
//
//  - scatn: random 4 B scatters (as k_random<0>) over a footprint of any
//    size (word (h * n) >> 32 of a 32-bit hash h, as rcap), so the curve
//    between L2-resident and DRAM-resident can be drawn finely: how much
//    dirty data L2 keeps (with Nsight Compute's DRAM sectors read and
//    written per store, cuda/run_writes.sh).
//  - ratom: random aligned blocks of G bytes (G = 32, 64, 128, 256), each
//    read or written whole by G / 16 lanes of 16 B, 4 independent blocks per
//    thread an iteration: what an access of each size costs DRAM (reads
//    against writes, a write of part of a 64 B fetch against whole ones).

__global__ void __launch_bounds__(128, 1) k_scatn(uint32_t *__restrict__ a, uint32_t n, uint64_t iters,
                                                  unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += 4 * nthreads) {
#pragma unroll
        for (int k = 0; k < 4; k++) a[((uint64_t)mix32(i + k * nthreads) * n) >> 32] = (uint32_t)it;
    }
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

static void scatn_point(int W, uint64_t foot)
{
    Layout L = layout_for(W, k_scatn, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    double per_iter = (double)threads * 4 * 4;
    uint64_t iters = std::max<uint64_t>(1, (uint64_t)(2e-3 / (threads * 4 * 32.0 / 3.0e12)));
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_scatn<<<grid, block, L.smem>>>(g_a, (uint32_t)(foot / 4), iters, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = per_iter * iters;
    char note[64];
    snprintf(note, sizeof note, "footprint=%llu", (unsigned long long)foot);
    row("scatn", "k_scatn", W, 4, 4, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters,
        0, ok, note);
    fprintf(stderr, "scatn W=%2d %7.1f MiB: %8.1f GB/s useful %s\n", W, foot / 1048576.0,
            bytes / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
}

static void exp_scatn(const int *Ws, int nw)
{
    alloc_a();
    static const int mib[] = {16, 24, 32, 40, 48, 56, 64, 80, 96, 128, 192, 256};
    for (int k = 0; k < nw; k++)
        for (int m : mib) scatn_point(Ws[k], (uint64_t)m << 20);
}

// lanes in groups of G / 16 share one random G-aligned block of the footprint
// (mask + 1 blocks); lane j of a group reads or writes 16 B at block + 16 j
template <int LOAD, int G>
__global__ void __launch_bounds__(128, 1) k_ratom(uint32_t *__restrict__ a, uint64_t mask, uint64_t iters,
                                                  uint32_t *out, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    constexpr int LPG = G / 16; // lanes a group
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    uint32_t acc = 0;
    char *base = (char *)a + (threadIdx.x % LPG) * 16;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += 4 * nthreads) {
        uint32_t v[4];
#pragma unroll
        for (int k = 0; k < 4; k++) {
            uint64_t blk = mix32(((i / LPG) << 2) + k) & mask; // a group's key, unique per access
            char *p = base + blk * G;
            if (LOAD) { uint4 x = *(const uint4 *)p; v[k] = x.x + x.y + x.z + x.w; }
            else *(uint4 *)p = make_uint4((uint32_t)it, 1u, 1u, 1u);
        }
        if (LOAD) acc += v[0] + v[1] + v[2] + v[3];
    }
    if (LOAD) out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

template <int LOAD, int G> static void ratom_point(int W, uint64_t foot)
{
    Layout L = layout_for(W, k_ratom<LOAD, G>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t mask = foot / G - 1;
    double per_iter = (double)threads * 4 * 16; // useful bytes
    uint64_t iters = std::max<uint64_t>(1, (uint64_t)(2e-3 / (per_iter / 3.0e12)));
    uint32_t *d_out;
    unsigned *d_cnt;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_ratom<LOAD, G><<<grid, block, L.smem>>>(g_a, mask, iters, d_out, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    if (LOAD) { // every word is 1: thread 0 sums 4 words per access, 4 per iteration
        uint32_t got;
        CK(cudaMemcpy(&got, d_out, 4, cudaMemcpyDeviceToHost));
        ok = ok && got == (uint32_t)(16 * iters);
    }
    double bytes = per_iter * iters;
    char note[80], kname[32];
    snprintf(note, sizeof note, "footprint=%llu;op=%s;block_bytes=%d", (unsigned long long)foot,
             LOAD ? "load" : "store", G);
    snprintf(kname, sizeof kname, "k_ratom<%d,%d>", LOAD, G);
    row("ratom", kname, W, 4, 16, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters,
        0, ok, note);
    fprintf(stderr, "ratom %s G=%3d W=%2d %10llu KiB: %8.1f GB/s, %6.2f G blocks/s %s\n",
            LOAD ? "load " : "store", G, W, (unsigned long long)(foot >> 10), bytes / (s.med * 1e-3) / 1e9,
            bytes / G / (s.med * 1e-3) / 1e9, ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
    if (!LOAD) {
        k_fill<<<P.multiProcessorCount * 8, 256>>>(g_a, g_a_bytes / 4, 1u);
        CKL();
        CK(cudaDeviceSynchronize());
    }
}

static void exp_ratom(const int *Ws, int nw)
{
    alloc_a();
    for (int k = 0; k < nw; k++)
        for (uint64_t f : {8ULL << 20, 1ULL << 30}) {
            ratom_point<1, 32>(Ws[k], f);
            ratom_point<1, 64>(Ws[k], f);
            ratom_point<1, 128>(Ws[k], f);
            ratom_point<1, 256>(Ws[k], f);
            ratom_point<0, 32>(Ws[k], f);
            ratom_point<0, 64>(Ws[k], f);
            ratom_point<0, 128>(Ws[k], f);
            ratom_point<0, 256>(Ws[k], f);
        }
}
