// families19.cuh -- included by bench.cu after families18.cuh.
//
//  - scatrd: random 4 B stores (k_scatn's, 4 a thread an iteration) over A
//    bytes beside M random 4 B loads from a 1 GiB array L2 cannot hold.  The
//    scatters over 56-64 MiB slow from 300 to 97-147 GB/s as the first DRAM
//    reads come among L2's write-backs (results/h200/writes: 0.10-0.38
//    sectors read a store), as if a read cost DRAM about seven written
//    sectors; lhsim charges a read a 4 ns turnaround (memory.rw_turnaround_ns)
//    and is 28-54% fast over 64 MiB.  Here the reads are set apart from the
//    write-backs: over 16 MiB the stores stay in L2 (no write-backs), over 48
//    MiB L2 writes back about 0.75 sectors a store and reads nothing back, over
//    64 MiB it reads some back too; M = 0, 1, 2, 4 loads an iteration, and the
//    loads alone (no stores) as the control.  The loads' sum goes to out
//    (never equal to the sentinel, so never written, but the compiler cannot
//    drop them).

template <int M, bool ST>
__global__ void __launch_bounds__(128, 1) k_scatrd(uint32_t *__restrict__ a, uint32_t n,
                                                   const uint32_t *__restrict__ b, uint32_t nb,
                                                   uint64_t iters, uint32_t *out, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    uint64_t nthreads = (uint64_t)gridDim.x * blockDim.x;
    uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    uint32_t acc = 0;
#pragma unroll 1
    for (uint64_t it = 0; it < iters; it++, i += 4 * nthreads) {
        if (ST) {
#pragma unroll
            for (int k = 0; k < 4; k++) a[((uint64_t)mix32(i + k * nthreads) * n) >> 32] = (uint32_t)it;
        }
#pragma unroll
        for (int k = 0; k < M; k++) acc += b[((uint64_t)mix32(~(i + k * nthreads)) * nb) >> 32];
    }
    if (acc == 0xdeadbeefu) out[0] = acc;
    if (threadIdx.x == 0) atomicAdd(&cnt[smid()], 1u);
}

template <int M, bool ST> static void scatrd_point(int W, uint64_t foot)
{
    const uint64_t bfoot = 1ULL << 30, boff = 2ULL << 30; // the loads' 1 GiB, 2 GiB into the array
    Layout L = layout_for(W, k_scatrd<M, ST>, 4);
    if (!L.blocks) return;
    int sms = P.multiProcessorCount;
    uint64_t threads = (uint64_t)sms * W * 32;
    double per_iter = (double)threads * 4 * ((ST ? 4 : 0) + M); // useful bytes: stored and loaded
    // about 2 ms at 100 GB/s useful
    uint64_t iters = std::max<uint64_t>(1, (uint64_t)(2e-3 * 100e9 / per_iter));
    unsigned *d_cnt;
    uint32_t *d_out;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMalloc(&d_out, 4));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks, block = L.wpb * 32;
    const uint32_t *bb = (const uint32_t *)((const char *)g_a + boff);
    Stats s = time_launch([&] {
        k_scatrd<M, ST><<<grid, block, L.smem>>>(g_a, (uint32_t)(foot / 4), bb, (uint32_t)(bfoot / 4), iters, d_out,
                                                 d_cnt);
    });
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    double bytes = per_iter * iters;
    char kern[32], note[96];
    snprintf(kern, sizeof kern, "k_scatrd<%d %d>", M, ST ? 1 : 0);
    snprintf(note, sizeof note, "footprint=%llu;loads=%d;stores=%d;load_footprint=%llu", (unsigned long long)foot, M,
             ST ? 4 : 0, (unsigned long long)bfoot);
    row("scatrd", kern, W, M, 4, (double)foot, bytes, s, bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters, 0, ok,
        note);
    fprintf(stderr, "scatrd W=%2d %6.1f MiB M=%d st=%d: %8.1f GB/s useful (%.2f ns an iteration) %s\n", W,
            foot / 1048576.0, M, ST ? 1 : 0, bytes / (s.med * 1e-3) / 1e9, s.med * 1e6 / iters, ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    CK(cudaFree(d_out));
}

static void exp_scatrd(const int *Ws, int nw)
{
    alloc_a();
    static const int mib[] = {16, 48, 64};
    for (int k = 0; k < nw; k++) {
        scatrd_point<4, false>(Ws[k], 16ULL << 20);
        for (int m : mib) {
            uint64_t f = (uint64_t)m << 20;
            scatrd_point<0, true>(Ws[k], f);
            scatrd_point<1, true>(Ws[k], f);
            scatrd_point<2, true>(Ws[k], f);
            scatrd_point<4, true>(Ws[k], f);
        }
    }
}
