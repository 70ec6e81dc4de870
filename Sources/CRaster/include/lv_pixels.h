#ifndef LAYOUTVIZ_LV_PIXELS_H
#define LAYOUTVIZ_LV_PIXELS_H
#include <stddef.h>
#include <stdint.h>

// Whole-image pixel loops for golden comparisons and failure images. Every image here is a
// buffer of Cairo's ARGB32 words (alpha in the top byte, colour premultiplied, native byte order),
// rows packed without padding, passed as bytes.

/// Copies `rows` rows of `row_bytes` bytes from `src` (rows `stride` bytes apart) into packed `dst`.
void lv_copy_rows(const uint8_t *src, size_t stride, uint8_t *dst, size_t row_bytes, int rows);

/// Sets the alpha byte of `count` words to 255 (for images decoded without an alpha channel).
void lv_make_opaque(uint8_t *words, size_t count);

/// A 128-bit digest of `length` bytes into `out[0]`, `out[1]`: four 64-bit lanes of
/// multiply-rotate rounds over 32-byte blocks, then the tail, then an avalanche per half. Not
/// cryptographic: it tells accidental changes apart (goldens compare it before decoding a PNG), at
/// memory speed. The same bytes give the same digest on every little-endian machine.
void lv_digest128(const uint8_t *data, size_t length, uint64_t out[2]);

/// The result of `lv_compare`.
typedef struct {
    int64_t changed;     ///< pixels counted as changed
    int64_t antialiased; ///< pixels judged to be anti-aliasing
    int64_t densest;     ///< the most counted pixels in any window×window square
} lv_comparison;

/// Compares two images with pixelmatch's YIQ metric and anti-aliasing detector (mapbox/pixelmatch
/// 5.x, ISC licence) on unpremultiplied pixels. The images are padded with transparent pixels to
/// w×h = (max width, max height); pixels outside either image count as changed. `mask` receives
/// w×h bytes: 0 same, 1 changed, 2 anti-aliasing. `threshold` 0 counts any difference. With
/// `exclude_antialiasing`, anti-aliasing pixels are neither counted nor part of the window density.
/// Returns 0, or -1 when memory runs out.
int lv_compare(const uint8_t *expected, int expected_width, int expected_height,
               const uint8_t *actual, int actual_width, int actual_height,
               double threshold, int exclude_antialiasing, int window,
               uint8_t *mask, lv_comparison *result);

/// Copies a src_width×src_height image into the top-left corner of a w×h one, the rest transparent.
void lv_pad(const uint8_t *src, int src_width, int src_height, uint8_t *dst, int w, int h);

/// Draws the failure images of a w×h comparison of `expected` and `actual` (both w×h):
/// `diff_out`: the expected image faded to light grey, changed pixels red, anti-aliasing yellow;
/// `aa_out`: anti-aliasing pixels yellow on transparent;
/// `strip_out`: expected, diff and actual side by side on white, `gap` pixels apart ((3w + 2gap)×h).
/// `mask` may be NULL (no pixel differs).
void lv_failure_images(const uint8_t *expected, const uint8_t *actual, const uint8_t *mask, int w, int h, int gap,
                       uint8_t *diff_out, uint8_t *aa_out, uint8_t *strip_out);

/// Marks `cells` ((w+cell-1)/cell per row) that contain a non-zero mask byte.
void lv_mask_cells(const uint8_t *mask, int w, int h, int cell, uint8_t *cells);

/// The tight bounds {min x, min y, max x, max y} of non-zero mask bytes within the rectangle
/// [x0, x1) × [y0, y1); {INT_MAX, INT_MAX, 0, 0} when there are none.
void lv_mask_bounds(const uint8_t *mask, int w, int x0, int y0, int x1, int y1, int bounds[4]);

/// Blurs an 8-bit alpha image (rows `stride` bytes apart) in place with an approximate Gaussian
/// of `sigma` pixels (three box blurs). Returns 0, or -1 when memory runs out.
int lv_blur_alpha(uint8_t *alpha, int w, int h, int stride, double sigma);

/// Blurs premultiplied 32-bit words (every channel) in place like lv_blur_alpha. Returns 0, or
/// -1 when memory runs out.
int lv_blur_argb(uint8_t *pixels, int w, int h, int stride, double sigma);

/// Applies a 4 × 5 colour matrix (row-major: red, green, blue, alpha rows; columns r, g, b, a and
/// a constant) to premultiplied 32-bit words in place: each pixel is unpremultiplied, transformed,
/// clamped to 0...1 and premultiplied again.
void lv_color_matrix(uint8_t *pixels, int w, int h, int stride, const double m[20]);

/// How a backdrop (a material or Liquid Glass) shows what lies beneath it (lv_backdrop.c).
/// Lengths are in the buffer's pixels; colours are sRGB components in 0...1.
typedef struct {
    /// The blur's standard deviation (0: none) and the saturation (1: unchanged).
    double sigma, saturation;
    /// The shape as a rounded rectangle in the buffer; a negative radius: no shape (no lens,
    /// no rim light, legibility over the whole buffer).
    double rx, ry, rw, rh, radius;
    /// The lens: how far in from the edge it bends, and how far it reaches out (a fraction of
    /// the band).
    double lens_band, lens_strength;
    /// The tint and its least opacity.
    double tint_r, tint_g, tint_b, tint_a;
    /// The ink to keep legible and the contrast ratio it needs (0: none).
    double ink_r, ink_g, ink_b, contrast;
    /// The rim's light: how much toward white, and how far in from the edge.
    double highlight, highlight_band;
} lv_backdrop_style;

/// Copies the w × h region at (x0, y0) of `src` (sw × sh 32-bit pixels) into `dst`, repeating
/// the edge pixels past its bounds; `opaque` (a 24-bit source, its fourth byte undefined) sets
/// every alpha to 255.
void lv_copy_clamped(const uint8_t *src, int sw, int sh, int sstride, uint8_t *dst, int x0, int y0, int w, int h, int dstride, int opaque);

/// Turns a copy of what lies beneath (premultiplied 32-bit words, in place) into what the
/// backdrop shows: blurred, saturated, bent at the edge, tinted at least `tint_a` and as much
/// more as the ink's contrast needs, and lit along the rim. Returns 0, or -1 when memory runs out.
int lv_backdrop(uint8_t *px, int w, int h, int stride, const lv_backdrop_style *style);

#endif
