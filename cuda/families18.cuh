// families18.cuh -- included by bench.cu after families17.cuh.
//
//  - rereadb: the float4 re-read (k_reread's loop, K = 4 loads a thread) with
//    one block of W warps on each SM, and L1's size chosen apart from W.
//    The family's re-read (reread) runs W/4 blocks of 4 warps an SM, with as
//    much shared memory as keeps exactly that many: L1 is then 92 KiB at 8
//    warps, 60 at 16 and 28 at 32, so W and L1's size move together, and the
//    hardware places the blocks over the SMs its own way (results/h200/place:
//    an SM's blocks are not neighbours in the grid).  Here every SM holds one
//    block (116 KiB of shared memory: two would not fit), its warps
//    neighbours in the grid as lhsim lays them out, and the carve-out
//    preference sets L1 to 28, 60, 92 or 124 KiB (shared memory 228, 196,
//    164, 132 KiB of the SM's 256).  Two questions of the re-read's L2 rows:
//    does L1's size bound what 32 warps get from L2 (lhsim: no, 10.3-10.4
//    TB/s at any size, 6-21% above the family's 32-warp rows over 8-64 MiB,
//    fit-families/start46/lofo), and does L1 still
//    serve 10-24% of the loads at 16-32 warps over 1-16 MiB (ncu-reread) when
//    an SM's warps are neighbours (lhsim's L1 serves none)?  Nsight Compute's
//    launch__shared_mem_config_size gives the carve-out the driver took.

template <int K>
__global__ void __launch_bounds__(1024, 1) k_rereadb(const uint4 *__restrict__ a, uint64_t mask,
                                                     uint64_t iters, uint32_t *out, unsigned *cnt)
{
    extern __shared__ char pad[];
    (void)pad;
    reread_loop<K>(a, mask, iters, out, cnt); // k_reread's loop (families.cuh)
}

// W warps in one block an SM, L1 of l1_kib (the rest of the SM's 256 KiB
// shared memory); foot a power of two (the index wraps by a mask)
template <int K> static void rereadb_point(int W, uint64_t foot, int l1_kib)
{
    const int smem = 116 * 1024; // dynamic; with the 1 KiB reserved, two blocks never fit
    int carve_kib = 256 - l1_kib;
    /* a percentage of the 228 KiB shared memory can take, rounded down: the driver
     * takes the smallest carve-out holding it (86% would be 196.1 KiB: 228) */
    int pct = carve_kib * 100 / 228;
    CK(cudaFuncSetAttribute(k_rereadb<K>, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
    CK(cudaFuncSetAttribute(k_rereadb<K>, cudaFuncAttributePreferredSharedMemoryCarveout, pct));
    int occ = 0;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, k_rereadb<K>, W * 32, smem));
    if (occ != 1) {
        fprintf(stderr, "rereadb W=%d: %d blocks an SM, not 1; skipped\n", W, occ);
        return;
    }
    char extra[128];
    snprintf(extra, sizeof extra, ";l1_kib=%d;carveout_pct=%d;smem_per_sm=%d;block_warps=%d", l1_kib, pct,
             smem + (int)P.reservedSharedMemPerBlock, W);
    reread_row<K>("rereadb", "k_rereadb", W, foot, 1, extra,
                  [&](uint64_t mask, uint64_t iters, uint32_t *d_out, unsigned *d_cnt) {
                      k_rereadb<K><<<P.multiProcessorCount, W * 32, smem>>>((const uint4 *)g_a, mask, iters,
                                                                              d_out, d_cnt);
                  });
}

static void exp_rereadb(const int *Ws, int nw)
{
    alloc_a();
    static const uint64_t feet[] = {1ULL << 20, 4ULL << 20, 16ULL << 20, 1ULL << 30};
    static const int l1s[] = {28, 60, 92, 124};
    for (int a = 0; a < nw; a++)
        for (uint64_t f : feet)
            for (int l1 : l1s) rereadb_point<4>(Ws[a], f, l1);
}

//  - ratomf: ratom's random aligned blocks (families5.cuh) over footprints from
//    twice L2 to 4 GiB: whole lines and single sectors stored, whole lines
//    loaded.  Random 4 B scatters over 48 MiB have L2 write back 56 G sectors
//    a second (results/h200/writes: 0.75 a store at 300 GB/s), while random
//    whole-line stores over 1 GiB go at 27 G lines a second (ratom): does a
//    DRAM write cost less where the data it lands in is small (rows reopened)?
static void exp_ratomf(const int *Ws, int nw)
{
    alloc_a();
    static const uint64_t feet[] = {128ULL << 20, 256ULL << 20, 512ULL << 20, 1ULL << 30, 4ULL << 30};
    for (int k = 0; k < nw; k++)
        for (uint64_t f : feet) {
            ratom_point<0, 128>(Ws[k], f);
            ratom_point<0, 32>(Ws[k], f);
            ratom_point<1, 128>(Ws[k], f);
        }
}
