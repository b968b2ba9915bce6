// textbook.cu -- kernels as users write them, compiled only for their SASS:
// the fixtures of `lhsim import` (tests/sass/).  Not run.
//   nvcc -cubin -arch=sm_90 -O3 -o textbook.cubin cuda/textbook.cu
//   cuobjdump -sass textbook.cubin > tests/sass/textbook.sass
#include <cstdint>

// copy, one float per thread per grid-stride step
__global__ void copy(const float *__restrict__ a, float *__restrict__ b, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        b[i] = a[i];
}

// BabelStream's triad: a = b + s*c
__global__ void triad(float *__restrict__ a, const float *__restrict__ b,
                      const float *__restrict__ c, float s, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        a[i] = b[i] + s * c[i];
}

// axpy on K float4 elements per thread per step
template <int K>
__global__ void axpy(float a, const float4 *__restrict__ x, float4 *__restrict__ y, size_t n_vec)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i + (K - 1) * stride < n_vec;
         i += K * stride) {
#pragma unroll
        for (int k = 0; k < K; k++) {
            float4 xv = x[i + k * stride], yv = y[i + k * stride];
            yv.x = a * xv.x + yv.x;
            yv.y = a * xv.y + yv.y;
            yv.z = a * xv.z + yv.z;
            yv.w = a * xv.w + yv.w;
            y[i + k * stride] = yv;
        }
    }
}
template __global__ void axpy<1>(float, const float4 *, float4 *, size_t);
template __global__ void axpy<2>(float, const float4 *, float4 *, size_t);
template __global__ void axpy<3>(float, const float4 *, float4 *, size_t);
template __global__ void axpy<4>(float, const float4 *, float4 *, size_t);
template __global__ void axpy<5>(float, const float4 *, float4 *, size_t);
template __global__ void axpy<6>(float, const float4 *, float4 *, size_t);
template __global__ void axpy<7>(float, const float4 *, float4 *, size_t);
template __global__ void axpy<8>(float, const float4 *, float4 *, size_t);

// tiled transpose through shared memory (32x32 tile, 32x8 threads)
__global__ void transpose(float *__restrict__ out, const float *__restrict__ in, int w, int h)
{
    __shared__ float tile[32][33];
    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * w + x];
    __syncthreads();
    x = blockIdx.y * 32 + threadIdx.x;
    y = blockIdx.x * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        if (x < h && y + j < w) out[(size_t)(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

// sum: grid-stride accumulation, then a shared-memory and shuffle reduction
__global__ void reduce_sum(const float *__restrict__ a, float *__restrict__ out, size_t n)
{
    __shared__ float part[32];
    float s = 0.f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        s += a[i];
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
    if ((threadIdx.x & 31) == 0) part[threadIdx.x >> 5] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        s = threadIdx.x < blockDim.x / 32 ? part[threadIdx.x] : 0.f;
        for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
        if (threadIdx.x == 0) atomicAdd(out, s);
    }
}

// 5-point stencil on a w x h grid, one row strip per thread column
__global__ void stencil5(float *__restrict__ out, const float *__restrict__ in, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    if (x < 1 || x >= w - 1) return;
    for (int y = 1; y < h - 1; y++) {
        size_t c = (size_t)y * w + x;
        out[c] = 0.25f * (in[c - 1] + in[c + 1] + in[c - w] + in[c + w]) - in[c];
    }
}

// FMA-heavy loop: F dependent FMAs on each loaded element
__global__ void fma_loop(const float *__restrict__ a, float *__restrict__ out, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x) {
        float v = a[i];
#pragma unroll
        for (int f = 0; f < 32; f++) v = fmaf(v, 0.999f, 0.5f);
        out[i] = v;
    }
}

// a gather: b[i] = a[idx[i]]
__global__ void gather(const float *__restrict__ a, const int *__restrict__ idx,
                       float *__restrict__ b, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        b[i] = a[idx[i]];
}
