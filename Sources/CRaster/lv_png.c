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

// Encodes rows `stride` bytes apart. With `xrgb_words`, each row holds opaque Cairo ARGB32 words
// that libpng turns into RGB itself (byte swap and filler stripping), with no copy of the image.
static int encode_rows(const uint8_t *pixels, size_t stride, int width, int height, int channels, int xrgb_words,
                       int level, int filter, int strategy, uint8_t **out, size_t *out_size, char *error, size_t error_size) {
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
    if (xrgb_words) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        png_set_bgr(png);                              // words are B, G, R, A in memory
        png_set_filler(png, 0, PNG_FILLER_AFTER);
#else
        png_set_filler(png, 0, PNG_FILLER_BEFORE);     // words are A, R, G, B in memory
#endif
    }
    for (int y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = buffer.data;
    *out_size = buffer.size;
    return 0;
}

int lv_png_encode(const uint8_t *pixels, int width, int height, int channels, int level, int filter, int strategy,
                  uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    return encode_rows(pixels, (size_t)width * (size_t)channels, width, height, channels, 0, level, filter, strategy,
                       out, out_size, error, error_size);
}

void lv_png_free(uint8_t *buffer) { free(buffer); }

int lv_png_encode_argb(const uint8_t *words, int width, int height, size_t stride, int level, int filter, int strategy,
                       uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(words + (size_t)y * stride);
        for (int x = 0; x < width; x++)
            if (row[x] >> 24 != 255) { opaque = 0; break; }
    }
    if (opaque)
        return encode_rows(words, stride, width, height, 3, 1, level, filter, strategy, out, out_size, error, error_size);
    int channels = 4;
    uint8_t *pixels = (uint8_t *)malloc((size_t)width * (size_t)height * (size_t)channels + 1);
    if (!pixels) {
        if (error && error_size) {
            strncpy(error, "out of memory", error_size - 1);
            error[error_size - 1] = 0;
        }
        return -1;
    }
    uint8_t *o = pixels;
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(words + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            uint32_t v = row[x];
            uint32_t a = v >> 24, r = (v >> 16) & 0xFF, g = (v >> 8) & 0xFF, b = v & 0xFF;
            if (a != 255 && a != 0) {
                r = (r * 255 + a / 2) / a; if (r > 255) r = 255;
                g = (g * 255 + a / 2) / a; if (g > 255) g = 255;
                b = (b * 255 + a / 2) / a; if (b > 255) b = 255;
            }
            o[0] = (uint8_t)r; o[1] = (uint8_t)g; o[2] = (uint8_t)b;
            if (channels == 4) o[3] = (uint8_t)a;
            o += channels;
        }
    }
    int status = lv_png_encode(pixels, width, height, channels, level, filter, strategy, out, out_size, error, error_size);
    free(pixels);
    return status;
}
