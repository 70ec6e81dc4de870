// What a backdrop (a material or Liquid Glass) shows of what lies beneath it, computed on a
// copy of those pixels: blurred, saturated, bent at the shape's edge, tinted as much as
// legibility needs and lit along the rim. Every step is a fixed function of the pixels and the
// style, so the same input gives the same bytes on every run (docs/glass.md).
#include "lv_pixels.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

void lv_copy_clamped(const uint8_t *src, int sw, int sh, int sstride, uint8_t *dst, int x0, int y0, int w, int h, int dstride, int opaque) {
    if (sw <= 0 || sh <= 0) return;
    for (int y = 0; y < h; y++) {
        int sy = y0 + y;
        sy = sy < 0 ? 0 : (sy >= sh ? sh - 1 : sy);
        const uint32_t *in = (const uint32_t *)(src + (size_t)sy * (size_t)sstride);
        uint32_t *out = (uint32_t *)(dst + (size_t)y * (size_t)dstride);
        for (int x = 0; x < w; x++) {
            int sx = x0 + x;
            sx = sx < 0 ? 0 : (sx >= sw ? sw - 1 : sx);
            out[x] = opaque ? (in[sx] | 0xFF000000u) : in[sx];
        }
    }
}

// The signed distance from (px, py) to the rounded rectangle (negative inside) and the
// outward normal there.
static double rounded_rect_distance(const lv_backdrop_style *s, double px, double py, double *nx, double *ny) {
    double hx = s->rw / 2, hy = s->rh / 2, cx = s->rx + hx, cy = s->ry + hy;
    double r = s->radius;
    if (r > hx) r = hx;
    if (r > hy) r = hy;
    if (r < 0) r = 0;
    double dx = px - cx, dy = py - cy;
    double sx = dx < 0 ? -1 : 1, sy = dy < 0 ? -1 : 1;
    double qx = fabs(dx) - (hx - r), qy = fabs(dy) - (hy - r);
    if (qx > 0 && qy > 0) {
        double len = sqrt(qx * qx + qy * qy);
        *nx = len > 0 ? sx * qx / len : 0;
        *ny = len > 0 ? sy * qy / len : 0;
        return len - r;
    }
    if (qx > qy) { *nx = sx; *ny = 0; } else { *nx = 0; *ny = sy; }
    return (qx > qy ? qx : qy) - r;
}

// The premultiplied channel `ch` (0 blue, 1 green, 2 red, 3 alpha) at (x, y), bilinear, the
// edges repeated.
static double sample(const uint8_t *px, int w, int h, int stride, double x, double y, int ch) {
    x -= 0.5; y -= 0.5;
    if (x < 0) x = 0;
    if (y < 0) y = 0;
    if (x > w - 1) x = w - 1;
    if (y > h - 1) y = h - 1;
    int x0 = (int)x, y0 = (int)y;
    int x1 = x0 + 1 < w ? x0 + 1 : x0, y1 = y0 + 1 < h ? y0 + 1 : y0;
    double fx = x - x0, fy = y - y0;
    double a = px[(size_t)y0 * stride + (size_t)x0 * 4 + ch], b = px[(size_t)y0 * stride + (size_t)x1 * 4 + ch];
    double c = px[(size_t)y1 * stride + (size_t)x0 * 4 + ch], d = px[(size_t)y1 * stride + (size_t)x1 * 4 + ch];
    return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
}

static double linear(double c) { return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4); }
static double luminance(double r, double g, double b) { return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b); }
static double contrast(double l1, double l2) { return l1 > l2 ? (l1 + 0.05) / (l2 + 0.05) : (l2 + 0.05) / (l1 + 0.05); }
static uint8_t byte(double v) { return (uint8_t)(v < 0 ? 0 : (v > 255 ? 255 : v + 0.5)); }

int lv_backdrop(uint8_t *px, int w, int h, int stride, const lv_backdrop_style *s) {
    if (w <= 0 || h <= 0) return 0;
    if (s->sigma > 0 && lv_blur_argb(px, w, h, stride, s->sigma) != 0) return -1;
    // Saturation, on premultiplied channels (a linear operation, so alpha can stay applied).
    if (s->saturation != 1) {
        for (int y = 0; y < h; y++) {
            uint8_t *row = px + (size_t)y * stride;
            for (int x = 0; x < w; x++) {
                uint8_t *p = row + (size_t)x * 4;
                double b = p[0], g = p[1], r = p[2], a = p[3];
                double l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
                double v[3] = { l + s->saturation * (b - l), l + s->saturation * (g - l), l + s->saturation * (r - l) };
                for (int c = 0; c < 3; c++) p[c] = byte(v[c] < 0 ? 0 : (v[c] > a ? a : v[c]));
            }
        }
    }
    int shaped = s->radius >= 0;
    // The lens: within `lens_band` of the edge the glass shows what lies further out along the
    // normal, the pull growing as the square of the closeness to the edge.
    if (shaped && s->lens_band > 0 && s->lens_strength > 0) {
        uint8_t *copy = (uint8_t *)malloc((size_t)stride * (size_t)h);
        if (!copy) return -1;
        memcpy(copy, px, (size_t)stride * (size_t)h);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double nx, ny, cx = x + 0.5, cy = y + 0.5;
                double d = rounded_rect_distance(s, cx, cy, &nx, &ny);
                if (d > 0 || -d >= s->lens_band) continue;
                double t = 1 + d / s->lens_band;
                double pull = s->lens_strength * s->lens_band * t * t;
                uint8_t *p = px + (size_t)y * stride + (size_t)x * 4;
                for (int c = 0; c < 4; c++) p[c] = byte(sample(copy, w, h, stride, cx + nx * pull, cy + ny * pull, c));
            }
        }
        free(copy);
    }
    // The tint: its least opacity, raised until the ink reads against every pixel under it.
    double tint_a = s->tint_a;
    if (s->contrast > 0) {
        double ink = luminance(s->ink_r, s->ink_g, s->ink_b), tint = luminance(s->tint_r, s->tint_g, s->tint_b);
        int dark_ink = ink < tint;
        // Opaque pixels (nearly all) take their channels' linear values from a table: the
        // same numbers `linear` gives, without three powers per pixel.
        double table[256];
        for (int v = 0; v < 256; v++) table[v] = linear(v / 255.0);
        double best = dark_ink ? 2 : -1, br = 0, bg = 0, bb = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double nx, ny;
                if (shaped && rounded_rect_distance(s, x + 0.5, y + 0.5, &nx, &ny) > 0) continue;
                const uint8_t *p = px + (size_t)y * stride + (size_t)x * 4;
                double a = p[3] > 0 ? p[3] : 1;
                double r = p[2] / a, g = p[1] / a, b = p[0] / a;
                double l = p[3] == 255 ? 0.2126 * table[p[2]] + 0.7152 * table[p[1]] + 0.0722 * table[p[0]] : luminance(r, g, b);
                if (dark_ink ? l < best : l > best) { best = l; br = r; bg = g; bb = b; }
            }
        }
        if (best >= 0 && best <= 1) {
            double lo = tint_a, hi = 1;
            #define BLEND(k) luminance(k * s->tint_r + (1 - k) * br, k * s->tint_g + (1 - k) * bg, k * s->tint_b + (1 - k) * bb)
            if (contrast(ink, BLEND(lo)) < s->contrast) {
                for (int i = 0; i < 24; i++) {
                    double mid = (lo + hi) / 2;
                    if (contrast(ink, BLEND(mid)) >= s->contrast) hi = mid; else lo = mid;
                }
                tint_a = hi;
            }
            #undef BLEND
        }
    }
    double tint[3] = { s->tint_b * 255, s->tint_g * 255, s->tint_r * 255 };
    for (int y = 0; y < h; y++) {
        uint8_t *row = px + (size_t)y * stride;
        for (int x = 0; x < w; x++) {
            uint8_t *p = row + (size_t)x * 4;
            for (int c = 0; c < 3; c++) p[c] = byte(tint_a * tint[c] + (1 - tint_a) * p[c]);
            p[3] = byte(tint_a * 255 + (1 - tint_a) * p[3]);
            // The rim's light: toward white within `highlight_band` of the edge, brightest where
            // the edge faces the light from the top leading corner.
            if (shaped && s->highlight > 0 && s->highlight_band > 0) {
                double nx, ny;
                double d = rounded_rect_distance(s, x + 0.5, y + 0.5, &nx, &ny);
                if (d <= 0 && -d < s->highlight_band) {
                    double facing = fabs(nx * -0.7071 + ny * -0.7071);
                    double k = s->highlight * (1 + d / s->highlight_band) * (0.3 + 0.7 * facing);
                    for (int c = 0; c < 3; c++) p[c] = byte(p[c] + k * (p[3] - p[c]));
                }
            }
        }
    }
    return 0;
}
