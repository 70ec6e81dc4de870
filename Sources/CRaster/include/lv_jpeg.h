#ifndef LV_JPEG_H
#define LV_JPEG_H

#include <stddef.h>
#include <stdint.h>

/// Decodes a JPEG (baseline or progressive, grey, RGB or CMYK) with libjpeg into opaque
/// 32-bit words 0xAARRGGBB (Cairo's ARGB32 layout), `stride` bytes per row. Returns a buffer
/// to free with free(), and the size in *width and *height; NULL when the data is not a JPEG
/// that libjpeg can read, with the library's message in `error` (at most error_size bytes).
uint8_t *lv_jpeg_decode_argb(const uint8_t *data, size_t length, int *width, int *height, int *stride,
                             char *error, size_t error_size);

#endif
