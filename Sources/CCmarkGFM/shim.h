#ifndef ERRATA_CCMARKGFM_SHIM_H
#define ERRATA_CCMARKGFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#include <stdint.h>
#include <string.h>

/*
 * Read-only accessors for the nodes of a parsed tree, for errata's conversion to Swift, through
 * libcmark-gfm's public functions only (its private node.h is not used: the node layout is not
 * part of its API).
 *
 * Nodes are passed as `const void *`. The text accessors return the bytes a `String(cString:)`
 * of the public getter would read, with their length, or NULL where the getter returns NULL.
 */

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
