// librsvg's surface for SVG images: load a document from bytes (never from a file, so it has no
// base URL and librsvg resolves no reference outside it: only `data:` URLs and fragments inside the
// document load), read its intrinsic size, draw it into a cairo_t. GLib's errors become a message
// in a caller's buffer, so Swift sees no GError.
#ifndef PROOFSHEET_CRSVG_SHIM_H
#define PROOFSHEET_CRSVG_SHIM_H

#include <stdio.h>
#include <string.h>
#include <cairo.h>
#include <gio/gio.h>
#include <librsvg/rsvg.h>

/// Copies `error`'s message (or `fallback`) into `message` and frees the error.
static inline void ps_rsvg_take_error(GError *error, const char *fallback, char *message, size_t message_size) {
    if (message != NULL && message_size > 0) snprintf(message, message_size, "%s", error != NULL ? error->message : fallback);
    if (error != NULL) g_error_free(error);
}

/// Parses the SVG document in `bytes`, with librsvg's XML safety limits on and no base URL (so no
/// external file, image, stylesheet or font is ever loaded). `stylesheet`, when not NULL, is CSS
/// (librsvg 2.48+) in the cascade's user origin: the document's own styles and presentation
/// attributes win over it unless its declarations are `!important`. Returns a handle the caller
/// releases with `ps_rsvg_release`, or NULL with the reason in `message`.
static inline RsvgHandle *ps_rsvg_load(const unsigned char *bytes, size_t length, const char *stylesheet, size_t stylesheet_length,
                                       char *message, size_t message_size) {
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_with_flags(RSVG_HANDLE_FLAGS_NONE);
    if (handle == NULL) {
        ps_rsvg_take_error(NULL, "librsvg could not create a handle", message, message_size);
        return NULL;
    }
    if (stylesheet != NULL && !rsvg_handle_set_stylesheet(handle, (const guint8 *)stylesheet, stylesheet_length, &error)) {
        ps_rsvg_take_error(error, "invalid stylesheet", message, message_size);
        g_object_unref(handle);
        return NULL;
    }
    /* Lengths in physical units (pt, mm, in) convert to pixels at CSS's 96 per inch. */
    rsvg_handle_set_dpi(handle, 96.0);
    GInputStream *stream = g_memory_input_stream_new_from_data(bytes, (gssize)length, NULL);
    gboolean read = rsvg_handle_read_stream_sync(handle, stream, NULL, &error);
    g_object_unref(stream);
    if (!read) {
        ps_rsvg_take_error(error, "not an SVG document", message, message_size);
        g_object_unref(handle);
        return NULL;
    }
    return handle;
}

/// Releases a handle from `ps_rsvg_load`.
static inline void ps_rsvg_release(RsvgHandle *handle) { g_object_unref(handle); }

/// The document's intrinsic size in CSS pixels: its `width` and `height` when both are absolute
/// lengths, otherwise its viewBox's size. Returns 1 (a size), or 0 when it has neither (or its
/// width or height is a percentage without a viewBox), when `*width` and `*height` are 0.
static inline int ps_rsvg_intrinsic_size(RsvgHandle *handle, double *width, double *height) {
    *width = 0;
    *height = 0;
    if (rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height)) return 1;
    gboolean has_width, has_height, has_viewbox;
    RsvgLength length_width, length_height;
    RsvgRectangle viewbox;
    rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &length_width, &has_height, &length_height, &has_viewbox, &viewbox);
    if (!has_viewbox || viewbox.width <= 0 || viewbox.height <= 0) return 0;
    *width = viewbox.width;
    *height = viewbox.height;
    return 1;
}

/// Draws the whole document into `cairo` stretched to fill the rectangle (x, y, width, height) in
/// `cairo`'s user space: its intrinsic size (`intrinsic_width` by `intrinsic_height`, from
/// `ps_rsvg_intrinsic_size`) scaled to the rectangle on each axis, as an image view's scaleToFill
/// draws; the caller picks the rectangle for other content modes. `cairo`'s state is restored.
/// Returns 1, or 0 with the reason in `message`.
static inline int ps_rsvg_render(RsvgHandle *handle, cairo_t *cairo, double intrinsic_width, double intrinsic_height,
                                 double x, double y, double width, double height, char *message, size_t message_size) {
    if (intrinsic_width <= 0 || intrinsic_height <= 0) {
        ps_rsvg_take_error(NULL, "the document has no size", message, message_size);
        return 0;
    }
    GError *error = NULL;
    cairo_save(cairo);
    cairo_translate(cairo, x, y);
    cairo_scale(cairo, width / intrinsic_width, height / intrinsic_height);
    RsvgRectangle viewport = {0, 0, intrinsic_width, intrinsic_height};
    gboolean rendered = rsvg_handle_render_document(handle, cairo, &viewport, &error);
    cairo_restore(cairo);
    if (!rendered) {
        ps_rsvg_take_error(error, "librsvg could not draw the document", message, message_size);
        return 0;
    }
    return 1;
}

/// Whether the document has an element with `id` (written `#id`), as a layer to measure or draw.
static inline int ps_rsvg_has_layer(RsvgHandle *handle, const char *id) { return rsvg_handle_has_sub(handle, id) ? 1 : 0; }

/// The bounds of the element `id` (written `#id`) in the document's own units (the viewport is
/// its intrinsic size): its ink (`ink` 1: with strokes) or logical (0: the shapes' geometry, so a
/// guide line's rectangle has its position) rectangle. Returns 1, or 0 with the reason in `message`.
static inline int ps_rsvg_layer_bounds(RsvgHandle *handle, const char *id, double intrinsic_width, double intrinsic_height, int ink,
                                       double *x, double *y, double *width, double *height, char *message, size_t message_size) {
    GError *error = NULL;
    RsvgRectangle viewport = {0, 0, intrinsic_width, intrinsic_height};
    RsvgRectangle ink_rect, logical_rect;
    if (!rsvg_handle_get_geometry_for_layer(handle, id, &viewport, &ink_rect, &logical_rect, &error)) {
        ps_rsvg_take_error(error, "librsvg could not measure the element", message, message_size);
        return 0;
    }
    RsvgRectangle rect = ink ? ink_rect : logical_rect;
    *x = rect.x;
    *y = rect.y;
    *width = rect.width;
    *height = rect.height;
    return 1;
}

/// Draws only the element `id` (written `#id`) of the document, as it sits in the whole document
/// drawn into the viewport (x, y, width, height) of `cairo`'s user space, as a mask of its alpha
/// filled with the colour (red, green, blue, alpha): a template image's tinting. `cairo`'s state
/// is restored. Returns 1, or 0 with the reason in `message`.
static inline int ps_rsvg_render_layer_tinted(RsvgHandle *handle, cairo_t *cairo, const char *id, double x, double y, double width,
                                              double height, double red, double green, double blue, double alpha, char *message,
                                              size_t message_size) {
    GError *error = NULL;
    RsvgRectangle viewport = {x, y, width, height};
    cairo_save(cairo);
    cairo_push_group(cairo);
    gboolean rendered = rsvg_handle_render_layer(handle, cairo, id, &viewport, &error);
    cairo_pattern_t *layer = cairo_pop_group(cairo);
    if (rendered) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha);
        cairo_mask(cairo, layer);
    }
    cairo_pattern_destroy(layer);
    cairo_restore(cairo);
    if (!rendered) {
        ps_rsvg_take_error(error, "librsvg could not draw the element", message, message_size);
        return 0;
    }
    return 1;
}

#endif
