#include "errata_arena.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every allocation is 16-byte aligned, after a 16-byte header holding its size. */
#define ALIGNMENT 16
#define HEADER 16
/* The smallest block taken from the system, and the most kept for reuse per thread. */
#define BLOCK_BYTES ((size_t)256 * 1024)
#define KEPT_BYTES ((size_t)2 * 1024 * 1024)

typedef struct block {
    struct block *previous;
    size_t capacity; /* bytes of data after the block's header */
    size_t used;
} block;

#define BLOCK_HEADER ((sizeof(block) + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1))

static _Thread_local block *top;      /* the block allocations come from */
static _Thread_local block *spare;    /* blocks kept for reuse, linked by `previous` */
static _Thread_local size_t held;     /* bytes of blocks in use and kept */
static _Thread_local size_t kept;     /* bytes of blocks kept */

static void *arena_calloc(size_t count, size_t size);
static void *arena_realloc(void *pointer, size_t size);
static void arena_free(void *pointer);

/* Laid out as libcmark-gfm's `cmark_mem`. */
static struct {
    void *(*calloc)(size_t, size_t);
    void *(*realloc)(void *, size_t);
    void (*free)(void *);
} memory = {arena_calloc, arena_realloc, arena_free};

static char *data(block *b) { return (char *)b + BLOCK_HEADER; }

static size_t rounded(size_t size) { return (size + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1); }

static _Noreturn void out_of_memory(void) {
    /* cmark's own allocator aborts the same way. */
    fprintf(stderr, "errata: out of memory\n");
    abort();
}

/* When a thread ends, the blocks it kept (and any still in use) go back to the system. */
static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;

static void release_all(void *unused) {
    (void)unused;
    while (spare) {
        block *next = spare->previous;
        free(spare);
        spare = next;
    }
    while (top) {
        block *next = top->previous;
        free(top);
        top = next;
    }
    held = 0;
    kept = 0;
}

static void make_exit_key(void) { pthread_key_create(&exit_key, release_all); }

/* A block with room for `need` bytes on top of the stack: a kept one, or a new one. */
static void push_block(size_t need) {
    block **link = &spare;
    while (*link) {
        if ((*link)->capacity >= need) {
            block *reused = *link;
            *link = reused->previous;
            kept -= BLOCK_HEADER + reused->capacity;
            reused->previous = top;
            reused->used = 0;
            top = reused;
            return;
        }
        link = &(*link)->previous;
    }
    size_t capacity = need > BLOCK_BYTES ? need : BLOCK_BYTES;
    block *fresh = malloc(BLOCK_HEADER + capacity);
    if (!fresh) out_of_memory();
    if (held == 0) {
        /* The thread's first block: its blocks are freed when it ends. */
        pthread_once(&exit_key_once, make_exit_key);
        pthread_setspecific(exit_key, &memory);
    }
    fresh->previous = top;
    fresh->capacity = capacity;
    fresh->used = 0;
    held += BLOCK_HEADER + capacity;
    top = fresh;
}

static void *allocate(size_t size) {
    if (size > SIZE_MAX - HEADER - ALIGNMENT) out_of_memory();
    size_t need = HEADER + rounded(size);
    if (!top || top->capacity - top->used < need) push_block(need);
    char *start = data(top) + top->used;
    top->used += need;
    *(size_t *)start = size;
    return start + HEADER;
}

static size_t size_of(void *pointer) { return *(size_t *)((char *)pointer - HEADER); }

/* Whether `pointer` is the last allocation of the top block. */
static int is_last(void *pointer) {
    return top && (char *)pointer + rounded(size_of(pointer)) == data(top) + top->used;
}

static void *arena_calloc(size_t count, size_t size) {
    if (size && count > SIZE_MAX / size) out_of_memory();
    void *pointer = allocate(count * size);
    memset(pointer, 0, count * size);
    return pointer;
}

static void *arena_realloc(void *pointer, size_t size) {
    if (!pointer) return allocate(size);
    size_t old = size_of(pointer);
    if (size <= old) return pointer;
    if (is_last(pointer) && top->capacity - top->used >= rounded(size) - rounded(old)) {
        /* The last allocation grows where it is. */
        top->used += rounded(size) - rounded(old);
        *(size_t *)((char *)pointer - HEADER) = size;
        return pointer;
    }
    void *moved = allocate(size);
    memcpy(moved, pointer, old);
    return moved;
}

static void arena_free(void *pointer) {
    /* Only the last allocation is taken back at once; the rest goes when the scope ends. */
    if (pointer && is_last(pointer)) top->used -= HEADER + rounded(size_of(pointer));
}


void *errata_arena_memory(void) { return &memory; }

errata_arena_mark errata_arena_enter(void) {
    errata_arena_mark mark = {top, top ? top->used : 0};
    return mark;
}

void errata_arena_leave(errata_arena_mark mark) {
    while (top && top != (block *)mark.block) {
        block *done = top;
        top = done->previous;
        size_t bytes = BLOCK_HEADER + done->capacity;
        if (kept + bytes <= KEPT_BYTES) {
            done->previous = spare;
            spare = done;
            kept += bytes;
        } else {
            free(done);
            held -= bytes;
        }
    }
    if (top) top->used = mark.used;
}

size_t errata_arena_held_bytes(void) { return held; }
