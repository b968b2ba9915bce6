// families9.cuh -- the tiled transpose (included by bench.cu).
//
//  - transpose: the textbook transpose through shared memory (a 32 x 33 tile
//    of 4 B words, blocks of 32 x TY threads, each thread 32/TY rows), made
//    persistent: each block walks the N x N matrix's tiles grid-stride.  A
//    tile: 32/TY coalesced 128 B loads a warp from rows of `in` (N x 4 B
//    apart), a barrier, 32/TY coalesced stores a warp to rows of `out`, a
//    barrier (the tile is not overwritten before every warp has read it).
//    Useful bytes: N^2 x 4 read + N^2 x 4 written a launch.  The tile is the
//    dynamic shared memory, padded so that exactly W / TY blocks fit per SM.

__global__ void k_iota(uint32_t *a, uint64_t n)
{
    for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < n; i += (uint64_t)gridDim.x * blockDim.x)
        a[i] = (uint32_t)i;
}

template <int TY>
__global__ void __launch_bounds__(32 * TY) k_transpose(uint32_t *__restrict__ out, const uint32_t *__restrict__ in,
                                                     int n, unsigned *cnt)
{
    extern __shared__ uint32_t tile[]; /* [32][33] */
    const int tiles_x = n / 32;
    const long ntiles = (long)tiles_x * tiles_x;
#pragma unroll 1
    for (long t = blockIdx.x; t < ntiles; t += gridDim.x) {
        int bx = (int)(t % tiles_x), by = (int)(t / tiles_x);
        int x = bx * 32 + threadIdx.x, y = by * 32 + threadIdx.y;
#pragma unroll
        for (int j = 0; j < 32; j += TY) tile[(threadIdx.y + j) * 33 + threadIdx.x] = in[(size_t)(y + j) * n + x];
        __syncthreads();
        x = by * 32 + threadIdx.x;
        y = bx * 32 + threadIdx.y;
#pragma unroll
        for (int j = 0; j < 32; j += TY) out[(size_t)(y + j) * n + x] = tile[threadIdx.x * 33 + threadIdx.y + j];
        __syncthreads();
    }
    if (threadIdx.x == 0 && threadIdx.y == 0) atomicAdd(&cnt[smid()], 1u);
}

// transpose: k_transpose<TY> at W warps per SM (blocks of TY warps) over a
// 16384 x 16384 matrix of 4 B words (1 GiB in, 1 GiB out)
template <int TY> static void transpose_point(int W)
{
    Layout L = layout_for(W, k_transpose<TY>, TY);
    if (!L.blocks) return;
    if (L.wpb != TY) {
        fprintf(stderr, "transpose W=%d: blocks of %d warps do not divide it; skipped\n", W, TY);
        return;
    }
    if (L.smem < 32 * 33 * 4) {
        fprintf(stderr, "transpose W=%d TY=%d: %d B of shared memory a block, below the tile's; skipped\n", W, TY,
                L.smem);
        return;
    }
    const int n = 16384;
    const uint64_t nn = (uint64_t)n * n;
    if (2 * nn * 4 > g_a_bytes) {
        fprintf(stderr, "transpose: buffer too small\n");
        return;
    }
    uint32_t *in = g_a, *out = g_a + nn;
    int sms = P.multiProcessorCount;
    k_iota<<<sms * 8, 256>>>(in, nn);
    CKL();
    CK(cudaDeviceSynchronize());
    unsigned *d_cnt;
    CK(cudaMalloc(&d_cnt, 4 * sms));
    CK(cudaMemset(d_cnt, 0, 4 * sms));
    int grid = sms * L.blocks;
    dim3 block(32, TY);
    Stats s = time_launch([&] { k_transpose<TY><<<grid, block, L.smem>>>(out, in, n, d_cnt); });
    /* out[r][c] = in[c][r] = c * n + r at three places */
    bool ok = check_sms(d_cnt, L.blocks, g_reps + 1);
    const uint64_t rc[3][2] = {{0, 1}, {777, 12345}, {(uint64_t)n - 1, (uint64_t)n - 2}};
    for (auto &p : rc) {
        uint32_t v;
        CK(cudaMemcpy(&v, out + p[0] * n + p[1], 4, cudaMemcpyDeviceToHost));
        ok = ok && v == (uint32_t)(p[1] * n + p[0]);
    }
    double bytes = 2.0 * (double)nn * 4;
    char note[96];
    snprintf(note, sizeof note, "n=%d;warps_per_block=%d;tiles=%llu", n, TY, (unsigned long long)(nn / 1024));
    char kname[32];
    snprintf(kname, sizeof kname, "k_transpose<%d>", TY);
    row("transpose", kname, W, 32 / TY, 4, 2.0 * (double)nn * 4, bytes, s, bytes / (s.med * 1e-3) / 1e9,
        s.med * 1e6 / (double)(nn / 1024) * grid, 0, ok, note);
    fprintf(stderr, "transpose W=%2d blocks of %2d warps: %8.1f GB/s useful %s\n", W, TY, bytes / (s.med * 1e-3) / 1e9,
            ok ? "ok" : "WRONG");
    CK(cudaFree(d_cnt));
    fill_a(); // restore ones
}

// transpose: each block height TY in Ts (--ilp: 4, 8, 16, 32 warps a block) that divides W
static void exp_transpose(const int *Ws, int nw, const int *Ts, int nt)
{
    alloc_a();
    for (int a = 0; a < nw; a++)
        for (int j = 0; j < nt; j++) {
            if (Ws[a] % Ts[j] || Ws[a] / Ts[j] > 32) continue;
            switch (Ts[j]) {
            case 4: transpose_point<4>(Ws[a]); break;
            case 8: transpose_point<8>(Ws[a]); break;
            case 16: transpose_point<16>(Ws[a]); break;
            case 32: transpose_point<32>(Ws[a]); break;
            default: fprintf(stderr, "transpose: %d warps a block not built (4, 8, 16, 32)\n", Ts[j]);
            }
        }
}
