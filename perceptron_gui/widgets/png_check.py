"""Whether a PNG file's bytes hold a whole picture of a given size, checked without decoding it into an image.

The export's read-back check used to decode the PNG into a second QImage: a picture the export dialog allows
(8000 px wide of a canvas taller than wide) is over Qt's 256 MiB image-reader limit, and refused. This walks
the chunks (each one's CRC), reads the size from IHDR and inflates the image data in bounded pieces, counting
that it holds every row (a filter byte and the row's pixels) and nothing after the last.
"""

from __future__ import annotations

import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # colour type -> samples a pixel
PIECE = 1 << 20  # bytes inflated at a time: the check holds about this much of the picture


def holds_picture(data: bytes, width: int, height: int) -> bool:
    """Whether ``data`` is a non-interlaced PNG of ``width`` x ``height`` pixels whose chunks are intact (CRC) and
    whose image data inflates to exactly its rows."""
    if not data.startswith(SIGNATURE):
        return False
    at, header, inflater, inflated, ended = len(SIGNATURE), None, zlib.decompressobj(), 0, False
    while at + 12 <= len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length] or b"\0\0\0\0")
        if len(body) != length or zlib.crc32(kind + body) != crc:
            return False
        at += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            try:
                inflated += _inflated_size(inflater, body)
            except zlib.error:
                return False
        elif kind == b"IEND":
            ended = True
            break
    if header is None or not ended or not inflater.eof:
        return False
    w, h, depth, colour, _, _, interlace = header
    row = 1 + (w * CHANNELS.get(colour, 0) * depth + 7) // 8
    return (w, h) == (width, height) and interlace == 0 and colour in CHANNELS and inflated == h * row


def _inflated_size(inflater: zlib._Decompress, body: bytes) -> int:
    """How many bytes ``body`` inflates to, inflated :data:`PIECE` bytes at a time."""
    total, pending = 0, body
    while pending:
        total += len(inflater.decompress(pending, PIECE))
        pending = inflater.unconsumed_tail
    return total
