// barlat.cu -- what a block-wide barrier (__syncthreads, SASS BAR.SYNC) costs:
// cycles per barrier of a loop of barriers, for blocks of 1 to 32 warps and 1
// to 8 blocks per SM, timed with clock64 by each block's thread 0.
//   k_bar8:  8 barriers a loop trip, nothing else (plus the loop's own
//            counter and branch): the time from one barrier to the next.
//   k_barst: a loop trip of one barrier and one 4 B store a thread (each
//            thread its own word, 16 rotating slots): the loop `lhsim import
//            --kernel k_barst` reads, predicted with `lhsim sim --warps W
//            --block-warps WB` against the cycles a trip measured here.
// Each row: the median and largest cycles a barrier (or a trip) over the grid's
// blocks, and the most blocks any SM held at once (from %smid).  Check the
// SASS (cuobjdump -sass) for BAR.SYNC before trusting a row.
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o lhsim-barlat cuda/barlat.cu
//   ./lhsim-barlat > barlat.csv
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CK(x)                                                                                     \
    do {                                                                                          \
        cudaError_t e_ = (x);                                                                     \
        if (e_ != cudaSuccess) {                                                                  \
            fprintf(stderr, "barlat: %s: %s\n", #x, cudaGetErrorString(e_));                      \
            exit(1);                                                                              \
        }                                                                                         \
    } while (0)

constexpr int TRIPS = 4096;

__device__ __forceinline__ unsigned smid()
{
    unsigned s;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(s));
    return s;
}

__global__ void k_bar8(unsigned long long *cyc, unsigned *sm, int trips)
{
    long long t0 = clock64();
#pragma unroll 1
    for (int r = 0; r < trips; r++) {
#pragma unroll
        for (int u = 0; u < 8; u++) __syncthreads();
    }
    long long t1 = clock64();
    if (threadIdx.x == 0) {
        cyc[blockIdx.x] = (unsigned long long)(t1 - t0);
        sm[blockIdx.x] = smid();
    }
}

__global__ void k_barst(unsigned long long *cyc, unsigned *sm, uint32_t *out, int trips)
{
    uint32_t *o = out + (size_t)blockIdx.x * 16 * blockDim.x + threadIdx.x;
    long long t0 = clock64();
#pragma unroll 1
    for (int r = 0; r < trips; r++) {
        __syncthreads();
        o[(r & 15) * blockDim.x] = (uint32_t)r;
    }
    long long t1 = clock64();
    if (threadIdx.x == 0) {
        cyc[blockIdx.x] = (unsigned long long)(t1 - t0);
        sm[blockIdx.x] = smid();
    }
}

int main()
{
    cudaDeviceProp P;
    CK(cudaGetDeviceProperties(&P, 0));
    const int nsm = P.multiProcessorCount, maxb = 8;
    unsigned long long *d_cyc;
    unsigned *d_sm;
    uint32_t *d_out;
    CK(cudaMalloc(&d_cyc, sizeof *d_cyc * nsm * maxb));
    CK(cudaMalloc(&d_sm, sizeof *d_sm * nsm * maxb));
    CK(cudaMalloc(&d_out, sizeof *d_out * (size_t)nsm * maxb * 16 * 1024));
    printf("kernel,warps_per_block,blocks_per_sm,warps_per_sm,per_trip,median_cycles,max_cycles,"
           "max_blocks_on_an_sm,device\n");
    const int wpbs[] = {1, 2, 4, 8, 16, 32};
    const int bpss[] = {1, 2, 4, 8};
    for (int kern = 0; kern < 2; kern++)
        for (int wpb : wpbs)
            for (int bps : bpss) {
                if (wpb * bps > 64) continue;
                int grid = nsm * bps, threads = 32 * wpb;
                std::vector<unsigned long long> c(grid), best(grid, ~0ull);
                std::vector<unsigned> s(grid);
                int most = 0;
                for (int t = 0; t < 3; t++) { // warm the instruction cache; keep each block's fastest
                    if (kern == 0) k_bar8<<<grid, threads>>>(d_cyc, d_sm, TRIPS);
                    else k_barst<<<grid, threads>>>(d_cyc, d_sm, d_out, TRIPS);
                    CK(cudaGetLastError());
                    CK(cudaDeviceSynchronize());
                    CK(cudaMemcpy(c.data(), d_cyc, sizeof c[0] * grid, cudaMemcpyDeviceToHost));
                    CK(cudaMemcpy(s.data(), d_sm, sizeof s[0] * grid, cudaMemcpyDeviceToHost));
                    std::vector<int> on(1024, 0);
                    for (int b = 0; b < grid; b++) {
                        best[b] = std::min(best[b], c[b]);
                        if (s[b] < 1024) most = std::max(most, ++on[s[b]]);
                    }
                }
                std::sort(best.begin(), best.end());
                double per = kern == 0 ? 8.0 * TRIPS : (double)TRIPS;
                printf("%s,%d,%d,%d,%s,%.3f,%.3f,%d,%s\n", kern == 0 ? "k_bar8" : "k_barst", wpb, bps,
                       wpb * bps, kern == 0 ? "barrier" : "trip", best[grid / 2] / per,
                       best[grid - 1] / per, most, P.name);
            }
    return 0;
}
