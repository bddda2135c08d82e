#include "errata_scan.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* The bytes counted: `*`, `]`, `_` (0x5D and 0x5F: equal once bit 1 is cleared), `|` and `~`
 * (0x7C and 0x7E, likewise); the last two are also the line's pipes. */
static inline int is_pipe_like(uint8_t byte) { return (byte & 0xFD) == 0x7C; }
static inline int is_marker_like(uint8_t byte) {
    return byte == '*' || (byte & 0xFD) == 0x5D || is_pipe_like(byte);
}

static inline int bit_count(unsigned value) {
    int count = 0;
    while (value) {
        value &= value - 1;
        count += 1;
    }
    return count;
}

int errata_within_markup_counts(const uint8_t *bytes, size_t count, intptr_t max_markers,
                                intptr_t max_line_pipes) {
    intptr_t markers = 0;
    intptr_t line_pipes = 0;
    size_t index = 0;
#if defined(__SSE2__)
    const __m128i star = _mm_set1_epi8('*');
    const __m128i fold = _mm_set1_epi8((char)0xFD);
    const __m128i bracket = _mm_set1_epi8(0x5D);
    const __m128i pipe = _mm_set1_epi8(0x7C);
    const __m128i newline = _mm_set1_epi8('\n');
    for (; index + 16 <= count; index += 16) {
        __m128i block = _mm_loadu_si128((const __m128i *)(bytes + index));
        __m128i folded = _mm_and_si128(block, fold);
        unsigned pipes = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(folded, pipe));
        __m128i marked = _mm_or_si128(_mm_cmpeq_epi8(block, star), _mm_cmpeq_epi8(folded, bracket));
        unsigned marks = (unsigned)_mm_movemask_epi8(marked);
        unsigned newlines = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(block, newline));
        if ((marks | pipes) != 0) {
            markers += bit_count(marks | pipes);
            if (markers > max_markers) return 0;
        }
        if (pipes == 0) {
            if (newlines != 0) line_pipes = 0;
            continue;
        }
        /* Each line end in the block closes the line with the pipes before it. */
        while (newlines != 0) {
            unsigned before = (newlines & (0u - newlines)) - 1;
            line_pipes += bit_count(pipes & before);
            if (line_pipes >= max_line_pipes) return 0;
            line_pipes = 0;
            pipes &= ~before;
            newlines &= newlines - 1;
        }
        line_pipes += bit_count(pipes);
        if (line_pipes >= max_line_pipes) return 0;
    }
#endif
    for (; index < count; index++) {
        uint8_t byte = bytes[index];
        if (byte == '\n') {
            line_pipes = 0;
        } else if (is_marker_like(byte)) {
            markers += 1;
            if (is_pipe_like(byte)) line_pipes += 1;
        }
        if (markers > max_markers || line_pipes >= max_line_pipes) return 0;
    }
    return 1;
}
