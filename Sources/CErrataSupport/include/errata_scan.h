#ifndef ERRATA_SCAN_H
#define ERRATA_SCAN_H

#include <stddef.h>
#include <stdint.h>

/*
 * Whether no line of `bytes` can be over the Markdown pre-scan's limits, from counts over the
 * whole text: the bytes that may be markers or pipes (every `*`, `_`, `]`, `~` and `|`, escaped or
 * not) are at most `max_markers`, and no line (lines end at `\n`) holds `max_line_pipes` or more
 * bytes `|` or `~`. Returns 1 when both hold, 0 otherwise (also when it stops early).
 *
 * Sixteen bytes at a time with SSE2 where the compiler targets it, one at a time elsewhere; the
 * answer is the same.
 */
int errata_within_markup_counts(const uint8_t *bytes, size_t count, intptr_t max_markers,
                                intptr_t max_line_pipes);

#endif
