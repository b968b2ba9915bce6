// families15.cuh -- included by bench.cu after families14.cuh.
//
//  - rereadtail: do the float4 re-read's warps drift apart when part of its
//    footprint stays in L2?  l2passes (results/h200/l2passes) saw the H200
//    get no L2 hits for the first passes over 64-160 MiB and hits build up
//    over tens of passes; lhsim's warps (--launch-iters) finish within 3% of
//    each other over 16 MiB or 1 GiB but spread over 20% at 64 MiB, where
//    warps that hit run ahead and hit more.  k_rereadt: k_rereadn<4>'s loop
//    with each warp's start, end, SM and slot (stamp_warp, as loadtail), over
//    32, 64, 96, 128 MiB and 1 GiB, P = 16 and 64 passes a launch, each timed
//    launch after the same launch (warm); the note sums up the last one's
//    ends (tail_note).  --warps: default 16,32.

template <int K>
__global__ void __launch_bounds__(128, 1) k_rereadt(const uint4 *__restrict__ a, uint64_t n, uint64_t iters,
                                                    uint32_t *out, unsigned long long *times, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    unsigned long long t0 = gtimer();
    uint32_t acc = rereadn_loop<K>(a, n, iters);
    uint64_t gt = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    out[gt] = acc;
    unsigned long long t1 = gtimer();
    if (threadIdx.x % 32 == 0) stamp_warp(times + gt / 32 * 4, t0, t1);
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

static void rereadtail_point(int W, uint64_t foot, int passes)
{
    Layout L = layout_for(W, k_rereadt<4>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32, nwarps = threads / 32;
    uint64_t per_iter = threads * 4 * 16;
    uint64_t iters = ((uint64_t)passes * foot + per_iter - 1) / per_iter;
    uint32_t *d_out;
    unsigned *d_cnt;
    unsigned long long *d_t;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    CK(cudaMalloc(&d_t, nwarps * 4 * 8));
    uint64_t n = foot / 16;
    int grid = sms * L.blocks, block = L.wpb * 32;
    // time_launch: one untimed launch, then g_reps timed ones, each after the last (warm)
    Stats s = time_launch([&] { k_rereadt<4><<<grid, block, L.smem>>>((const uint4 *)g_a, n, iters, d_out, d_t, d_cnt); });
    std::vector<unsigned long long> h(nwarps * 4); // the last launch's
    CK(cudaMemcpy(h.data(), d_t, 8 * h.size(), cudaMemcpyDeviceToHost));
    std::vector<uint32_t> o(threads);
    CK(cudaMemcpy(o.data(), d_out, threads * 4, cudaMemcpyDeviceToHost));
    uint64_t sum = 0;
    for (uint32_t v : o) sum += v;
    bool ok = sum == (uint64_t)threads * iters * 4 * 4 && check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = (double)per_iter * iters, exact = bytes / (double)foot;
    char note[512];
    int n0 = snprintf(note, sizeof note, "footprint=%llu;passes=%.4f;", (unsigned long long)foot, exact);
    tail_note(h, nwarps, sms, note + n0, sizeof note - n0);
    row("rereadtail", "k_rereadt", W, 4, 16, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / exact, 0, ok, note);
    fprintf(stderr, "rereadtail W=%2d %4llu MiB %6.2f passes: %8.1f GB/s %s %s\n", W,
            (unsigned long long)(foot >> 20), exact, bytes / (s.med * 1e-3) / 1e9, note, ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
    CK(cudaFree(d_t));
}

static void exp_rereadtail(const int *Ws, int nw, bool given)
{
    alloc_a();
    static const int two[] = {16, 32};
    if (!given) Ws = two, nw = 2;
    static const uint64_t mib[] = {32, 64, 96, 128, 1024};
    static const int passes[] = {16, 64};
    for (int a = 0; a < nw; a++)
        for (uint64_t m : mib)
            for (int p : passes) rereadtail_point(Ws[a], m << 20, p);
}
