// ProofSheet's C surface for text and painting (besides CLibcrypto, for SHA-256, CPNG, for libpng
// and libdeflate, and CSystem, for the process's own settings): cairo, pango, pangocairo and the
// fontconfig-backed Pango font map that lets a private font configuration replace the system one.
// Swift cannot use the GObject cast macros, so the few casts it needs live here as inline functions.
#ifndef PROOFSHEET_CPANGOCAIRO_SHIM_H
#define PROOFSHEET_CPANGOCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo-ft.h>
#include <pango/pango.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// A new Pango font map backed by fontconfig and FreeType (never CoreText or DirectWrite), so a
/// private FcConfig fully decides which font files exist.
static inline PangoFontMap *ps_fc_font_map_new(FcConfig *config) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map != NULL && PANGO_IS_FC_FONT_MAP(map)) {
        pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
        pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72.0);
        return map;
    }
    if (map != NULL) g_object_unref(map);
    return NULL;
}

/// Releases any GObject (font maps, contexts, layouts).
static inline void ps_object_unref(void *object) { g_object_unref(object); }

/// The FreeType library's run-time version (FreeType has no version call without a library).
static inline void ps_freetype_version(int *major, int *minor, int *patch) {
    FT_Library library;
    *major = *minor = *patch = 0;
    if (FT_Init_FreeType(&library) != 0) return;
    FT_Library_Version(library, major, minor, patch);
    FT_Done_FreeType(library);
}

#endif
