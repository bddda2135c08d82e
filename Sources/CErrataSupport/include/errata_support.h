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

#endif
