#ifndef LAYOUTVIZ_CCAIRO_SHIM_H
#define LAYOUTVIZ_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#endif
