// Per-pixel loops over whole images, in C so that a debug build of the tests (where Swift's
// array accesses are unoptimised) writes a failing golden's report in well under a second.
// SwiftPM compiles C without optimisation in debug builds too, so the loops over every pixel
// stay call-free and simple; the costlier work (unpremultiplying, luma, the anti-aliasing test)
// runs only where pixels differ.
#include "lv_pixels.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

// Image buffers come from Swift arrays and Cairo surfaces, both aligned for 32-bit words.
#define WORDS(p) ((uint32_t *)(void *)(p))
#define CONST_WORDS(p) ((const uint32_t *)(const void *)(p))

void lv_copy_rows(const uint8_t *src, size_t stride, uint8_t *dst, size_t row_bytes, int rows) {
    for (int y = 0; y < rows; y++) memcpy(dst + (size_t)y * row_bytes, src + (size_t)y * stride, row_bytes);
}

void lv_make_opaque(uint8_t *words, size_t count) {
    uint32_t *w = WORDS(words);
    for (size_t i = 0; i < count; i++) w[i] |= 0xFF000000u;
}

// The digest: documented in lv_pixels.h and docs/goldens.md ("Verifying without decoding").
#define DIGEST_K1 0x9E3779B185EBCA87ull
#define DIGEST_K2 0xC2B2AE3D27D4EB4Full
#define DIGEST_K3 0x165667B19E3779F9ull

static inline uint64_t digest_rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static inline uint64_t digest_load(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

static inline uint64_t digest_round(uint64_t acc, uint64_t v) {
    return digest_rotl(acc + v * DIGEST_K2, 31) * DIGEST_K1;
}

static inline uint64_t digest_mix(uint64_t h) {
    h ^= h >> 33;
    h *= DIGEST_K2;
    h ^= h >> 29;
    h *= DIGEST_K3;
    h ^= h >> 32;
    return h;
}

void lv_digest128(const uint8_t *data, size_t length, uint64_t out[2]) {
    uint64_t a = DIGEST_K1 + DIGEST_K2, b = DIGEST_K2, c = 0, d = 0 - DIGEST_K1;
    size_t i = 0;
    for (; i + 32 <= length; i += 32) {
        a = digest_round(a, digest_load(data + i));
        b = digest_round(b, digest_load(data + i + 8));
        c = digest_round(c, digest_load(data + i + 16));
        d = digest_round(d, digest_load(data + i + 24));
    }
    uint64_t t = 0;
    for (int shift = 0; i < length; i++, shift += 8) {
        t |= (uint64_t)data[i] << (shift & 56);
        if ((shift & 56) == 56) { a = digest_round(a, t); t = 0; }
    }
    uint64_t n = (uint64_t)length;
    uint64_t h0 = digest_rotl(a, 1) + digest_rotl(b, 7) + digest_rotl(c, 12) + digest_rotl(d, 18);
    uint64_t h1 = digest_rotl(a, 3) ^ digest_rotl(b, 11) ^ digest_rotl(c, 23) ^ digest_rotl(d, 41);
    out[0] = digest_mix(h0 ^ digest_round(n, t));
    out[1] = digest_mix(h1 + digest_round(n ^ DIGEST_K3, t) + out[0]);
}

// Straight (unpremultiplied) pixels, packed r | g << 8 | b << 16 | a << 24.
typedef uint32_t straight;

#define SR(p) ((double)((p) & 0xFF))
#define SG(p) ((double)(((p) >> 8) & 0xFF))
#define SB(p) ((double)(((p) >> 16) & 0xFF))
#define SA(p) ((p) >> 24)

static uint32_t unpremultiply_channel(uint32_t c, uint32_t a) {
    uint32_t v = (c * 255 + a / 2) / a;
    return v > 255 ? 255 : v;
}

// One ARGB32 word as a straight pixel (premultiplied colour divided by alpha, rounded).
static straight to_straight(uint32_t v) {
    uint32_t a = v >> 24;
    if (a == 255 || a == 0) return ((v >> 16) & 0xFF) | (v & 0xFF00) | (v & 0xFF) << 16 | (v & 0xFF000000u);
    return unpremultiply_channel((v >> 16) & 0xFF, a) | unpremultiply_channel((v >> 8) & 0xFF, a) << 8
         | unpremultiply_channel(v & 0xFF, a) << 16 | a << 24;
}

// An image seen through the comparison's w×h canvas: transparent outside its own size; each
// pixel's luma over white computed on first use.
typedef struct {
    const uint32_t *words;
    int width, height; // the image's own size
    int canvas_width;  // w of the canvas, for the luma cache
    double *luma;      // canvas-sized, valid where `have` is set
    uint8_t *have;
} image;

static straight pixel_at(const image *im, int x, int y) {
    if (x >= im->width || y >= im->height) return 0;
    return to_straight(im->words[(size_t)y * im->width + x]);
}

static double luma_at(const image *im, int x, int y) {
    size_t i = (size_t)y * im->canvas_width + x;
    if (!im->have[i]) {
        straight p = pixel_at(im, x, y);
        double r = SR(p), g = SG(p), b = SB(p);
        if (SA(p) < 255) { double a = (double)SA(p) / 255; r = 255 + (r - 255) * a; g = 255 + (g - 255) * a; b = 255 + (b - 255) * a; }
        im->luma[i] = r * 0.29889531 + g * 0.58662247 + b * 0.11448223;
        im->have[i] = 1;
    }
    return im->luma[i];
}

static double blend(double c, double a) { return 255 + (c - 255) * a; }

// pixelmatch's YIQ distance of two pixels blended over white; negative when the first is lighter.
static double color_delta(straight p, straight q) {
    double r1 = SR(p), g1 = SG(p), b1 = SB(p);
    double r2 = SR(q), g2 = SG(q), b2 = SB(q);
    if (SA(p) < 255) { double a = (double)SA(p) / 255; r1 = blend(r1, a); g1 = blend(g1, a); b1 = blend(b1, a); }
    if (SA(q) < 255) { double a = (double)SA(q) / 255; r2 = blend(r2, a); g2 = blend(g2, a); b2 = blend(b2, a); }
    double y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223;
    double y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223;
    double y = y1 - y2;
    double i = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189);
    double q2 = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694);
    double delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q2 * q2;
    return y1 > y2 ? -delta : delta;
}

// Whether at least three neighbours of (x1, y1) have exactly its colour.
static int has_many_siblings(const image *im, int x1, int y1, int w, int h) {
    int x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    int x2 = x1 < w - 1 ? x1 + 1 : w - 1, y2 = y1 < h - 1 ? y1 + 1 : h - 1;
    straight center = pixel_at(im, x1, y1);
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    for (int x = x0; x <= x2; x++)
        for (int y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            if (pixel_at(im, x, y) == center && ++zeroes > 2) return 1;
        }
    return 0;
}

// Whether (x1, y1) of `im` lies between a darkest and a lightest neighbour that both sit in flat
// areas of both images: pixelmatch's anti-aliasing test. Neighbours are visited column by column,
// as pixelmatch does, so ties pick the same neighbour.
static int antialiased(const image *im, int x1, int y1, int w, int h, const image *other) {
    int x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    int x2 = x1 < w - 1 ? x1 + 1 : w - 1, y2 = y1 < h - 1 ? y1 + 1 : h - 1;
    double center = luma_at(im, x1, y1);
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    double min_d = 0, max_d = 0;
    int min_x = 0, min_y = 0, max_x = 0, max_y = 0;
    for (int x = x0; x <= x2; x++)
        for (int y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            double delta = center - luma_at(im, x, y);
            if (delta == 0) {
                if (++zeroes > 2) return 0;
            } else if (delta < min_d) {
                min_d = delta; min_x = x; min_y = y;
            } else if (delta > max_d) {
                max_d = delta; max_x = x; max_y = y;
            }
        }
    if (min_d == 0 || max_d == 0) return 0;
    return (has_many_siblings(im, min_x, min_y, w, h) && has_many_siblings(other, min_x, min_y, w, h))
        || (has_many_siblings(im, max_x, max_y, w, h) && has_many_siblings(other, max_x, max_y, w, h));
}

// The most counted mask pixels in any s×s window: column sums over the last s rows, slid across
// each row; rows whose window holds nothing counted are skipped. O(w) memory.
static int64_t densest_window(const uint8_t *mask, int w, int h, int size, int exclude_antialiasing, int *failed) {
    int s = size < w ? size : w;
    if (h < s) s = h;
    if (s <= 0) return 0;
    int32_t *columns = (int32_t *)calloc((size_t)w, sizeof(int32_t));
    int32_t *row_counts = (int32_t *)calloc((size_t)h, sizeof(int32_t));
    if (!columns || !row_counts) { free(columns); free(row_counts); *failed = 1; return 0; }
    int64_t best = 0, in_window = 0;
    for (int y = 0; y < h; y++) {
        const uint8_t *row = mask + (size_t)y * w;
        int32_t count = 0;
        for (int x = 0; x < w; x++) {
            if (row[x] == 1 || (row[x] == 2 && !exclude_antialiasing)) { columns[x]++; count++; }
        }
        row_counts[y] = count;
        in_window += count;
        if (y >= s) {
            const uint8_t *old = mask + (size_t)(y - s) * w;
            if (row_counts[y - s]) {
                for (int x = 0; x < w; x++)
                    if (old[x] == 1 || (old[x] == 2 && !exclude_antialiasing)) columns[x]--;
            }
            in_window -= row_counts[y - s];
        }
        if (y < s - 1 || in_window <= best) continue;
        int64_t sum = 0;
        for (int x = 0; x < w; x++) {
            sum += columns[x];
            if (x >= s) sum -= columns[x - s];
            if (x >= s - 1 && sum > best) best = sum;
        }
    }
    free(columns);
    free(row_counts);
    return best;
}

int lv_compare(const uint8_t *expected, int ew, int eh, const uint8_t *actual, int aw, int ah,
               double threshold, int exclude_antialiasing, int window, uint8_t *mask, lv_comparison *result) {
    int w = ew > aw ? ew : aw, h = eh > ah ? eh : ah;
    int common_w = ew < aw ? ew : aw, common_h = eh < ah ? eh : ah;
    memset(result, 0, sizeof *result);
    memset(mask, 0, (size_t)w * (size_t)h);
    size_t n = (size_t)w * (size_t)h;
    // calloc'd caches cost nothing until a differing pixel touches them.
    image a = {CONST_WORDS(expected), ew, eh, w, (double *)malloc(n * sizeof(double)), (uint8_t *)calloc(n, 1)};
    image b = {CONST_WORDS(actual), aw, ah, w, (double *)malloc(n * sizeof(double)), (uint8_t *)calloc(n, 1)};
    if (!a.luma || !a.have || !b.luma || !b.have) {
        free(a.luma); free(a.have); free(b.luma); free(b.have);
        return -1;
    }
    double max_delta = 35215 * threshold * threshold;
    for (int y = 0; y < h; y++) {
        uint8_t *mask_row = mask + (size_t)y * w;
        if (y >= common_h) {
            // Below one of the images: always a change.
            memset(mask_row, 1, (size_t)w);
            result->changed += w;
            continue;
        }
        const uint32_t *row_a = a.words + (size_t)y * ew, *row_b = b.words + (size_t)y * aw;
        for (int x = 0; x < w; x++) {
            if (x >= common_w) {
                mask_row[x] = 1;
                result->changed++;
                continue;
            }
            // Equal words are equal straight pixels (unpremultiplying is one-to-one).
            if (row_a[x] == row_b[x]) continue;
            double delta = color_delta(to_straight(row_a[x]), to_straight(row_b[x]));
            if (threshold > 0 && (delta < 0 ? -delta : delta) <= max_delta) continue;
            if (antialiased(&a, x, y, w, h, &b) || antialiased(&b, x, y, w, h, &a)) {
                mask_row[x] = 2;
                result->antialiased++;
                if (!exclude_antialiasing) result->changed++;
            } else {
                mask_row[x] = 1;
                result->changed++;
            }
        }
    }
    free(a.luma); free(a.have); free(b.luma); free(b.have);
    int failed = 0;
    result->densest = densest_window(mask, w, h, window, exclude_antialiasing, &failed);
    return failed ? -1 : 0;
}

void lv_pad(const uint8_t *src, int src_width, int src_height, uint8_t *dst, int w, int h) {
    memset(dst, 0, (size_t)w * (size_t)h * 4);
    for (int y = 0; y < src_height; y++) memcpy(dst + (size_t)y * w * 4, src + (size_t)y * src_width * 4, (size_t)src_width * 4);
}

void lv_failure_images(const uint8_t *expected, const uint8_t *actual, const uint8_t *mask, int w, int h, int gap,
                       uint8_t *diff_out, uint8_t *aa_out, uint8_t *strip_out) {
    const uint32_t red = 0xFFE60000u, yellow = 0xFFFFC800u;
    size_t n = (size_t)w * (size_t)h;
    const uint32_t *base = CONST_WORDS(expected);
    uint32_t *diff = WORDS(diff_out), *aa = WORDS(aa_out);
    memset(aa_out, 0, n * 4);
    uint32_t last_word = 0, last_faded = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        uint8_t m = mask ? mask[i] : 0;
        if (m == 1) {
            diff[i] = red;
        } else if (m == 2) {
            diff[i] = yellow;
            aa[i] = yellow;
        } else if (base[i] == last_word) {
            diff[i] = last_faded; // runs of one colour: the common case in UI pictures
        } else {
            straight p = to_straight(base[i]);
            double alpha = (double)SA(p) / 255;
            double y = 255 + ((SR(p) * 0.299 + SG(p) * 0.587 + SB(p) * 0.114) - 255) * alpha;
            uint32_t faded = (uint32_t)(uint8_t)(255 - (255 - y) * 0.15);
            last_word = base[i];
            last_faded = 0xFF000000u | faded << 16 | faded << 8 | faded;
            diff[i] = last_faded;
        }
    }
    int sw = 3 * w + 2 * gap;
    for (int y = 0; y < h; y++) {
        uint8_t *row = strip_out + (size_t)y * sw * 4;
        memset(row, 0xFF, (size_t)sw * 4);
        memcpy(row, expected + (size_t)y * w * 4, (size_t)w * 4);
        memcpy(row + (size_t)(w + gap) * 4, diff_out + (size_t)y * w * 4, (size_t)w * 4);
        memcpy(row + (size_t)(2 * w + 2 * gap) * 4, actual + (size_t)y * w * 4, (size_t)w * 4);
    }
}

void lv_mask_cells(const uint8_t *mask, int w, int h, int cell, uint8_t *cells) {
    int cw = (w + cell - 1) / cell;
    for (int y = 0; y < h; y++) {
        const uint8_t *row = mask + (size_t)y * w;
        uint8_t *cell_row = cells + (size_t)(y / cell) * cw;
        for (int x = 0; x < w; x++)
            if (row[x]) cell_row[x / cell] = 1;
    }
}

void lv_mask_bounds(const uint8_t *mask, int w, int x0, int y0, int x1, int y1, int bounds[4]) {
    bounds[0] = INT_MAX; bounds[1] = INT_MAX; bounds[2] = 0; bounds[3] = 0;
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++)
            if (mask[(size_t)y * w + x]) {
                if (x < bounds[0]) bounds[0] = x;
                if (y < bounds[1]) bounds[1] = y;
                if (x > bounds[2]) bounds[2] = x;
                if (y > bounds[3]) bounds[3] = y;
            }
}

// One box blur pass of `radius` pixels along rows (`horizontal`) or columns, from `src` to `dst`.
static void box_pass(const uint8_t *src, uint8_t *dst, int w, int h, int stride, int radius, int horizontal) {
    int lines = horizontal ? h : w, length = horizontal ? w : h;
    size_t step = horizontal ? 1 : (size_t)stride, line_step = horizontal ? (size_t)stride : 1;
    int window = 2 * radius + 1;
    for (int l = 0; l < lines; l++) {
        const uint8_t *in = src + (size_t)l * line_step;
        uint8_t *out = dst + (size_t)l * line_step;
        int sum = 0;
        // The window's first position: pixels 0...radius (past the edges counts as zero), so the
        // work is the line's length however large the radius.
        for (int k = 0; k <= radius && k < length; k++) sum += in[(size_t)k * step];
        for (int i = 0; i < length; i++) {
            out[(size_t)i * step] = (uint8_t)((sum + window / 2) / window);
            int leaving = i - radius, entering = i + radius + 1;
            if (leaving >= 0) sum -= in[(size_t)leaving * step];
            if (entering < length) sum += in[(size_t)entering * step];
        }
    }
}

int lv_blur_alpha(uint8_t *alpha, int w, int h, int stride, double sigma) {
    if (!(sigma > 0) || w <= 0 || h <= 0) return 0;
    // Past a few widths of the image a wider blur only spreads the same sum thinner: the box
    // widths stay within int and the result within a rounding of what σ would give.
    double most = 4.0 * (double)(w > h ? w : h) + 8.0;
    if (!(sigma < most)) sigma = most;
    // Three box blurs approximate a Gaussian (W. Jarosz, "Fast image convolutions"): box widths
    // from the ideal width sqrt(12σ²/n + 1), n = 3.
    double ideal = sqrt(12.0 * sigma * sigma / 3.0 + 1.0);
    int wl = (int)floor(ideal);
    if (wl % 2 == 0) wl--;
    int wu = wl + 2;
    double m_ideal = (12.0 * sigma * sigma - 3.0 * wl * wl - 12.0 * wl - 9.0) / (-4.0 * wl - 4.0);
    int m = (int)round(m_ideal);
    uint8_t *tmp = (uint8_t *)malloc((size_t)stride * (size_t)h);
    if (!tmp) return -1;
    for (int pass = 0; pass < 3; pass++) {
        int radius = ((pass < m ? wl : wu) - 1) / 2;
        if (radius <= 0) continue;
        box_pass(alpha, tmp, w, h, stride, radius, 1);
        box_pass(tmp, alpha, w, h, stride, radius, 0);
    }
    free(tmp);
    return 0;
}

int lv_blur_argb(uint8_t *pixels, int w, int h, int stride, double sigma) {
    if (!(sigma > 0) || w <= 0 || h <= 0) return 0;
    // Each channel of the premultiplied words blurred as its own plane.
    uint8_t *plane = (uint8_t *)malloc((size_t)w * (size_t)h);
    if (!plane) return -1;
    for (int ch = 0; ch < 4; ch++) {
        for (int y = 0; y < h; y++) {
            const uint8_t *row = pixels + (size_t)y * (size_t)stride;
            for (int x = 0; x < w; x++) plane[(size_t)y * (size_t)w + (size_t)x] = row[(size_t)x * 4 + (size_t)ch];
        }
        if (lv_blur_alpha(plane, w, h, w, sigma) != 0) { free(plane); return -1; }
        for (int y = 0; y < h; y++) {
            uint8_t *row = pixels + (size_t)y * (size_t)stride;
            for (int x = 0; x < w; x++) row[(size_t)x * 4 + (size_t)ch] = plane[(size_t)y * (size_t)w + (size_t)x];
        }
    }
    free(plane);
    return 0;
}

static double clamp01(double v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }

void lv_color_matrix(uint8_t *pixels, int w, int h, int stride, const double m[20]) {
    for (int y = 0; y < h; y++) {
        uint32_t *row = (uint32_t *)(pixels + (size_t)y * (size_t)stride);
        for (int x = 0; x < w; x++) {
            uint32_t p = row[x];
            double a = (double)(p >> 24) / 255.0;
            double r = 0, g = 0, b = 0;
            if (a > 0) {
                r = (double)((p >> 16) & 0xff) / 255.0 / a;
                g = (double)((p >> 8) & 0xff) / 255.0 / a;
                b = (double)(p & 0xff) / 255.0 / a;
            }
            double o[4];
            for (int i = 0; i < 4; i++) {
                const double *k = m + i * 5;
                o[i] = clamp01(k[0] * r + k[1] * g + k[2] * b + k[3] * a + k[4]);
            }
            double oa = o[3];
            uint32_t A = (uint32_t)(oa * 255.0 + 0.5);
            uint32_t R = (uint32_t)(o[0] * oa * 255.0 + 0.5), G = (uint32_t)(o[1] * oa * 255.0 + 0.5), B = (uint32_t)(o[2] * oa * 255.0 + 0.5);
            row[x] = (A << 24) | (R << 16) | (G << 8) | B;
        }
    }
}
