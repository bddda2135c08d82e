/*
 * Checks that errata's arena (Sources/CErrataSupport/errata_arena.c), built with AddressSanitizer,
 * reports what the system's allocator would: run with a mode, it makes one bad access and must be
 * stopped by AddressSanitizer (mode 0 makes none and must finish). Run by scripts/test-arena-asan.sh.
 *
 *   1  a read past an allocation (into its padding)
 *   2  a read of memory whose scope has ended
 *   3  a read of the last allocation after it was freed
 *   4  a read after the outermost scope has ended
 */
#include "errata_arena.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
/* Laid out as cmark_mem. */
typedef struct { void *(*calloc)(size_t, size_t); void *(*realloc)(void *, size_t); void (*free)(void *); } mem;
int main(int argc, char **argv) {
    mem *m = errata_arena_memory();
    errata_arena_mark mk = errata_arena_enter();
    char *a = m->calloc(1, 24);
    char *b = m->calloc(1, 24);
    b = m->realloc(b, 100);
    b[99] = 1;
    int mode = argc > 1 ? atoi(argv[1]) : 0;
    volatile char sink = 0;
    if (mode == 1) sink = a[24];          /* past an allocation: padding poisoned */
    errata_arena_mark inner = errata_arena_enter();
    char *c = m->calloc(1, 40);
    errata_arena_leave(inner);
    if (mode == 2) sink = c[0];           /* into a scope that ended */
    char *d = m->calloc(1, 8); m->free(d);
    if (mode == 3) sink = d[0];           /* the freed last allocation */
    errata_arena_leave(mk);
    if (mode == 4) sink = a[0];           /* after the outer scope */
    (void)sink;
    printf("mode %d: no report\n", mode);
    return 0;
}
