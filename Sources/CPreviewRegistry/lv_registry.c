#include "lv_registry.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

// The records read here are the Swift ABI's (docs/ABI/TypeMetadata.rst and
// include/swift/ABI/Metadata.h in the Swift repository): every field that points is a signed 32-bit
// offset from the field itself; an "indirectable" one with its low bit set points at a pointer.

struct lv_range { uintptr_t start; size_t length; };

// The head of the runtime's `MetadataSections` (SwiftShims/MetadataSections.h): fields after the
// conformances are not read, so later additions do not matter.
struct lv_sections {
    uintptr_t version;
    const void *base_address;
    void *unused0;
    void *unused1;
    struct lv_range protocols;
    struct lv_range conformances;
};

// Exported by the Swift runtime on ELF platforms; `body` returns whether to go on.
extern void swift_enumerateAllMetadataSections(bool (*body)(const struct lv_sections *sections, void *context), void *context);

static const void *lv_direct(const int32_t *field) {
    return *field == 0 ? NULL : (const char *)field + *field;
}

static const void *lv_indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    if (offset & 1) return *(const void *const *)((const char *)field + (offset & ~1));
    return (const char *)field + offset;
}

// A context descriptor: flags (kind in the low 5 bits, generic at 0x80), parent; for modules,
// protocols and types the name follows, for types then the metadata accessor.
struct lv_context { uint32_t flags; int32_t parent; int32_t name; int32_t accessor; };
struct lv_conformance { int32_t protocol; int32_t type; int32_t witnesses; uint32_t flags; };

enum { lv_kind_module = 0, lv_kind_protocol = 3, lv_kind_class = 16, lv_kind_struct = 17, lv_kind_enum = 18 };

static unsigned lv_kind(const struct lv_context *c) { return c->flags & 0x1F; }

static bool lv_named(const struct lv_context *c, const char *name) {
    const char *own = lv_direct(&c->name);
    return own != NULL && strcmp(own, name) == 0;
}

struct lv_search {
    const char *module_name;
    const char *protocol_name;
    void (*visit)(const void *, void *);
    void *context;
};

// A type's metadata, complete (request 0, blocking), from its accessor: a Swift function returning
// the metadata and its state in two registers.
typedef struct { const void *metadata; uintptr_t state; } lv_response;
typedef lv_response (*lv_accessor)(uintptr_t request) __attribute__((swiftcall));

static bool lv_image(const struct lv_sections *sections, void *raw) {
    const struct lv_search *search = raw;
    const int32_t *records = (const int32_t *)sections->conformances.start;
    size_t count = sections->conformances.length / sizeof(int32_t);
    for (size_t i = 0; i < count; i++) {
        const struct lv_conformance *conformance = lv_direct(&records[i]);
        if (conformance == NULL) continue;
        const struct lv_context *protocol = lv_indirectable(&conformance->protocol);
        if (protocol == NULL || lv_kind(protocol) != lv_kind_protocol || !lv_named(protocol, search->protocol_name)) continue;
        const struct lv_context *module = lv_indirectable(&protocol->parent);
        if (module == NULL || lv_kind(module) != lv_kind_module || !lv_named(module, search->module_name)) continue;
        // The conforming type: a descriptor (kind 0) or a pointer to one (kind 1); kinds 2 and 3
        // are Objective-C classes, which Linux has none of.
        const struct lv_context *type = NULL;
        switch ((conformance->flags >> 3) & 7) {
        case 0: type = lv_direct(&conformance->type); break;
        case 1: {
            const struct lv_context *const *slot = lv_direct(&conformance->type);
            type = slot == NULL ? NULL : *slot;
            break;
        }
        default: continue;
        }
        if (type == NULL) continue;
        unsigned kind = lv_kind(type);
        if ((kind != lv_kind_class && kind != lv_kind_struct && kind != lv_kind_enum) || (type->flags & 0x80)) continue;
        lv_accessor accessor = (lv_accessor)lv_direct(&type->accessor);
        if (accessor == NULL) continue;
        lv_response response = accessor(0);
        if (response.metadata != NULL) search->visit(response.metadata, search->context);
    }
    return true;
}

void lv_registry_conformances(const char *module_name, const char *protocol_name,
                              void (*visit)(const void *metadata, void *context), void *context) {
    struct lv_search search = { module_name, protocol_name, visit, context };
    swift_enumerateAllMetadataSections(lv_image, &search);
}

// A worker started from a test binary: before the test framework's `main` runs (it would run the
// tests), the program serves the supervisor that started it and exits. The function is
// LayoutVizTesting's, weak so that this file links into any program.
extern void lv_registry_worker_main(void) __attribute__((weak));

__attribute__((constructor)) static void lv_registry_worker_hook(void) {
    const char *value = getenv(LV_REGISTRY_WORKER_VARIABLE);
    if (value == NULL || strcmp(value, "1") != 0 || lv_registry_worker_main == NULL) return;
    unsetenv(LV_REGISTRY_WORKER_VARIABLE);
    lv_registry_worker_main();
    exit(0);
}
