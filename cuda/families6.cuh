// families6.cuh -- where the blocks of a launch land (included by bench.cu).
//
//  - place: for W warps per SM (blocks of 4 warps, exactly W / 4 blocks an SM
//    through the shared-memory layout every family uses), each block writes
//    the SM it runs on, at its start; three launches each.  A grid-stride
//    kernel's warps share lines in an SM's L1 only if blocks whose positions
//    coincide land on the same SM: lhsim assumes SM s holds the grid's warps
//    s x W .. s x W + W - 1, and this is what the H200 does instead.

__global__ void __launch_bounds__(128, 1) k_place(unsigned *where)
{
    extern __shared__ char pad[];
    (void)pad;
    if (threadIdx.x == 0) where[blockIdx.x] = smid();
}

static void exp_place(const int *Ws, int nw)
{
    fprintf(g_out, "experiment,device,warps_per_sm,warps_per_block,blocks_per_sm,smem_per_block,launch,block,"
                   "smid,date,commit\n");
    int sms = P.multiProcessorCount;
    for (int a = 0; a < nw; a++) {
        Layout L = layout_for(Ws[a], k_place, 4);
        if (!L.blocks) continue;
        int grid = sms * L.blocks;
        unsigned *d;
        CK(cudaMalloc(&d, 4 * (size_t)grid));
        std::vector<unsigned> h((size_t)grid);
        for (int r = 0; r < 3; r++) {
            CK(cudaMemset(d, 0xff, 4 * (size_t)grid));
            k_place<<<grid, L.wpb * 32, L.smem>>>(d);
            CKL();
            CK(cudaDeviceSynchronize());
            CK(cudaMemcpy(h.data(), d, 4 * (size_t)grid, cudaMemcpyDeviceToHost));
            std::vector<int> per(sms, 0);
            for (int b = 0; b < grid; b++) {
                fprintf(g_out, "place,%s,%d,%d,%d,%d,%d,%d,%u,%s,%s\n", g_dev, Ws[a], L.wpb, L.blocks, L.smem, r, b,
                        h[b], g_date, g_commit);
                if (h[b] < (unsigned)sms) per[h[b]]++;
            }
            int lo = grid, hi = 0;
            for (int s = 0; s < sms; s++) lo = std::min(lo, per[s]), hi = std::max(hi, per[s]);
            fprintf(stderr, "place W=%2d launch %d: %d blocks, %d..%d an SM\n", Ws[a], r, grid, lo, hi);
        }
        CK(cudaFree(d));
    }
}
