#ifndef LAYOUTVIZ_LV_PNG_H
#define LAYOUTVIZ_LV_PNG_H
#include <stddef.h>
#include <stdint.h>

/// Encodes 8-bit RGB (channels 3) or RGBA (channels 4) rows as PNG with the given zlib level
/// (0-9), zlib strategy (0 default, 1 filtered, 2 huffman only, 3 RLE, 4 fixed) and row filter
/// (0 none, 1 sub, 2 up, 3 avg, 4 paeth, 5 all/adaptive). No time or text chunks. On success returns 0 and a malloc'd buffer in *out (free it with lv_png_free);
/// on failure returns -1 and writes a message into error (at most error_size bytes).
int lv_png_encode(const uint8_t *pixels, int width, int height, int channels, int level, int filter, int strategy,
                  uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// Encodes Cairo ARGB32 words (premultiplied, native byte order, rows `stride` bytes apart) as
/// straight RGB when every pixel is opaque, else straight RGBA; otherwise as `lv_png_encode`.
int lv_png_encode_argb(const uint8_t *words, int width, int height, size_t stride, int level, int filter, int strategy,
                       uint8_t **out, size_t *out_size, char *error, size_t error_size);

void lv_png_free(uint8_t *buffer);

#endif
