// ProofSheet's C surface (besides CLibcrypto, for SHA-256, and CPNG, for libpng and libdeflate): cairo, pango, pangocairo, the fontconfig-backed Pango
// font map that lets a private font configuration replace the system one, and glibc's allocator
// settings (malloc.h, which Swift's Glibc module leaves out) and prctl (variadic, which Swift
// cannot call). Swift cannot use the
// GObject cast macros, so the few casts it needs live here as inline functions.
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
#if defined(__linux__)
#include <malloc.h>
#include <signal.h>
#include <sys/prctl.h>
#include <elf.h>
#include <sys/auxv.h>
#endif

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

/// The GNU build ID of the main program (the bytes the linker hashed its contents to) into
/// `out`; returns how many bytes, 0 when it has none or the platform has no such notes. The
/// program's headers come from the auxiliary vector, its notes are read where they are loaded.
static inline size_t ps_build_id(unsigned char *out, size_t capacity) {
#if defined(__linux__) && defined(__LP64__)
    const Elf64_Phdr *headers = (const Elf64_Phdr *)getauxval(AT_PHDR);
    size_t count = (size_t)getauxval(AT_PHNUM);
    if (headers == NULL || count == 0) return 0;
    // The load bias: where the headers are, less where the program says they are.
    uintptr_t bias = 0;
    for (size_t index = 0; index < count; index++) {
        if (headers[index].p_type == PT_PHDR) bias = (uintptr_t)headers - headers[index].p_vaddr;
    }
    for (size_t index = 0; index < count; index++) {
        if (headers[index].p_type != PT_NOTE) continue;
        const unsigned char *note = (const unsigned char *)(bias + headers[index].p_vaddr);
        const unsigned char *end = note + headers[index].p_memsz;
        while (note + sizeof(Elf64_Nhdr) <= end) {
            const Elf64_Nhdr *header = (const Elf64_Nhdr *)note;
            size_t name_size = (header->n_namesz + 3) & ~(size_t)3, desc_size = (header->n_descsz + 3) & ~(size_t)3;
            const unsigned char *name = note + sizeof(Elf64_Nhdr), *desc = name + name_size;
            if (desc + desc_size > end) break;
            if (header->n_type == NT_GNU_BUILD_ID && header->n_namesz == 4 && memcmp(name, "GNU", 4) == 0) {
                size_t length = header->n_descsz < capacity ? header->n_descsz : capacity;
                memcpy(out, desc, length);
                return length;
            }
            note = desc + desc_size;
        }
    }
    return 0;
#else
    (void)out; (void)capacity;
    return 0;
#endif
}

/// In a worker process just forked: asks the kernel to SIGKILL it when the thread that forked it
/// ends, so a parent killed outright leaves no worker running. Returns 0, or -1 where it fails;
/// elsewhere than Linux it does nothing and returns 0.
static inline int ps_end_with_parent(void) {
#if defined(__linux__)
    return prctl(PR_SET_PDEATHSIG, SIGKILL);
#else
    return 0;
#endif
}

#endif
