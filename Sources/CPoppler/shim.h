// poppler-glib's surface for PDF images: load a document from bytes, read its first page's size,
// draw that page into a cairo_t. GLib's errors become a message in a caller's buffer, so Swift
// sees no GError.
#ifndef PROOFSHEET_CPOPPLER_SHIM_H
#define PROOFSHEET_CPOPPLER_SHIM_H

#include <stdio.h>
#include <string.h>
#include <cairo.h>
#include <poppler.h>

/// Copies `error`'s message (or `fallback`) into `message` and frees the error.
static inline void ps_poppler_take_error(GError *error, const char *fallback, char *message, size_t message_size) {
    if (message != NULL && message_size > 0) snprintf(message, message_size, "%s", error != NULL ? error->message : fallback);
    if (error != NULL) g_error_free(error);
}

/// The first page of the PDF document in `bytes` (copied: the caller's buffer may go), opened
/// without a password, so a document encrypted with a user password is refused. Sets
/// `*page_count`. Returns a page the caller releases with `ps_poppler_release` (the page holds
/// its document), or NULL with the reason in `message`.
static inline PopplerPage *ps_poppler_load_first_page(const unsigned char *bytes, size_t length, int *page_count,
                                                      char *message, size_t message_size) {
    GError *error = NULL;
    *page_count = 0;
    GBytes *data = g_bytes_new(bytes, length);
    PopplerDocument *document = poppler_document_new_from_bytes(data, NULL, &error);
    g_bytes_unref(data);
    if (document == NULL) {
        ps_poppler_take_error(error, "not a PDF document", message, message_size);
        return NULL;
    }
    *page_count = poppler_document_get_n_pages(document);
    PopplerPage *page = *page_count > 0 ? poppler_document_get_page(document, 0) : NULL;
    g_object_unref(document);
    if (page == NULL) ps_poppler_take_error(NULL, "the document has no pages", message, message_size);
    return page;
}

/// Releases a page from `ps_poppler_load_first_page`.
static inline void ps_poppler_release(PopplerPage *page) { g_object_unref(page); }

/// The page's size in PDF points as a viewer shows it: its crop box (its media box unless it sets
/// one), rotated by its /Rotate.
static inline void ps_poppler_page_size(PopplerPage *page, double *width, double *height) {
    poppler_page_get_size(page, width, height);
}

/// Draws the page into `cairo` stretched to fill the rectangle (x, y, width, height) in `cairo`'s
/// user space (its size scaled to the rectangle on each axis); `cairo`'s state is restored.
/// Annotations' appearance is drawn as a printout shows it.
static inline void ps_poppler_render(PopplerPage *page, cairo_t *cairo, double x, double y, double width, double height) {
    double page_width, page_height;
    poppler_page_get_size(page, &page_width, &page_height);
    if (page_width <= 0 || page_height <= 0) return;
    cairo_save(cairo);
    cairo_translate(cairo, x, y);
    cairo_scale(cairo, width / page_width, height / page_height);
    cairo_rectangle(cairo, 0, 0, page_width, page_height);
    cairo_clip(cairo);
    poppler_page_render_for_printing(page, cairo);
    cairo_restore(cairo);
}

#endif
