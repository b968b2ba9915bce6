// families14.cuh -- included by bench.cu after families13.cuh.
//
//  - l2passes: how much of a footprint just above L2's size does L2 keep from
//    one pass over it to the next?  Nsight Compute saw the float4 re-read
//    (k_reread, 4 loads a thread) hit L2 for 0.59-0.64 of its sectors over
//    64 MiB (two layouts) and 0.05-0.16 over 128 MiB (results/h200/
//    ncu-reread), where lhsim's L2 keeps gaining hits for milliseconds
//    (results/h200/cliff36).  Here k_rereadn<4> (k_reread's loop, any
//    footprint) at each --warps W (16 if not given) runs exactly P passes
//    over F bytes (32-160 MiB; P = 1, 2, 4, 8, 16, 64: the last pass
//    rounded up to whole iterations, the passes column exact) in one launch:
//      cold  each timed launch after k_l2flush has read 512 MiB elsewhere, so
//            that it starts with none of F in L2;
//      warm  each timed launch after one of the same passes, no flush.
//    ns_per_step is ns a pass: pass 1 of a cold launch comes from DRAM, and
//    how the later passes' time falls with P says what L2 keeps of them.
//    Verified as the re-read is (every element 1: the threads' sums).

// k_reread's loop with a footprint of any multiple of 16 B: each of the K
// loads keeps its index and wraps it by one subtraction (the stride, K x the
// threads, is below the footprint), where k_reread masks (a power of two:
// with another size its mask leaves holes, results/h200/ncu-reread/README.md)
// the loop itself (k_rereadn, and k_rereadt with its warps' stamps): the
// threads' sum over iters iterations
template <int K> __device__ __forceinline__ uint32_t rereadn_loop(const uint4 *__restrict__ a, uint64_t n, uint64_t iters)
{
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x, step = K * nthreads % n;
    uint64_t idx[K];
#pragma unroll
    for (int k = 0; k < K; k++) idx[k] = (blockIdx.x * (uint64_t)blockDim.x + threadIdx.x + k * nthreads) % n;
    uint32_t acc = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++) {
        uint4 v[K];
#pragma unroll
        for (int k = 0; k < K; k++) v[k] = a[idx[k]];
#pragma unroll
        for (int k = 0; k < K; k++) {
            idx[k] += step;
            idx[k] = idx[k] >= n ? idx[k] - n : idx[k];
        }
#pragma unroll
        for (int k = K - 1; k >= 0; k--) acc += v[k].x + v[k].y + v[k].z + v[k].w;
    }
    return acc;
}

template <int K>
__global__ void __launch_bounds__(128, 1) k_rereadn(const uint4 *__restrict__ a, uint64_t n,
                                                    uint64_t iters, uint32_t *out, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint32_t acc = rereadn_loop<K>(a, n, iters);
    out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

__global__ void k_l2flush(const uint4 *__restrict__ a, uint64_t n, uint32_t *out)
{
    uint32_t acc = 0;
    for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < n; i += (uint64_t)gridDim.x * blockDim.x) {
        uint4 v = a[i];
        acc += v.x ^ v.w;
    }
    if (acc == 0x9e3779b9u) out[0] = acc; // never true for ones: keeps the loads
}

static void l2passes_point(int W, uint64_t foot, int passes, bool warm)
{
    Layout L = layout_for(W, k_rereadn<4>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t per_iter = threads * 4 * 16;
    uint64_t iters = ((uint64_t)passes * foot + per_iter - 1) / per_iter;
    uint32_t *d_out;
    unsigned *d_cnt;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    uint64_t n = foot / 16;
    int grid = sms * L.blocks, block = L.wpb * 32;
    const uint4 *far = (const uint4 *)((const char *)g_a + (1ULL << 30)); // 1 GiB on: never F
    uint64_t far_n = (512ULL << 20) / 16;
    std::vector<double> t;
    int launches = 0;
    for (int r = 0; r < g_reps; r++) {
        if (warm) {
            k_rereadn<4><<<grid, block, L.smem>>>((const uint4 *)g_a, n, iters, d_out, d_cnt);
            launches++;
        } else {
            k_l2flush<<<sms * 8, 256>>>(far, far_n, d_out);
        }
        CKL();
        t.push_back(launch_ms([&] { k_rereadn<4><<<grid, block, L.smem>>>((const uint4 *)g_a, n, iters, d_out, d_cnt); }));
        launches++;
    }
    Stats s = stats(t);
    std::vector<uint32_t> h(threads);
    CK(cudaMemcpy(h.data(), d_out, threads * 4, cudaMemcpyDeviceToHost));
    uint64_t sum = 0;
    for (uint32_t v : h) sum += v;
    bool ok = sum == (uint64_t)threads * iters * 4 * 4 && check_sms(d_cnt, L.blocks, launches);
    double bytes = (double)per_iter * iters, exact = bytes / (double)foot;
    char note[96];
    snprintf(note, sizeof note, "footprint=%llu;passes=%.4f;mode=%s", (unsigned long long)foot, exact,
             warm ? "warm" : "cold");
    row("l2passes", "k_rereadn", W, 4, 16, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / exact, 0, ok, note);
    fprintf(stderr, "l2passes W=%2d %4llu MiB %6.2f passes %s: %8.1f GB/s %s\n", W,
            (unsigned long long)(foot >> 20), exact, warm ? "warm" : "cold", bytes / (s.med * 1e-3) / 1e9,
            ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
}

static void exp_l2passes(const int *Ws, int nw, bool given)
{
    alloc_a();
    static const int one[] = {16};
    if (!given) Ws = one, nw = 1;
    static const uint64_t mib[] = {32, 48, 64, 80, 96, 112, 128, 160};
    static const int passes[] = {1, 2, 4, 8, 16, 64};
    for (int a = 0; a < nw; a++)
        for (uint64_t m : mib)
            for (int p : passes)
                for (int warm = 0; warm < 2; warm++) l2passes_point(Ws[a], m << 20, p, warm != 0);
}
