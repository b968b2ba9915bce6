// issue.cu -- how many instructions a Hopper SM sub-partition issues a cycle
// from loops of independent FFMAs, with no memory in the loop: W warps per SM
// (one block of W*32 threads on each SM; two of 1024 for 64), each thread 4 independent FFMA
// chains, the inner loop unrolled U times (4U FFMAs, then the loop's own
// counter, compare and branch), T trips, timed with clock64 by each block's
// first thread (the block's longest-lived warp starts first and ends last
// within a few cycles).  Count the loop's instructions in the SASS
// (cuobjdump -sass) to turn trips into instructions.
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o lhsim-issue cuda/issue.cu
//   ./lhsim-issue > issue.csv
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#define CK(x)                                                                                     \
    do {                                                                                          \
        cudaError_t e_ = (x);                                                                     \
        if (e_ != cudaSuccess) {                                                                  \
            fprintf(stderr, "issue: %s: %s\n", #x, cudaGetErrorString(e_));                       \
            exit(1);                                                                              \
        }                                                                                         \
    } while (0)

template <int U>
__global__ void k_thru(int trips, float a, float b, unsigned long long *cyc, float *out)
{
    float v0 = threadIdx.x, v1 = v0 + 1, v2 = v0 + 2, v3 = v0 + 3;
    __syncthreads();
    long long t0 = clock64();
#pragma unroll 1
    for (int t = 0; t < trips; t++) {
#pragma unroll
        for (int u = 0; u < U; u++) {
            v0 = fmaf(v0, a, b);
            v1 = fmaf(v1, a, b);
            v2 = fmaf(v2, a, b);
            v3 = fmaf(v3, a, b);
        }
    }
    __syncthreads();
    long long t1 = clock64();
    if (threadIdx.x == 0) cyc[blockIdx.x] = (unsigned long long)(t1 - t0);
    out[blockIdx.x * blockDim.x + threadIdx.x] = v0 + v1 + v2 + v3;
}

template <int U> static void row(int W, int sms, unsigned long long *d_cyc, float *d_out, const char *dev)
{
    const int trips = 4096 / U * 8; // 32768 FFMA per thread
    unsigned long long best = ~0ull;
    const int bps = W > 32 ? W / 32 : 1, nb = sms * bps; // blocks per SM (<= 1024 threads each)
    for (int r = 0; r < 3; r++) {
        k_thru<U><<<nb, W * 32 / bps>>>(trips, 0.999f, 0.5f, d_cyc, d_out);
        CK(cudaGetLastError());
        CK(cudaDeviceSynchronize());
        unsigned long long *h = (unsigned long long *)malloc(sizeof *h * nb), mx = 0;
        CK(cudaMemcpy(h, d_cyc, sizeof *h * nb, cudaMemcpyDeviceToHost));
        for (int i = 0; i < nb; i++) mx = h[i] > mx ? h[i] : mx;
        free(h);
        if (mx < best) best = mx;
    }
    double ffma_warp = (double)W * trips * U * 4; // warp FFMA instructions per SM
    printf("%d,%d,%d,%llu,%.4f,%s\n", U, W, trips, best, ffma_warp / best / 4, dev);
}

int main()
{
    cudaDeviceProp P;
    CK(cudaGetDeviceProperties(&P, 0));
    int sms = P.multiProcessorCount;
    unsigned long long *d_cyc;
    float *d_out;
    CK(cudaMalloc(&d_cyc, sizeof *d_cyc * sms * 2));
    CK(cudaMalloc(&d_out, sizeof *d_out * sms * 2048));
    printf("unroll,warps_per_sm,trips,cycles,ffma_per_cycle_per_smsp,device\n");
    const int Ws[] = {4, 8, 16, 32, 64};
    for (int W : Ws) {
        row<1>(W, sms, d_cyc, d_out, P.name);
        row<2>(W, sms, d_cyc, d_out, P.name);
        row<4>(W, sms, d_cyc, d_out, P.name);
        row<8>(W, sms, d_cyc, d_out, P.name);
        row<16>(W, sms, d_cyc, d_out, P.name);
    }
    return 0;
}
