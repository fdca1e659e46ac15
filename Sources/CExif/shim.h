// ImageIO's EXIF surface: libexif reads the Orientation tag (0x0112) of a JPEG's APP1 segment.
// libexif parses bounded buffers and reports damage through its log rather than aborting, so a
// malformed or truncated EXIF block yields no entry, never a crash.
#ifndef PROOFSHEET_CEXIF_SHIM_H
#define PROOFSHEET_CEXIF_SHIM_H

#include <stddef.h>
#include <libexif/exif-data.h>

/// The EXIF Orientation of the JPEG in `bytes` (libexif finds the APP1 "Exif" segment after the
/// SOI marker itself): 1 to 8 as stored, or 0 when there is no EXIF block, no Orientation entry,
/// or the entry is not one SHORT (the caller treats 0, and anything outside 1...8, as 1).
static inline int ps_exif_orientation(const unsigned char *bytes, unsigned int length) {
    if (bytes == NULL || length < 4) return 0;
    ExifData *data = exif_data_new();
    if (data == NULL) return 0;
    /* Only the tags are wanted: no maker notes (vendor formats libexif would otherwise parse) and
       no fixing up of what is missing. */
    exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION);
    exif_data_set_option(data, EXIF_DATA_OPTION_DONT_CHANGE_MAKER_NOTE);
    exif_data_set_option(data, EXIF_DATA_OPTION_IGNORE_UNKNOWN_TAGS);
    exif_data_load_data(data, bytes, length);
    int orientation = 0;
    ExifEntry *entry = exif_content_get_entry(data->ifd[EXIF_IFD_0], EXIF_TAG_ORIENTATION);
    if (entry != NULL && entry->format == EXIF_FORMAT_SHORT && entry->components >= 1 && entry->data != NULL
        && entry->size >= 2) {
        orientation = exif_get_short(entry->data, exif_data_get_byte_order(data));
    }
    exif_data_unref(data);
    return orientation;
}

#endif
