/* fastmod.h -- x mod d without a division, for 32-bit x and d: m = 2^64 / d
 * rounded up, once; then (m x mod 2^64) d / 2^64 is exactly x mod d (Lemire,
 * Kaser and Kurz, "Faster remainder by direct computation", 2019). */
#ifndef LHSIM_FASTMOD_H
#define LHSIM_FASTMOD_H

#include <stdint.h>

static inline uint64_t mod_magic(uint32_t d) { return UINT64_MAX / d + 1; }

static inline uint32_t mod_by(uint32_t x, uint64_t m, uint32_t d)
{
    __extension__ typedef unsigned __int128 u128;
    return (uint32_t)(((u128)(m * x) * d) >> 64);
}

#endif
