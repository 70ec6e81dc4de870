// JPEG decoding for Image: libjpeg (libjpeg-turbo on Debian) into Cairo's ARGB32 words.
#include "lv_jpeg.h"

#include <stdio.h>  // before jpeglib.h, which uses FILE
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    char *message;
    size_t message_size;
} lv_jpeg_error;

static void lv_jpeg_fail(j_common_ptr info) {
    lv_jpeg_error *err = (lv_jpeg_error *)info->err;
    if (err->message && err->message_size > 0) {
        char buffer[JMSG_LENGTH_MAX];
        err->base.format_message(info, buffer);
        snprintf(err->message, err->message_size, "%s", buffer);
    }
    longjmp(err->escape, 1);
}

static void lv_jpeg_quiet(j_common_ptr info, int level) { (void)info; (void)level; }

uint8_t *lv_jpeg_decode_argb(const uint8_t *data, size_t length, int *width, int *height, int *stride,
                             char *error, size_t error_size) {
    struct jpeg_decompress_struct info;
    lv_jpeg_error err;
    uint8_t *volatile out = NULL;
    uint8_t *volatile row = NULL;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = lv_jpeg_fail;
    err.base.emit_message = lv_jpeg_quiet;
    err.message = error;
    err.message_size = error_size;
    if (setjmp(err.escape)) {
        jpeg_destroy_decompress(&info);
        free(out);
        free(row);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    // CMYK stays CMYK (libjpeg cannot convert it); everything else comes out as RGB.
    if (info.jpeg_color_space != JCS_CMYK && info.jpeg_color_space != JCS_YCCK) info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    int w = (int)info.output_width, h = (int)info.output_height, channels = info.output_components;
    if (w <= 0 || h <= 0 || w > 32767 || h > 32767) {
        if (error && error_size) snprintf(error, error_size, "image size %dx%d is out of range", w, h);
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    int s = w * 4;
    out = malloc((size_t)s * (size_t)h);
    row = malloc((size_t)w * (size_t)channels);
    if (!out || !row) {
        if (error && error_size) snprintf(error, error_size, "out of memory");
        jpeg_destroy_decompress(&info);
        free(out);
        free(row);
        return NULL;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW rows[1] = { row };
        int y = (int)info.output_scanline;
        jpeg_read_scanlines(&info, rows, 1);
        uint32_t *dst = (uint32_t *)(out + (size_t)y * (size_t)s);
        for (int x = 0; x < w; x++) {
            const uint8_t *p = row + (size_t)x * (size_t)channels;
            uint32_t r, g, b;
            if (channels == 1) {
                r = g = b = p[0];
            } else if (channels == 4) {
                // Adobe's inverted CMYK: each channel times K.
                r = (uint32_t)p[0] * p[3] / 255; g = (uint32_t)p[1] * p[3] / 255; b = (uint32_t)p[2] * p[3] / 255;
            } else {
                r = p[0]; g = p[1]; b = p[2];
            }
            dst[x] = 0xFF000000u | (r << 16) | (g << 8) | b;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *width = w;
    *height = h;
    *stride = s;
    return out;
}
