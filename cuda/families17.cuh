// families17.cuh -- included by bench.cu after families16.cuh.
//
//  - l1rate: how many lines an SM's L1 serves a cycle when it holds them.
//    lhsim's LSU takes one line a cycle (sm.lsu_lines_per_cycle, an
//    assumption: 128 B/clk), and each SM gathering 4 B at random from its own
//    31 KiB moves 2998 GB/s on the H200 against lhsim's 1399 (rcap_own, 4 MiB,
//    8 warps: every line an L1 hit; results/h200/fit-families/lsu42).  Is the
//    limit lines, sectors or bytes?  k_l1rate<G, SP>: each warp load reads 32/G
//    random lines of its SM's own 16 KiB (128 lines, warmed into L1 by the
//    untimed launch), G lanes a line: contiguous words (SP = 0: one sector
//    for G <= 8, two for 16, four for 32) or one word in each of min(G, 4)
//    sectors (SP = 1); every lane reads its own bank's word (lane l word l,
//    or a permutation), so L1's 32 banks never conflict -- the first run
//    (results/h100/l1rate/run1) had every lane of G = 1 on word 0 of its line,
//    one bank, and measured that bank: one word a cycle.  Four independent
//    loads a thread an iteration.  The note gives lines and sectors a cycle
//    per SM at the SM clock the row records; `nvidia-smi` clocks before and
//    after as usual.

// a warp's lines: from the warp, the iteration, the load and the group, the same
// for every lane of a group
__device__ __forceinline__ uint32_t l1r_line(uint32_t w, uint32_t it, uint32_t grp)
{
    uint32_t x = w * 0x9E3779B9u ^ it * 0x85EBCA6Bu ^ grp * 0xC2B2AE35u;
    x ^= x >> 15;
    x *= 0x2C1B3C6Du;
    x ^= x >> 12;
    return x & 127u;
}

template <int G, int SP>
__global__ void __launch_bounds__(128, 1) k_l1rate(const uint32_t *__restrict__ a, uint64_t iters, uint32_t *out,
                                                    unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    const uint32_t *p = a + (uint64_t)smid() * 4096; // the SM's own 16 KiB
    const uint32_t lane = threadIdx.x & 31, grp = lane / G;
    /* the word in its line: lane l's own bank (l, or a permutation of 0-31),
     * so no two lanes meet in one of L1's 32 banks of 4 B; SP = 0 puts a
     * group's lanes on neighbouring words, SP = 1 on words a sector apart */
    const uint32_t off = SP ? (lane % 4) * 8 + lane / 4 : lane;
    const uint32_t w = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    uint32_t acc = 0;
#pragma unroll 1
    for (uint32_t it = 0; it < (uint32_t)iters; it++) {
        uint32_t v[4];
#pragma unroll
        for (int k = 0; k < 4; k++) v[k] = p[l1r_line(w, it * 4 + k, grp) * 32 + off];
        acc += v[0] + v[1] + v[2] + v[3];
    }
    out[blockIdx.x * (uint64_t)blockDim.x + threadIdx.x] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

template <int G, int SP> static void l1rate_point(int W)
{
    Layout L = layout_for(W, k_l1rate<G, SP>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    uint64_t iters = 4096; // 4 loads a thread each
    uint32_t *d_out;
    unsigned *d_cnt;
    CK(cudaMalloc(&d_out, threads * 4));
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    Stats s = time_launch([&] { k_l1rate<G, SP><<<grid, block, L.smem>>>(g_a, iters, d_out, d_cnt); });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    uint32_t got;
    CK(cudaMemcpy(&got, d_out, 4, cudaMemcpyDeviceToHost));
    ok = ok && got == (uint32_t)(4 * iters); // every word is 1 (fill_a)
    double loads = (double)threads / 32 * 4 * iters;                         // warp loads
    double lines = loads * (32 / G), secs = lines * (SP ? (G < 4 ? G : 4) : (G <= 8 ? 1 : G / 8));
    double cyc = s.med * 1e-3 * g_sm_mhz * 1e6 * sms; // SM cycles, all SMs
    double bytes = (double)threads * 4 * 4 * iters;
    char note[160];
    snprintf(note, sizeof note, "lanes_per_line=%d;spread=%d;lines_per_cycle=%.3f;sectors_per_cycle=%.3f;smem_per_sm=%d",
             G, SP, lines / cyc, secs / cyc, L.blocks * (L.smem + (int)P.reservedSharedMemPerBlock));
    row("l1rate", "k_l1rate", W, 4, 4, 16384.0 * sms, bytes, s, bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters, 0, ok,
        note);
    fprintf(stderr, "l1rate W=%2d G=%2d SP=%d: %8.1f GB/s, %.2f lines %.2f sectors a cycle an SM %s\n", W, G, SP,
            bytes / (s.med * 1e-3) / 1e9, lines / cyc, secs / cyc, ok ? "ok" : "WRONG");
    CK(cudaFree(d_out));
    CK(cudaFree(d_cnt));
}

static void exp_l1rate(const int *Ws, int nw, bool given)
{
    alloc_a();
    static const int dflt[] = {4, 8, 16, 32};
    if (!given) Ws = dflt, nw = 4;
    for (int a = 0; a < nw; a++) {
        l1rate_point<1, 0>(Ws[a]);
        l1rate_point<2, 0>(Ws[a]);
        l1rate_point<4, 0>(Ws[a]);
        l1rate_point<8, 0>(Ws[a]);
        l1rate_point<16, 0>(Ws[a]);
        l1rate_point<32, 0>(Ws[a]);
        l1rate_point<2, 1>(Ws[a]);
        l1rate_point<4, 1>(Ws[a]);
        l1rate_point<8, 1>(Ws[a]);
    }
}
