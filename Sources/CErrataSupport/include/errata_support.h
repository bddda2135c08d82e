#ifndef ERRATA_SUPPORT_H
#define ERRATA_SUPPORT_H

#include "errata_arena.h"
#include "errata_scan.h"
#include "errata_utf8.h"

/// Atomically exchanges two existing paths (files or folders) on the same file system.
/// Returns 0 on success; -1 with errno set otherwise (ENOSYS or EINVAL where the
/// file system or kernel cannot exchange).
int errata_exchange_paths(const char *first, const char *second);

#include <stddef.h>
#include <stdint.h>

/// Writes the SHA-256 digest of `length` bytes at `bytes` to `digest` (32 bytes): the manifest
/// errata leaves in each output folder records its files so.
void errata_sha256(const uint8_t *bytes, size_t length, uint8_t digest[32]);

/// A SHA-256 digest being worked out, fed in pieces: a file hashed as it is written.
typedef struct {
    uint32_t state[8];
    uint64_t length;
    uint8_t block[64];
    size_t pending;
    /// Nonzero to use the portable code even where the processor has SHA instructions (tests).
    int portable;
} errata_sha256_context;

void errata_sha256_start(errata_sha256_context *context);
void errata_sha256_update(errata_sha256_context *context, const uint8_t *bytes, size_t length);
void errata_sha256_finish(errata_sha256_context *context, uint8_t digest[32]);

#endif
