// libpng's low-level API reports errors with longjmp, which Swift cannot catch; this small C
// wrapper owns the setjmp and turns errors into a return code and a message.
#include "lv_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} lv_buffer;

typedef struct {
    jmp_buf jump;
    char *message;
    size_t message_size;
} lv_error;

static void lv_write(png_structp png, png_bytep bytes, png_size_t length) {
    lv_buffer *b = (lv_buffer *)png_get_io_ptr(png);
    if (b->failed) return;
    if (b->size + length > b->capacity) {
        size_t capacity = b->capacity ? b->capacity * 2 : 65536;
        while (capacity < b->size + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(b->data, capacity);
        if (!grown) {
            b->failed = 1;
            png_error(png, "out of memory");
            return;
        }
        b->data = grown;
        b->capacity = capacity;
    }
    memcpy(b->data + b->size, bytes, length);
    b->size += length;
}

static void lv_flush(png_structp png) { (void)png; }

static void lv_fail(png_structp png, png_const_charp message) {
    lv_error *e = (lv_error *)png_get_error_ptr(png);
    if (e->message && e->message_size) {
        strncpy(e->message, message, e->message_size - 1);
        e->message[e->message_size - 1] = 0;
    }
    longjmp(e->jump, 1);
}

static void lv_warn(png_structp png, png_const_charp message) { (void)png; (void)message; }

int lv_png_encode(const uint8_t *pixels, int width, int height, int channels, int level, int filter, int strategy,
                  uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    lv_error e;
    e.message = error;
    e.message_size = error_size;
    lv_buffer buffer = {0, 0, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &e, lv_fail, lv_warn);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        return -1;
    }
    if (setjmp(e.jump)) {
        png_destroy_write_struct(&png, &info);
        free(buffer.data);
        return -1;
    }
    static const int filters[] = {PNG_FILTER_NONE, PNG_FILTER_SUB, PNG_FILTER_UP, PNG_FILTER_AVG, PNG_FILTER_PAETH, PNG_ALL_FILTERS};
    png_set_write_fn(png, &buffer, lv_write, lv_flush);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters[filter < 0 || filter > 5 ? 5 : filter]);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    size_t stride = (size_t)width * (size_t)channels;
    for (int y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = buffer.data;
    *out_size = buffer.size;
    return 0;
}

void lv_png_free(uint8_t *buffer) { free(buffer); }
