// See lv_mime.h. Cairo keeps a pointer to MIME data until the surface is destroyed, so the bytes
// are copied into memory the surface frees.
#include "lv_mime.h"

#include <cairo/cairo.h>
#include <stdlib.h>
#include <string.h>

int lv_attach_mime_data(void *surface, const char *mime_type, const uint8_t *bytes, size_t length) {
    if (surface == NULL || mime_type == NULL || (bytes == NULL && length > 0)) return -1;
    unsigned char *copy = malloc(length > 0 ? length : 1);
    if (copy == NULL) return -1;
    if (length > 0) memcpy(copy, bytes, length);
    cairo_status_t status = cairo_surface_set_mime_data((cairo_surface_t *)surface, mime_type, copy, (unsigned long)length, free, copy);
    if (status != CAIRO_STATUS_SUCCESS) {
        free(copy);
        return -1;
    }
    return 0;
}
