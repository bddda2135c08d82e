#ifndef ERRATA_UTF8_H
#define ERRATA_UTF8_H

#include <stddef.h>
#include <stdint.h>

/*
 * Whether `bytes` is well-formed UTF-8 as the Unicode standard defines it (table 3-7: no
 * overlong forms, no surrogates, nothing above U+10FFFF, no sequence cut short), the same answer
 * as the Swift standard library's `String(validating:as:)`. Returns 1 if it is, 0 if not.
 *
 * Sixteen bytes at a time on x86-64 processors with SSSE3 (the table-lookup method of Keiser and
 * Lemire, "Validating UTF-8 in less than one instruction per byte", 2021), one sequence at a time
 * elsewhere. The standard library reads text that is not all ASCII byte by byte, about nine
 * instructions a byte.
 */
int errata_utf8_valid(const uint8_t *bytes, size_t count);

/* The one-sequence-at-a-time reading that `errata_utf8_valid` uses without SSSE3: exposed so that
 * the tests hold the two to the same answers. */
int errata_utf8_valid_scalar(const uint8_t *bytes, size_t count);

#endif
