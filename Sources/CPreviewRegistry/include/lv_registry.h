#ifndef LV_REGISTRY_H
#define LV_REGISTRY_H

#include <stdint.h>

// The previews linked into this program (LayoutVizTesting's LinkedPreviews.swift; docs/goldens.md,
// "Previews in the test process"). The `#Preview` macro declares one type per block conforming to
// `PreviewRegistry`, and `PreviewProvider`s conform to theirs: the Swift runtime keeps every
// conformance of every loaded image in its `swift5_protocol_conformances` section, which this
// walks. In C because it reads the runtime's records (relative pointers between descriptors);
// nothing else in LayoutViz does.

/// Calls `visit(metadata, context)` with the type metadata of every non-generic type of the loaded
/// images that conforms to the protocol `protocol_name` declared at the top level of module
/// `module_name`, in the order the images and their records come.
void lv_registry_conformances(const char *module_name, const char *protocol_name,
                              void (*visit)(const void *metadata, void *context), void *context);

/// The environment variable that makes this program a preview worker before its `main` runs (set
/// by the supervisor on workers it starts from a test binary); see lv_registry.c.
#define LV_REGISTRY_WORKER_VARIABLE "LAYOUTVIZ_LINKED_PREVIEW_WORKER"

#endif
