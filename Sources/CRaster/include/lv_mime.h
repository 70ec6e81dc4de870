#ifndef LAYOUTVIZ_LV_MIME_H
#define LAYOUTVIZ_LV_MIME_H
#include <stddef.h>
#include <stdint.h>

// Attaching a copy of an image file's bytes to a Cairo surface as MIME data, so that vector
// backends embed the file once per document (unique id) and as it was encoded (JPEG, PNG).
// The copy is owned by the surface and freed with it.

/// Attaches `length` bytes at `bytes` to `surface` (a cairo_surface_t *) under `mime_type`.
/// Returns 0 on success, -1 when memory or Cairo fails.
int lv_attach_mime_data(void *surface, const char *mime_type, const uint8_t *bytes, size_t length);

#endif
