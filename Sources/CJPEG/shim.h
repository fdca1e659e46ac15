// ImageIO's JPEG surface: libjpeg-turbo's decompressor. libjpeg reports errors by calling
// `error_exit`, which must not return; Swift cannot catch a longjmp, so the whole decode runs
// here behind a setjmp and reports a status and a message instead.
#ifndef PROOFSHEET_CJPEG_SHIM_H
#define PROOFSHEET_CJPEG_SHIM_H

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/// The outcome of `ps_jpeg_decode`.
enum { PS_JPEG_FAILED = 0, PS_JPEG_DECODED = 1, PS_JPEG_TOO_LARGE = 2 };

/// The most scans a progressive JPEG may have: a file of a few kilobytes can otherwise declare
/// thousands of scans and take minutes to decode (libjpeg-turbo's own advice, `djpeg -maxscans`).
#define PS_JPEG_MAXIMUM_SCANS 1000

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} ps_jpeg_error;

static void ps_jpeg_error_exit(j_common_ptr info) {
    ps_jpeg_error *error = (ps_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

/// Warnings (a premature end of data, corrupt data that libjpeg would paper over with grey) are
/// errors: a truncated or damaged file is refused, never drawn half grey.
static void ps_jpeg_emit_message(j_common_ptr info, int level) {
    if (level < 0) ps_jpeg_error_exit(info);
}

static void ps_jpeg_progress(j_common_ptr info) {
    if (info->is_decompressor) {
        j_decompress_ptr decompress = (j_decompress_ptr)info;
        if (decompress->input_scan_number > PS_JPEG_MAXIMUM_SCANS) {
            ps_jpeg_error *error = (ps_jpeg_error *)info->err;
            snprintf(error->message, sizeof error->message, "more than %d progressive scans", PS_JPEG_MAXIMUM_SCANS);
            longjmp(error->jump, 1);
        }
    }
}

/// Decodes the JPEG in `bytes` into 8-bit RGBA (alpha 255), allocated with malloc into `*pixels`
/// (the caller frees it). The header is read first: an image of more than `max_pixels` pixels
/// returns PS_JPEG_TOO_LARGE with `*width` and `*height` set and nothing allocated. On failure
/// `message` holds libjpeg's reason.
static inline int ps_jpeg_decode(const unsigned char *bytes, unsigned long length, unsigned long long max_pixels,
                                 unsigned int *width, unsigned int *height, unsigned char **pixels,
                                 char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    ps_jpeg_error error;
    struct jpeg_progress_mgr progress;
    unsigned char *volatile output = NULL;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = ps_jpeg_error_exit;
    error.manager.emit_message = ps_jpeg_emit_message;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        snprintf(message, message_size, "%s", error.message);
        jpeg_destroy_decompress(&info);
        free(output);
        return PS_JPEG_FAILED;
    }
    jpeg_create_decompress(&info);
    progress.progress_monitor = ps_jpeg_progress;
    info.progress = &progress;
    jpeg_mem_src(&info, bytes, length);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    if ((unsigned long long)info.image_width * info.image_height > max_pixels) {
        jpeg_destroy_decompress(&info);
        return PS_JPEG_TOO_LARGE;
    }
    info.out_color_space = JCS_EXT_RGBA;
    /* Deterministic pixels on every machine: the exact integer IDCT and no fancy shortcuts that a
       build could choose differently. */
    info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    output = (unsigned char *)malloc(stride * info.output_height);
    if (output == NULL) {
        snprintf(error.message, sizeof error.message, "out of memory");
        longjmp(error.jump, 1);
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = output + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = info.output_width;
    *height = info.output_height;
    jpeg_destroy_decompress(&info);
    *pixels = output;
    return PS_JPEG_DECODED;
}

#endif
