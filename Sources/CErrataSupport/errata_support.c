#define _GNU_SOURCE
#include "errata_support.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__APPLE__)
int errata_exchange_paths(const char *first, const char *second) {
    return renamex_np(first, second, RENAME_SWAP);
}
#elif defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
int errata_exchange_paths(const char *first, const char *second) {
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
}
#else
int errata_exchange_paths(const char *first, const char *second) {
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
}
#endif

// SHA-256 (FIPS 180-4), for the manifest of an output folder: no crypto library is at hand on
// every platform errata builds on. The manifest hashes every output as it is written (hundreds of
// megabytes for a large doc set), so x86 processors with the SHA extensions use them.
static const uint32_t sha256_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void sha256_block_portable(uint32_t state[8], const uint8_t *block) {
    uint32_t w[64];
    for (int i = 0; i < 16; i++) {
        w[i] = (uint32_t)block[4 * i] << 24 | (uint32_t)block[4 * i + 1] << 16 | (uint32_t)block[4 * i + 2] << 8
            | (uint32_t)block[4 * i + 3];
    }
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = ROTR(w[i - 15], 7) ^ ROTR(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = ROTR(w[i - 2], 17) ^ ROTR(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = h + (ROTR(e, 6) ^ ROTR(e, 11) ^ ROTR(e, 25)) + ((e & f) ^ (~e & g)) + sha256_k[i] + w[i];
        uint32_t t2 = (ROTR(a, 2) ^ ROTR(a, 13) ^ ROTR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        h = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

// `blocks` 64-byte blocks with the SHA-NI instructions: four rounds per pair of
// `sha256rnds2`, the message schedule with `sha256msg1`/`sha256msg2`.
__attribute__((target("sha,sse4.1,ssse3"))) static void sha256_blocks_shani(
    uint32_t state[8], const uint8_t *data, size_t blocks) {
    const __m128i mask = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i tmp = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i state1 = _mm_loadu_si128((const __m128i *)&state[4]);
    tmp = _mm_shuffle_epi32(tmp, 0xB1);                // CDAB
    state1 = _mm_shuffle_epi32(state1, 0x1B);          // EFGH
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);  // ABEF
    state1 = _mm_blend_epi16(state1, tmp, 0xF0);       // CDGH
    for (; blocks > 0; blocks--, data += 64) {
        __m128i abef = state0, cdgh = state1;
        __m128i w[4];
        for (int i = 0; i < 16; i++) {
            if (i < 4) {
                w[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * i)), mask);
            } else {
                // W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16], four words at a time.
                __m128i sum = _mm_add_epi32(
                    _mm_sha256msg1_epu32(w[i & 3], w[(i - 3) & 3]), _mm_alignr_epi8(w[(i - 1) & 3], w[(i - 2) & 3], 4));
                w[i & 3] = _mm_sha256msg2_epu32(sum, w[(i - 1) & 3]);
            }
            __m128i message = _mm_add_epi32(w[i & 3], _mm_loadu_si128((const __m128i *)&sha256_k[4 * i]));
            state1 = _mm_sha256rnds2_epu32(state1, state0, message);
            state0 = _mm_sha256rnds2_epu32(state0, state1, _mm_shuffle_epi32(message, 0x0E));
        }
        state0 = _mm_add_epi32(state0, abef);
        state1 = _mm_add_epi32(state1, cdgh);
    }
    tmp = _mm_shuffle_epi32(state0, 0x1B);        // FEBA
    state1 = _mm_shuffle_epi32(state1, 0xB1);     // DCHG
    state0 = _mm_blend_epi16(tmp, state1, 0xF0);  // DCBA
    state1 = _mm_alignr_epi8(state1, tmp, 8);     // HGFE
    _mm_storeu_si128((__m128i *)&state[0], state0);
    _mm_storeu_si128((__m128i *)&state[4], state1);
}

// Asked at each call (a few hundred cycles, once per piece of a file): no state to share between threads.
static int sha256_has_shani(void) {
    unsigned a, b, c, d;
    int sse = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSE4_1) && (c & bit_SSSE3);
    int sha = __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & (1u << 29));
    return sse && sha;
}
#endif

static void sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks, int portable) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (!portable && sha256_has_shani()) {
        sha256_blocks_shani(state, data, blocks);
        return;
    }
#endif
    (void)portable;
    for (size_t i = 0; i < blocks; i++) sha256_block_portable(state, data + 64 * i);
}

void errata_sha256_start(errata_sha256_context *context) {
    static const uint32_t initial[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                        0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    for (int i = 0; i < 8; i++) context->state[i] = initial[i];
    context->length = 0;
    context->pending = 0;
    context->portable = 0;
}

void errata_sha256_update(errata_sha256_context *context, const uint8_t *bytes, size_t length) {
    context->length += length;
    if (context->pending > 0) {
        size_t take = 64 - context->pending < length ? 64 - context->pending : length;
        for (size_t i = 0; i < take; i++) context->block[context->pending + i] = bytes[i];
        context->pending += take;
        bytes += take;
        length -= take;
        if (context->pending < 64) return;
        sha256_blocks(context->state, context->block, 1, context->portable);
        context->pending = 0;
    }
    size_t blocks = length / 64;
    if (blocks > 0) sha256_blocks(context->state, bytes, blocks, context->portable);
    for (size_t i = blocks * 64; i < length; i++) context->block[context->pending++] = bytes[i];
}

void errata_sha256_finish(errata_sha256_context *context, uint8_t digest[32]) {
    // The last bytes, the 0x80 marker and the length in bits fill one or two more blocks.
    uint8_t tail[128] = {0};
    size_t rest = context->pending;
    for (size_t i = 0; i < rest; i++) tail[i] = context->block[i];
    tail[rest] = 0x80;
    size_t tailLength = rest < 56 ? 64 : 128;
    uint64_t bits = context->length * 8;
    for (int i = 0; i < 8; i++) tail[tailLength - 1 - i] = (uint8_t)(bits >> (8 * i));
    sha256_blocks(context->state, tail, tailLength / 64, context->portable);
    for (int i = 0; i < 8; i++) {
        digest[4 * i] = (uint8_t)(context->state[i] >> 24);
        digest[4 * i + 1] = (uint8_t)(context->state[i] >> 16);
        digest[4 * i + 2] = (uint8_t)(context->state[i] >> 8);
        digest[4 * i + 3] = (uint8_t)context->state[i];
    }
}

void errata_sha256(const uint8_t *bytes, size_t length, uint8_t digest[32]) {
    errata_sha256_context context;
    errata_sha256_start(&context);
    errata_sha256_update(&context, bytes, length);
    errata_sha256_finish(&context, digest);
}
