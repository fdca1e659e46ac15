// ImageIO's C surface: libpng (its full API, which can write pHYs and text chunks) and libdeflate
// (zlib streams and CRCs at several times zlib's speed). libpng reports errors by longjmp, which
// Swift cannot catch, so the steps that can fail run behind a setjmp here.
#ifndef PROOFSHEET_CPNG_SHIM_H
#define PROOFSHEET_CPNG_SHIM_H

#include <png.h>
#include <libdeflate.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// A PNG being encoded into memory with libpng's full API, which (unlike the simplified API) can
/// write pHYs and tEXt chunks. libpng reports errors by longjmp, which Swift cannot catch, so every
/// step that can fail runs behind a setjmp here and reports 0 with `message` set.
typedef struct {
    png_structp png;
    png_infop info;
    unsigned char *data;
    size_t size;
    size_t capacity;
    char message[256];
} ps_png_writer;

static void ps_png_writer_append(png_structp png, png_bytep bytes, png_size_t length) {
    ps_png_writer *writer = (ps_png_writer *)png_get_io_ptr(png);
    if (writer->size + length > writer->capacity) {
        size_t capacity = writer->capacity ? writer->capacity : 65536;
        while (capacity < writer->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(writer->data, capacity);
        if (grown == NULL) png_error(png, "out of memory while encoding the PNG");
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->size, bytes, length);
    writer->size += length;
}

static void ps_png_writer_flush(png_structp png) { (void)png; }

static void ps_png_writer_fail(png_structp png, png_const_charp message) {
    ps_png_writer *writer = (ps_png_writer *)png_get_error_ptr(png);
    snprintf(writer->message, sizeof writer->message, "%s", message);
    png_longjmp(png, 1);
}

static void ps_png_writer_warn(png_structp png, png_const_charp message) { (void)png; (void)message; }

/// A writer, or NULL when out of memory.
static inline ps_png_writer *ps_png_writer_create(void) {
    ps_png_writer *writer = (ps_png_writer *)calloc(1, sizeof(ps_png_writer));
    if (writer == NULL) return NULL;
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, ps_png_writer_fail, ps_png_writer_warn);
    if (writer->png != NULL) writer->info = png_create_info_struct(writer->png);
    if (writer->png == NULL || writer->info == NULL) {
        png_destroy_write_struct(&writer->png, &writer->info);
        free(writer);
        return NULL;
    }
    png_set_write_fn(writer->png, writer, ps_png_writer_append, ps_png_writer_flush);
    return writer;
}

/// How a text pair is written: tEXt (Latin-1), iTXt (UTF-8), or iTXt compressed with zlib.
enum { PS_PNG_TEXT_PLAIN = 0, PS_PNG_TEXT_INTERNATIONAL = 1, PS_PNG_TEXT_COMPRESSED = 2 };

/// Writes the header: 8-bit RGB or RGBA, no interlace, pHYs in pixels per metre, text pairs
/// before the image data, each written as `kinds[i]` says, and no tIME chunk (outputs carry no
/// time stamps).
static inline int ps_png_writer_begin(ps_png_writer *writer, png_uint_32 width, png_uint_32 height, int has_alpha,
                                      int compression_level, png_uint_32 pixels_per_metre,
                                      const char *const *keys, const char *const *values, const int *kinds,
                                      int text_count) {
    if (setjmp(png_jmpbuf(writer->png))) return 0;
    png_set_IHDR(writer->png, writer->info, width, height, 8, has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    /* 0: no pHYs chunk (an image with no render scale, such as a diff). */
    if (pixels_per_metre != 0) png_set_pHYs(writer->png, writer->info, pixels_per_metre, pixels_per_metre, PNG_RESOLUTION_METER);
    for (int index = 0; index < text_count; index++) {
        png_text text;
        memset(&text, 0, sizeof text);
        text.compression = kinds[index] == PS_PNG_TEXT_COMPRESSED ? PNG_ITXT_COMPRESSION_zTXt
                         : kinds[index] == PS_PNG_TEXT_INTERNATIONAL ? PNG_ITXT_COMPRESSION_NONE : PNG_TEXT_COMPRESSION_NONE;
        text.key = (png_charp)keys[index];
        text.text = (png_charp)values[index];
        text.lang = (png_charp)"";
        text.lang_key = (png_charp)"";
        png_set_text(writer->png, writer->info, &text, 1);
    }
    png_set_compression_level(writer->png, compression_level);
    /* No row filter: on rendered UI (flat fills, anti-aliased text) it compresses better than
       libpng's adaptive choice and takes half the time, since no filter is tried per row. */
    png_set_filter(writer->png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_write_info(writer->png, writer->info);
    return 1;
}

/// Appends `count` rows, `stride` bytes apart.
static inline int ps_png_writer_write_rows(ps_png_writer *writer, const unsigned char *rows, size_t stride, png_uint_32 count) {
    if (setjmp(png_jmpbuf(writer->png))) return 0;
    for (png_uint_32 row = 0; row < count; row++) png_write_row(writer->png, (png_const_bytep)(rows + row * stride));
    return 1;
}

/// Writes IEND; the encoded bytes are then `data[0..<size]`.
static inline int ps_png_writer_finish(ps_png_writer *writer) {
    if (setjmp(png_jmpbuf(writer->png))) return 0;
    png_write_end(writer->png, NULL);
    return 1;
}

static inline void ps_png_writer_destroy(ps_png_writer *writer) {
    png_destroy_write_struct(&writer->png, &writer->info);
    free(writer->data);
    free(writer);
}

/// Bytes in memory that libpng reads from.
typedef struct {
    const unsigned char *bytes;
    size_t length;
    size_t offset;
} ps_png_memory;

static void ps_png_memory_read(png_structp png, png_bytep out, png_size_t count) {
    ps_png_memory *memory = (ps_png_memory *)png_get_io_ptr(png);
    if (count > memory->length - memory->offset) png_error(png, "truncated (read beyond end of data)");
    memcpy(out, memory->bytes + memory->offset, count);
    memory->offset += count;
}

static void ps_png_quiet(png_structp png, png_const_charp message) { (void)png; (void)message; }

static void ps_png_reader_fail(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

/// The text of the first text chunk (tEXt, zTXt or iTXt, decompressed) named `key` among those
/// before the image data, copied into `*text` (`*length` bytes, to free with `free`). Returns 1
/// when found, 0 when the PNG has none of that name, -1 when it cannot be read. A compressed chunk
/// may inflate to at most `max_bytes`, so a small file cannot claim gigabytes.
static inline int ps_png_read_text(const unsigned char *bytes, size_t length, const char *key, size_t max_bytes,
                                   char **text, size_t *text_length) {
    *text = NULL;
    *text_length = 0;
    ps_png_memory memory = {bytes, length, 0};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, ps_png_reader_fail, ps_png_quiet);
    if (png == NULL) return -1;
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return -1;
    }
    volatile int found = 0;
    if (setjmp(png_jmpbuf(png))) {
        free(*text);
        *text = NULL;
        *text_length = 0;
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_read_fn(png, &memory, ps_png_memory_read);
    png_set_chunk_malloc_max(png, max_bytes + 1);
    png_read_info(png, info);
    png_textp texts = NULL;
    int count = png_get_text(png, info, &texts, NULL);
    for (int index = 0; index < count && !found; index++) {
        if (strcmp(texts[index].key, key) != 0) continue;
        size_t size = texts[index].compression >= PNG_ITXT_COMPRESSION_NONE ? texts[index].itxt_length : texts[index].text_length;
        *text = (char *)malloc(size + 1);
        if (*text == NULL) png_error(png, "out of memory");
        memcpy(*text, texts[index].text, size);
        (*text)[size] = 0;
        *text_length = size;
        found = 1;
    }
    png_destroy_read_struct(&png, &info, NULL);
    return found;
}

#endif
