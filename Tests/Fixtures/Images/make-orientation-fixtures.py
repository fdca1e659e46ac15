#!/usr/bin/env python3
"""Writes the EXIF orientation fixtures: one upright picture, 24 x 16 pixels, in 8 x 8 blocks of six
colours (no two alike, so every turn and mirror of it differs), stored as each of the EXIF
orientations 1 to 8 would store it (so every file shows the same upright picture), plus
orientation 9 (out of range: shown as stored) and a JPEG whose EXIF block is cut short.

Deterministic: Pillow, quality 100, no chroma subsampling, solid 8 x 8 blocks on the DCT grid.
Run from the repository root: python3 Tests/Fixtures/Images/make-orientation-fixtures.py
"""
import io
import os
from PIL import Image, ImageOps

HERE = os.path.dirname(os.path.abspath(__file__))
# Row-major blocks of the upright picture, 3 across and 2 down.
COLOURS = [(220, 30, 30), (30, 200, 30), (30, 30, 220), (240, 240, 40), (40, 230, 230), (20, 20, 20)]

upright = Image.new("RGB", (24, 16))
for index, colour in enumerate(COLOURS):
    x, y = (index % 3) * 8, (index // 3) * 8
    upright.paste(colour, (x, y, x + 8, y + 8))

# What the stored pixels are, for the display to turn them upright (the inverse of each orientation).
STORED = {
    1: None,
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_90,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_270,
}


def save(image, orientation, name):
    exif = Image.Exif()
    exif[0x0112] = orientation
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=100, subsampling=0, exif=exif.tobytes())
    with open(os.path.join(HERE, name), "wb") as file:
        file.write(buffer.getvalue())
    return buffer.getvalue()


for orientation, transpose in STORED.items():
    stored = upright if transpose is None else upright.transpose(transpose)
    data = save(stored, orientation, f"orientation-{orientation}.jpg")
    # Pillow's own reading of the tag turns each file back to the upright picture.
    shown = ImageOps.exif_transpose(Image.open(io.BytesIO(data)))
    assert shown.size == (24, 16), (orientation, shown.size)

save(upright, 9, "orientation-9.jpg")

# The orientation-6 file with its EXIF block's IFD cut off after the entry count: the APP1
# segment's length is kept, so libexif reads past what the IFD holds and must find nothing.
data = bytearray(open(os.path.join(HERE, "orientation-6.jpg"), "rb").read())
app1 = data.index(b"Exif\x00\x00")
ifd = app1 + 6 + 8  # the TIFF header is 8 bytes; the IFD's entry count follows
data[ifd + 2:ifd + 14] = b"\xff" * 12  # the first entry (the orientation) is garbage
with open(os.path.join(HERE, "orientation-garbled.jpg"), "wb") as file:
    file.write(bytes(data))
