#ifndef ERRATA_ARENA_H
#define ERRATA_ARENA_H

#include <stddef.h>

/*
 * A bump allocator for libcmark-gfm, one per thread, in scopes.
 *
 * cmark makes and frees many small blocks for each document it reads (every node, every
 * buffer of text); errata converts the tree and lets go of all of it at once. Inside a scope,
 * allocations come from this thread's blocks of 256 KiB and `free` returns nothing (but the last
 * allocation, which it takes back); leaving the scope takes back everything allocated in it at
 * once. Scopes nest, last in first out, on each thread.
 *
 * A thread's arena holds at most 4 MiB in use. An allocation over 64 KiB, or one that finds the
 * arena full, comes from the system's allocator, and the scope is then spilled
 * (`errata_arena_spilled`): what cmark still holds must be freed as without the arena (`free`
 * hands such blocks to the system), while the arena's part still goes with the scope. Memory is
 * freed or grown in the scope it was allocated in.
 *
 * Built with AddressSanitizer, the arena poisons what it has not handed out (the padding after an
 * allocation, memory taken back, blocks of ended scopes), so that reads there are reported.
 *
 * The allocator is handed to cmark as its `cmark_mem` (three function pointers, in the order
 * calloc, realloc, free; `errata_arena_memory` points to one laid out the same).
 */

/// Where a scope starts: to be handed back to `errata_arena_leave`.
typedef struct errata_arena_mark {
    size_t blocks;
    size_t used;
    int spilled;
} errata_arena_mark;

/// Starts a scope on this thread.
errata_arena_mark errata_arena_enter(void);

/// Whether the current scope took memory from the system's allocator.
int errata_arena_spilled(void);

/// Takes back everything this thread allocated in the arena since `mark`, and ends the scope.
void errata_arena_leave(errata_arena_mark mark);

/// A `cmark_mem` whose functions allocate from this thread's arena.
void *errata_arena_memory(void);

/// How many allocations this thread's arena has handed to the system's allocator.
size_t errata_arena_system_allocations(void);

/// Bytes this thread's arena holds from the system (blocks in use and kept for reuse).
size_t errata_arena_held_bytes(void);

#endif
