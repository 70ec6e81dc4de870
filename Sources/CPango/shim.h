#ifndef LAYOUTVIZ_CPANGO_SHIM_H
#define LAYOUTVIZ_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#endif
