#!/usr/bin/env python3
"""Writes the hand-made PNG seeds in corpus/png: every colour type at every bit depth it allows,
progressive and Adam7-interlaced, plus tRNS (palette alpha and colour keys), gAMA and a few
chunk-level oddities. Small images (7x5: every Adam7 pass has pixels but some rows are short)
keep the corpus tiny. Deterministic: rerunning writes the same bytes."""
import os, struct, zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "png")
W, H = 7, 5
SIG = b"\x89PNG\r\n\x1a\n"

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}

def sample(x, y, c, depth):
    return ((x * 37 + y * 91 + c * 53) * 2654435761 >> 7) % (1 << depth)

def pack_row(xs, y, colour, depth):
    bits, out, acc, n = [], bytearray(), 0, 0
    for x in xs:
        for c in range(CHANNELS[colour]):
            v = sample(x, y, c, depth)
            if colour == 3:  # an index into the (at most 4-entry) palette
                v %= min(4, 1 << depth)
            if depth == 16:
                out += struct.pack(">H", v)
            elif depth == 8:
                out.append(v)
            else:
                acc = (acc << depth) | v
                n += depth
                if n == 8:
                    out.append(acc); acc, n = 0, 0
    if n:
        out.append(acc << (8 - n))
    return bytes(out)

def scanlines(colour, depth, interlace):
    raw = bytearray()
    if not interlace:
        passes = [(0, 0, 1, 1)]
    else:  # Adam7: (x0, y0, dx, dy)
        passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    for i, (x0, y0, dx, dy) in enumerate(passes):
        xs = list(range(x0, W, dx))
        if not xs:
            continue
        for y in range(y0, H, dy):
            # Every filter type; the samples are not predicted, so the pixels are arbitrary, but
            # any bytes decode and the seeds are about structure.
            raw.append((y + i) % 5)
            raw += pack_row(xs, y, colour, depth)
    return bytes(raw)

def png(colour, depth, interlace, extra_before=b"", extra_after=b"", level=9):
    ihdr = struct.pack(">IIBBBBB", W, H, depth, colour, 0, 0, interlace)
    body = chunk(b"IHDR", ihdr) + extra_before
    data = zlib.compress(scanlines(colour, depth, interlace), level)
    return SIG + body + chunk(b"IDAT", data) + extra_after + chunk(b"IEND", b"")

def plte(n):
    return chunk(b"PLTE", bytes(v for i in range(n) for v in ((i * 80) % 256, (i * 150) % 256, (255 - i * 60) % 256)))

def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)

os.makedirs(OUT, exist_ok=True)
DEPTHS = {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}
for colour, depths in DEPTHS.items():
    for depth in depths:
        for interlace in (0, 1):
            extra = plte(min(4, 1 << depth)) if colour == 3 else b""
            write(f"c{colour}-d{depth}{'-adam7' if interlace else ''}.png", png(colour, depth, interlace, extra))

# Transparency: palette alpha, grey and RGB colour keys (8 and 16 bit).
write("c3-d8-trns.png", png(3, 8, 0, plte(4) + chunk(b"tRNS", b"\x00\x80")))
write("c0-d8-trns.png", png(0, 8, 0, chunk(b"tRNS", struct.pack(">H", sample(0, 0, 0, 8)))))
write("c0-d16-adam7-trns.png", png(0, 16, 1, chunk(b"tRNS", struct.pack(">H", sample(0, 0, 0, 16)))))
write("c2-d8-trns.png", png(2, 8, 0, chunk(b"tRNS", struct.pack(">HHH", *(sample(0, 0, c, 8) for c in range(3))))))
write("c2-d16-trns.png", png(2, 16, 0, chunk(b"tRNS", struct.pack(">HHH", *(sample(0, 0, c, 16) for c in range(3))))))
# gAMA (dropped before libpng sees it), twice, and after IDAT; sRGB and a text chunk beside it.
write("c6-d16-gama.png", png(6, 16, 0, chunk(b"gAMA", struct.pack(">I", 45455))))
write("c2-d8-gama-twice.png", png(2, 8, 1, chunk(b"gAMA", struct.pack(">I", 100000)) + chunk(b"sRGB", b"\x00"), chunk(b"gAMA", struct.pack(">I", 1))))
write("c4-d8-text.png", png(4, 8, 0, chunk(b"tEXt", b"Software\x00ProofSheet") + chunk(b"pHYs", struct.pack(">IIB", 2835, 2835, 1))))
# IDAT split in three (one empty), an unknown ancillary chunk, and data after IEND.
whole = png(6, 8, 1, level=0)
idat_at = whole.index(b"IDAT") - 4
length = struct.unpack(">I", whole[idat_at:idat_at + 4])[0]
payload = whole[idat_at + 8:idat_at + 8 + length]
split = whole[:idat_at] + chunk(b"prVt", b"private") + chunk(b"IDAT", payload[:10]) + chunk(b"IDAT", b"") + chunk(b"IDAT", payload[10:]) + whole[idat_at + 12 + length:]
write("c6-d8-adam7-split-idat.png", split + b"trailing")
# A 1x1 image and a 0-row-filter-only image.
write("c0-d1-1x1.png", SIG + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 1, 0, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(b"\x00\x80")) + chunk(b"IEND", b""))
# 16-bit Adam7 images (the ones PNGDecoder re-reads with libpng's row API, which handles more
# ancillary chunks than the simplified API) carrying every ancillary chunk libpng knows.
ancillary = (
    chunk(b"cHRM", struct.pack(">8I", 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000))
    + chunk(b"sBIT", b"\x10\x10\x10\x10")
    + chunk(b"iCCP", b"profile\x00\x00" + zlib.compress(b"\x00" * 128))
    + chunk(b"bKGD", b"\x00\x01\x00\x02\x00\x03")
    + chunk(b"pHYs", struct.pack(">IIB", 3780, 3780, 1))
    + chunk(b"oFFs", struct.pack(">iiB", -5, 7, 0))
    + chunk(b"pCAL", b"cal\x00" + struct.pack(">iiBB", 0, 100, 0, 2) + b"m\x000\x001")
    + chunk(b"sCAL", b"\x011.5\x002e-3")
    + chunk(b"sPLT", b"plt\x00\x10" + struct.pack(">HHHHH", 1, 2, 3, 4, 5) * 2)
    + chunk(b"tIME", struct.pack(">HBBBBB", 2026, 11, 23, 0, 40, 0))
    + chunk(b"zTXt", b"Comment\x00\x00" + zlib.compress(b"compressed text"))
    + chunk(b"iTXt", b"Title\x00\x01\x00en\x00Titel\x00" + zlib.compress("Überschrift".encode()))
    + chunk(b"eXIf", b"MM\x00\x2a\x00\x00\x00\x08\x00\x00")
)
write("c6-d16-adam7-ancillary.png", png(6, 16, 1, ancillary))
write("c2-d16-adam7-ancillary-trns.png", png(2, 16, 1, chunk(b"sRGB", b"\x01") + chunk(b"tRNS", b"\x00\x01\x00\x02\x00\x03") + chunk(b"tEXt", b"Author\x00fuzz")))
write("c4-d16-adam7-ancillary.png", png(4, 16, 1, chunk(b"sBIT", b"\x0c\x0c") + chunk(b"bKGD", b"\x12\x34") + chunk(b"hIST", b"\x00\x01") + chunk(b"gAMA", struct.pack(">I", 45455))))
