#ifndef ERRATA_CCMARKGFM_SHIM_H
#define ERRATA_CCMARKGFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#include <stdint.h>
#include <string.h>

/*
 * Read-only accessors for the nodes of a parsed tree, for errata's conversion to Swift.
 *
 * Nodes are passed as `const void *` so that Swift sees the same types whether or not cmark's
 * node layout is known here. Where the library's private `node.h` is installed (Debian's
 * libcmark-gfm-dev installs it beside the public headers, for the same build of the library),
 * the fields are read in place: `cmark_node_get_literal`, `cmark_node_get_url` and
 * `cmark_node_get_fence_info` copy the text into a new NUL-terminated buffer on every first
 * call, which costs a malloc per text node and a second copy in Swift. Elsewhere the public
 * functions are called, with the same results.
 *
 * The text accessors return the bytes a `String(cString:)` of the public getter would read:
 * the text up to its first NUL byte (cmark replaces NULs in the input, so there is normally
 * none), or NULL where the getter returns NULL.
 */

#if __has_include(<cmark-gfm/node.h>)
#include <cmark-gfm/node.h>

#define ERRATA_CMARK_NODE_LAYOUT 1

/// The bytes of a chunk up to its first NUL, as `cmark_chunk_to_cstr` would show them.
static inline const char *errata_chunk_bytes(const cmark_chunk *chunk, int32_t *length) {
    if (chunk->data == NULL || chunk->len <= 0) {
        *length = 0;
        return "";
    }
    const void *nul = memchr(chunk->data, 0, (size_t)chunk->len);
    *length = nul ? (int32_t)((const unsigned char *)nul - chunk->data) : (int32_t)chunk->len;
    return (const char *)chunk->data;
}

/// The node's type (`cmark_node_get_type`).
static inline uint16_t errata_node_type(const void *node) { return ((const cmark_node *)node)->type; }

/// The node's first child, or NULL.
static inline void *errata_node_first_child(const void *node) { return ((const cmark_node *)node)->first_child; }

/// The node's next sibling, or NULL.
static inline void *errata_node_next(const void *node) { return ((const cmark_node *)node)->next; }

/// The node's start and end positions (`cmark_node_get_start_line` and the like).
static inline void errata_node_position(const void *node, int32_t *position) {
    const cmark_node *n = (const cmark_node *)node;
    position[0] = n->start_line;
    position[1] = n->start_column;
    position[2] = n->end_line;
    position[3] = n->end_column;
}

/// The node's literal text, as `cmark_node_get_literal` gives it, without copying it.
static inline const char *errata_node_literal(const void *node, int32_t *length) {
    const cmark_node *n = (const cmark_node *)node;
    switch (n->type) {
    case CMARK_NODE_HTML_BLOCK:
    case CMARK_NODE_TEXT:
    case CMARK_NODE_HTML_INLINE:
    case CMARK_NODE_CODE:
    case CMARK_NODE_FOOTNOTE_REFERENCE:
        return errata_chunk_bytes(&n->as.literal, length);
    case CMARK_NODE_CODE_BLOCK:
        return errata_chunk_bytes(&n->as.code.literal, length);
    default:
        *length = 0;
        return NULL;
    }
}

/// A link's or image's destination, as `cmark_node_get_url` gives it, without copying it.
static inline const char *errata_node_url(const void *node, int32_t *length) {
    const cmark_node *n = (const cmark_node *)node;
    switch (n->type) {
    case CMARK_NODE_LINK:
    case CMARK_NODE_IMAGE:
        return errata_chunk_bytes(&n->as.link.url, length);
    default:
        *length = 0;
        return NULL;
    }
}

/// A code block's info string, as `cmark_node_get_fence_info` gives it, without copying it.
static inline const char *errata_node_fence_info(const void *node, int32_t *length) {
    const cmark_node *n = (const cmark_node *)node;
    if (n->type != CMARK_NODE_CODE_BLOCK) {
        *length = 0;
        return NULL;
    }
    return errata_chunk_bytes(&n->as.code.info, length);
}

#else

#define ERRATA_CMARK_NODE_LAYOUT 0

/// The length of a C string, 0 for NULL.
static inline const char *errata_cstring(const char *text, int32_t *length) {
    *length = text ? (int32_t)strlen(text) : 0;
    return text;
}

/// The node's type (`cmark_node_get_type`).
static inline uint16_t errata_node_type(const void *node) {
    return (uint16_t)cmark_node_get_type((cmark_node *)node);
}

/// The node's first child, or NULL.
static inline void *errata_node_first_child(const void *node) {
    return cmark_node_first_child((cmark_node *)node);
}

/// The node's next sibling, or NULL.
static inline void *errata_node_next(const void *node) { return cmark_node_next((cmark_node *)node); }

/// The node's start and end positions (`cmark_node_get_start_line` and the like).
static inline void errata_node_position(const void *node, int32_t *position) {
    position[0] = cmark_node_get_start_line((cmark_node *)node);
    position[1] = cmark_node_get_start_column((cmark_node *)node);
    position[2] = cmark_node_get_end_line((cmark_node *)node);
    position[3] = cmark_node_get_end_column((cmark_node *)node);
}

/// The node's literal text (`cmark_node_get_literal`).
static inline const char *errata_node_literal(const void *node, int32_t *length) {
    return errata_cstring(cmark_node_get_literal((cmark_node *)node), length);
}

/// A link's or image's destination (`cmark_node_get_url`).
static inline const char *errata_node_url(const void *node, int32_t *length) {
    return errata_cstring(cmark_node_get_url((cmark_node *)node), length);
}

/// A code block's info string (`cmark_node_get_fence_info`).
static inline const char *errata_node_fence_info(const void *node, int32_t *length) {
    return errata_cstring(cmark_node_get_fence_info((cmark_node *)node), length);
}

#endif

/// The list's type (`cmark_node_get_list_type`).
static inline int errata_node_list_type(const void *node) {
    return (int)cmark_node_get_list_type((cmark_node *)node);
}

/// The heading's level (`cmark_node_get_heading_level`).
static inline int errata_node_heading_level(const void *node) {
    return cmark_node_get_heading_level((cmark_node *)node);
}

/// The name of the node's type, a constant string of cmark or of an extension
/// (`cmark_node_get_type_string`).
static inline const char *errata_node_type_string(const void *node) {
    return cmark_node_get_type_string((cmark_node *)node);
}

#endif
