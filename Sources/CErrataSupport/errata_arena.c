/* posix_memalign, in strict C modes too. */
#if !defined(_POSIX_C_SOURCE) && !defined(__APPLE__)
#define _POSIX_C_SOURCE 200112L
#endif

#include "errata_arena.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Under AddressSanitizer the arena marks what it has not handed out as poisoned, so that a read
 * or write past an allocation, or into memory of a scope that has ended, is reported as it would
 * be with the system's allocator.
 */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARENA_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define ARENA_ASAN 1
#endif
#ifdef ARENA_ASAN
#include <sanitizer/asan_interface.h>
#define POISON(start, size) ASAN_POISON_MEMORY_REGION((start), (size))
#define UNPOISON(start, size) ASAN_UNPOISON_MEMORY_REGION((start), (size))
#else
#define POISON(start, size) ((void)(start), (void)(size))
#define UNPOISON(start, size) ((void)(start), (void)(size))
#endif

/*
 * Blocks of BLOCK_BYTES, aligned to their size, so that the block an allocation lies in is its
 * address rounded down. Each allocation is 16-byte aligned, after a 16-byte header holding its
 * size. A thread uses at most MAX_BLOCKS blocks at once (its budget); an allocation that does not
 * fit, or is larger than LARGE_BYTES, comes from the system's allocator, and the scope is marked
 * as spilled: its owner must then free what it allocated, as it would without the arena.
 */
#define ALIGNMENT 16
#define HEADER 16
#define BLOCK_BYTES ((size_t)256 * 1024)
#define MAX_BLOCKS 16
#define LARGE_BYTES ((size_t)64 * 1024)
/* Blocks kept for reuse per thread. */
#define KEPT_BLOCKS 8

typedef struct block {
    size_t used; /* bytes from the block's start, its own header included */
} block;

#define BLOCK_HEADER ((sizeof(block) + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1))

static _Thread_local block *blocks[MAX_BLOCKS]; /* in use, the last one allocations come from */
static _Thread_local size_t block_count;
/* The blocks in use by address, for `in_arena`: open addressing over SLOTS slots, linear probing. */
#define SLOTS 64
static _Thread_local block *slots[SLOTS];
static _Thread_local block *spare[KEPT_BLOCKS]; /* kept for reuse */
static _Thread_local size_t spare_count;
static _Thread_local int spilled; /* whether the current scope took memory from the system */
static _Thread_local size_t system_allocations; /* how many allocations spilled, ever */

static void *arena_calloc(size_t count, size_t size);
static void *arena_realloc(void *pointer, size_t size);
static void arena_free(void *pointer);

/* Laid out as libcmark-gfm's `cmark_mem`. */
static struct {
    void *(*calloc)(size_t, size_t);
    void *(*realloc)(void *, size_t);
    void (*free)(void *);
} memory = {arena_calloc, arena_realloc, arena_free};

static size_t rounded(size_t size) { return (size + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1); }

static _Noreturn void out_of_memory(void) {
    /* cmark's own allocator aborts the same way. */
    fprintf(stderr, "errata: out of memory\n");
    abort();
}

/* When a thread ends, its blocks go back to the system. */
static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;

static void release_all(void *unused) {
    (void)unused;
    while (spare_count) free(spare[--spare_count]);
    while (block_count) free(blocks[--block_count]);
    memset(slots, 0, sizeof slots);
}

static void make_exit_key(void) { pthread_key_create(&exit_key, release_all); }

static size_t slot_of(const block *base) { return ((uintptr_t)base / BLOCK_BYTES) % SLOTS; }

static void add_slot(block *base) {
    size_t slot = slot_of(base);
    while (slots[slot]) slot = (slot + 1) % SLOTS;
    slots[slot] = base;
}

/* Whether `pointer` lies in one of this thread's blocks in use. */
static int in_arena(const void *pointer) {
    block *base = (block *)((uintptr_t)pointer & ~(uintptr_t)(BLOCK_BYTES - 1));
    for (size_t slot = slot_of(base); slots[slot]; slot = (slot + 1) % SLOTS) {
        if (slots[slot] == base) return 1;
    }
    return 0;
}

/* Another block to allocate from, or 0 when the budget is spent. */
static int push_block(void) {
    if (block_count == MAX_BLOCKS) return 0;
    block *fresh;
    if (spare_count) {
        fresh = spare[--spare_count];
    } else {
        void *memory_block = NULL;
        if (posix_memalign(&memory_block, BLOCK_BYTES, BLOCK_BYTES) != 0) out_of_memory();
        static _Thread_local int registered;
        if (!registered) {
            /* The thread's first block: its blocks are freed when it ends. */
            pthread_once(&exit_key_once, make_exit_key);
            pthread_setspecific(exit_key, &memory);
            registered = 1;
        }
        fresh = memory_block;
    }
    fresh->used = BLOCK_HEADER;
    POISON((char *)fresh + BLOCK_HEADER, BLOCK_BYTES - BLOCK_HEADER);
    blocks[block_count++] = fresh;
    add_slot(fresh);
    return 1;
}

/* `need` bytes (`size` asked, with its header) from the top block, which has room for them. */
static inline void *take(block *top, size_t need, size_t size) {
    char *start = (char *)top + top->used;
    top->used += need;
    UNPOISON(start, HEADER + size);
    *(size_t *)start = size;
    return start + HEADER;
}

/* `arena_allocate` when the top block is full or there is none: from a new block, or NULL. Kept
 * out of line, so that the usual allocation is a few instructions with no registers to save. */
static __attribute__((noinline)) void *allocate_in_new_block(size_t need, size_t size) {
    if (!push_block()) return NULL;
    return take(blocks[block_count - 1], need, size);
}

/* `size` bytes from the arena, or NULL when they must come from the system. */
static inline void *arena_allocate(size_t size) {
    if (size > LARGE_BYTES) return NULL;
    size_t need = HEADER + rounded(size);
    if (block_count) {
        block *top = blocks[block_count - 1];
        if (BLOCK_BYTES - top->used >= need) return take(top, need, size);
    }
    return allocate_in_new_block(need, size);
}

static size_t size_of(void *pointer) { return *(size_t *)((char *)pointer - HEADER); }

/* Whether the arena allocation `pointer` is the last one of the block allocations come from. */
static int is_last(void *pointer) {
    if (!block_count) return 0;
    block *top = blocks[block_count - 1];
    return (char *)pointer + rounded(size_of(pointer)) == (char *)top + top->used;
}

static void *arena_calloc(size_t count, size_t size) {
    if (size && count > SIZE_MAX / size) out_of_memory();
    void *pointer = arena_allocate(count * size);
    if (pointer) {
        memset(pointer, 0, count * size);
        return pointer;
    }
    spilled = 1;
    system_allocations++;
    pointer = calloc(count ? count : 1, size ? size : 1);
    if (!pointer) out_of_memory();
    return pointer;
}

/*
 * Whether `pointer`, handed out in the current scope, came from the system: only a spilled scope
 * has such pointers (cmark frees only what the parse of the current scope allocated), so the
 * blocks are searched only then.
 */
static int from_system(const void *pointer) { return spilled && !in_arena(pointer); }

static void *arena_realloc(void *pointer, size_t size) {
    if (pointer && from_system(pointer)) {
        void *moved = realloc(pointer, size ? size : 1);
        if (!moved) out_of_memory();
        return moved;
    }
    if (!pointer) {
        void *fresh = arena_allocate(size);
        if (fresh) return fresh;
        spilled = 1;
        system_allocations++;
        fresh = malloc(size ? size : 1);
        if (!fresh) out_of_memory();
        return fresh;
    }
    size_t old = size_of(pointer);
    if (size <= old) return pointer;
    if (size <= LARGE_BYTES && is_last(pointer)) {
        block *top = blocks[block_count - 1];
        size_t growth = rounded(size) - rounded(old);
        if (BLOCK_BYTES - top->used >= growth) {
            /* The last allocation grows where it is. */
            top->used += growth;
            UNPOISON(pointer, size);
            *(size_t *)((char *)pointer - HEADER) = size;
            return pointer;
        }
    }
    void *moved = arena_allocate(size);
    if (!moved) {
        spilled = 1;
        system_allocations++;
        moved = malloc(size);
        if (!moved) out_of_memory();
    }
    memcpy(moved, pointer, old);
    return moved;
}

static void arena_free(void *pointer) {
    if (!pointer) return;
    if (from_system(pointer)) {
        free(pointer);
        return;
    }
    /* Only the last allocation is taken back at once; the rest goes when the scope ends. */
    if (is_last(pointer)) {
        size_t bytes = HEADER + rounded(size_of(pointer));
        blocks[block_count - 1]->used -= bytes;
        POISON((char *)pointer - HEADER, bytes);
    }
}

void *errata_arena_memory(void) { return &memory; }

errata_arena_mark errata_arena_enter(void) {
    errata_arena_mark mark = {block_count, block_count ? blocks[block_count - 1]->used : 0, spilled};
    spilled = 0;
    return mark;
}

int errata_arena_spilled(void) { return spilled; }

void errata_arena_leave(errata_arena_mark mark) {
    if (block_count > mark.blocks) {
        while (block_count > mark.blocks) {
            block *done = blocks[--block_count];
            if (spare_count < KEPT_BLOCKS) {
                POISON((char *)done + BLOCK_HEADER, BLOCK_BYTES - BLOCK_HEADER);
                spare[spare_count++] = done;
            } else {
                free(done);
            }
        }
        /* The blocks still in use, indexed again. */
        memset(slots, 0, sizeof slots);
        for (size_t index = 0; index < block_count; index++) add_slot(blocks[index]);
    }
    if (block_count) {
        block *top = blocks[block_count - 1];
        POISON((char *)top + mark.used, top->used - mark.used);
        top->used = mark.used;
    }
    spilled = mark.spilled;
}

size_t errata_arena_system_allocations(void) { return system_allocations; }

size_t errata_arena_held_bytes(void) { return (block_count + spare_count) * BLOCK_BYTES; }
