// libFuzzer's driver, for fuzz targets whose `main` is their own (SwiftPM executables). Defined
// only in binaries linked with -sanitize=fuzzer; call it only in FUZZING builds.
#ifndef C_ERRATA_FUZZ_H
#define C_ERRATA_FUZZ_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line `argc`/`argv` on `callback`; returns the exit code.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
