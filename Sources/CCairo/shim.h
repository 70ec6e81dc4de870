#ifndef LAYOUTVIZ_CCAIRO_SHIM_H
#define LAYOUTVIZ_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#include <pixman.h>
#include <png.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#endif
