#include "errata_utf8.h"

#include <string.h>

int errata_utf8_valid_scalar(const uint8_t *bytes, size_t count) {
    size_t index = 0;
    while (index < count) {
        /* Runs of ASCII, eight bytes at a time. */
        if (index + 8 <= count) {
            uint64_t word;
            memcpy(&word, bytes + index, 8);
            if ((word & UINT64_C(0x8080808080808080)) == 0) {
                index += 8;
                continue;
            }
        }
        uint8_t lead = bytes[index];
        if (lead < 0x80) {
            index += 1;
            continue;
        }
        /* A continuation byte, an overlong two-byte form, or above U+10FFFF. */
        if (lead < 0xC2 || lead > 0xF4) return 0;
        size_t length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        if (count - index < length) return 0;
        /* The second byte's range: E0 needs A0–BF and F0 90–BF (no overlong form), ED 80–9F (no
         * surrogate), F4 80–8F (nothing above U+10FFFF); any other lead 80–BF. */
        uint8_t lower = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
        uint8_t upper = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
        uint8_t second = bytes[index + 1];
        if (second < lower || second > upper) return 0;
        for (size_t offset = 2; offset < length; offset++) {
            if ((bytes[index + offset] & 0xC0) != 0x80) return 0;
        }
        index += length;
    }
    return 1;
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>
#include <stdatomic.h>

/* What a pair of bytes can be wrong with, one bit each. A pair is an error where the bits its
 * first byte's high nibble, its first byte's low nibble and its second byte's high nibble allow
 * have one in common. */
enum {
    TOO_SHORT = 1 << 0,      /* 11______ 0_______, 11______ 11______: a lead not followed */
    TOO_LONG = 1 << 1,       /* 0_______ 10______: a continuation after ASCII */
    OVERLONG_3 = 1 << 2,     /* 11100000 100_____ */
    TOO_LARGE = 1 << 3,      /* 11110100 1001____ and above */
    SURROGATE = 1 << 4,      /* 11101101 101_____ */
    OVERLONG_2 = 1 << 5,     /* 1100000_ 10______ */
    TOO_LARGE_1000 = 1 << 6, /* 11110101 1000____ and above */
    OVERLONG_4 = 1 << 6,     /* 11110000 1000____ */
    TWO_CONTS = 1 << 7,      /* 10______ 10______: allowed only as a third or fourth byte */
    CARRY = TOO_SHORT | TOO_LONG | TWO_CONTS,
};

/* Indexed by the first byte's high nibble, its low nibble, and the second byte's high nibble. */
static const uint8_t first_high_table[16] = {
    TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG,
    TWO_CONTS, TWO_CONTS, TWO_CONTS, TWO_CONTS,
    TOO_SHORT | OVERLONG_2, TOO_SHORT, TOO_SHORT | OVERLONG_3 | SURROGATE,
    TOO_SHORT | TOO_LARGE | TOO_LARGE_1000 | OVERLONG_4,
};
static const uint8_t first_low_table[16] = {
    CARRY | OVERLONG_3 | OVERLONG_2 | OVERLONG_4, CARRY | OVERLONG_2, CARRY, CARRY,
    CARRY | TOO_LARGE, CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000 | SURROGATE, CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000,
};
static const uint8_t second_high_table[16] = {
    TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT,
    TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE_1000 | OVERLONG_4,
    TOO_LONG | OVERLONG_2 | TWO_CONTS | OVERLONG_3 | TOO_LARGE,
    TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE,
    TOO_LONG | OVERLONG_2 | TWO_CONTS | SURROGATE | TOO_LARGE,
    TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT,
};
static const uint8_t incomplete_table[16] = {
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xF0 - 1, 0xE0 - 1, 0xC0 - 1,
};

#define ERRATA_TARGET __attribute__((target("ssse3")))

/* The previous bytes of each position: `previous` is the block before `input`. */
ERRATA_TARGET static inline __m128i previous_1(__m128i input, __m128i previous) {
    return _mm_alignr_epi8(input, previous, 15);
}
ERRATA_TARGET static inline __m128i previous_2(__m128i input, __m128i previous) {
    return _mm_alignr_epi8(input, previous, 14);
}
ERRATA_TARGET static inline __m128i previous_3(__m128i input, __m128i previous) {
    return _mm_alignr_epi8(input, previous, 13);
}

ERRATA_TARGET static inline __m128i high_nibbles(__m128i input) {
    return _mm_and_si128(_mm_srli_epi16(input, 4), _mm_set1_epi8(0x0F));
}

/* Nonzero bytes where the block (after `previous`) is not well formed. */
ERRATA_TARGET static inline __m128i block_errors(__m128i input, __m128i previous) {
    __m128i first_high = _mm_loadu_si128((const __m128i *)first_high_table);
    __m128i first_low = _mm_loadu_si128((const __m128i *)first_low_table);
    __m128i second_high = _mm_loadu_si128((const __m128i *)second_high_table);
    __m128i before = previous_1(input, previous);
    __m128i special = _mm_and_si128(
        _mm_and_si128(_mm_shuffle_epi8(first_high, high_nibbles(before)),
                      _mm_shuffle_epi8(first_low, _mm_and_si128(before, _mm_set1_epi8(0x0F)))),
        _mm_shuffle_epi8(second_high, high_nibbles(input)));
    /* A third or fourth byte of a sequence: two continuations in a row are expected there (the
     * high bit set where a lead of three or four bytes stands two or three bytes before). */
    __m128i third = _mm_subs_epu8(previous_2(input, previous), _mm_set1_epi8((char)(0xE0 - 0x80)));
    __m128i fourth = _mm_subs_epu8(previous_3(input, previous), _mm_set1_epi8((char)(0xF0 - 0x80)));
    __m128i expected = _mm_and_si128(_mm_or_si128(third, fourth), _mm_set1_epi8((char)0x80));
    return _mm_xor_si128(expected, special);
}

/* Nonzero where the block's last three bytes start a sequence longer than what is left. */
ERRATA_TARGET static inline __m128i incomplete_end(__m128i input) {
    /* A lead of four bytes in the last three, of three in the last two, of two in the last. */
    return _mm_subs_epu8(input, _mm_loadu_si128((const __m128i *)incomplete_table));
}

ERRATA_TARGET static int valid_ssse3(const uint8_t *bytes, size_t count) {
    __m128i previous = _mm_setzero_si128();
    __m128i pending = _mm_setzero_si128();
    __m128i errors = _mm_setzero_si128();
    size_t index = 0;
    for (; index + 16 <= count; index += 16) {
        __m128i input = _mm_loadu_si128((const __m128i *)(bytes + index));
        if (_mm_movemask_epi8(input) == 0) {
            /* All ASCII: only a sequence the block before left open is wrong. */
            errors = _mm_or_si128(errors, pending);
            pending = _mm_setzero_si128();
        } else {
            errors = _mm_or_si128(errors, block_errors(input, previous));
            pending = incomplete_end(input);
        }
        previous = input;
    }
    if (index < count) {
        /* The last bytes, after zeros (ASCII) up to a whole block. */
        uint8_t last[16] = {0};
        memcpy(last, bytes + index, count - index);
        __m128i input = _mm_loadu_si128((const __m128i *)last);
        errors = _mm_or_si128(errors, block_errors(input, previous));
        pending = incomplete_end(input);
    }
    errors = _mm_or_si128(errors, pending);
    return _mm_movemask_epi8(_mm_cmpeq_epi8(errors, _mm_setzero_si128())) == 0xFFFF;
}

static int has_ssse3(void) {
    /* Asked once; threads that ask at the same time store the same answer. */
    static _Atomic int known = -1;
    int answer = atomic_load_explicit(&known, memory_order_relaxed);
    if (answer < 0) {
        unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
        answer = __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_SSSE3) != 0;
        atomic_store_explicit(&known, answer, memory_order_relaxed);
    }
    return answer;
}

int errata_utf8_valid(const uint8_t *bytes, size_t count) {
    if (count >= 16 && has_ssse3()) return valid_ssse3(bytes, count);
    return errata_utf8_valid_scalar(bytes, count);
}

#else

int errata_utf8_valid(const uint8_t *bytes, size_t count) {
    return errata_utf8_valid_scalar(bytes, count);
}

#endif
