"""Draw the extension icon (a two-link robot arm in angle brackets) as a 256x256 PNG, with no dependencies.

  python3 scripts/make_icon.py images/icon.png
Shapes are signed-distance functions, anti-aliased by 4x4 supersampling.
"""
import math
import struct
import sys
import zlib

N = 256
SS = 4


def seg(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def rounded_box(px, py, cx, cy, hw, hh, r):
    qx, qy = abs(px - cx) - hw + r, abs(py - cy) - hh + r
    return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r


BG_TOP, BG_BOTTOM = (30, 64, 110), (14, 32, 60)
WHITE, ORANGE, TEAL = (240, 244, 248), (245, 158, 11), (94, 234, 212)
J0, J1, J2 = (96, 176), (112, 100), (176, 76)


def shade(x, y):
    """colour (r, g, b, a) of one sample"""
    if rounded_box(x, y, 128, 128, 124, 124, 36) > 0:
        return (0, 0, 0, 0)
    t = y / N
    col = tuple(BG_TOP[i] * (1 - t) + BG_BOTTOM[i] * t for i in range(3))
    # angle brackets < >
    for (ax, ay, bx, by) in ((44, 96, 24, 128), (24, 128, 44, 160), (212, 96, 232, 128), (232, 128, 212, 160)):
        if seg(x, y, ax, ay, bx, by) < 7:
            col = TEAL
    # base plate
    if rounded_box(x, y, 96, 200, 40, 10, 5) < 0:
        col = WHITE
    if seg(x, y, 96, 192, J0[0], J0[1]) < 11:
        col = WHITE
    # links
    if seg(x, y, J0[0], J0[1], J1[0], J1[1]) < 12 or seg(x, y, J1[0], J1[1], J2[0], J2[1]) < 10:
        col = WHITE
    # gripper fingers
    if seg(x, y, J2[0], J2[1], 200, 60) < 6 or seg(x, y, J2[0], J2[1], 198, 96) < 6:
        col = WHITE
    # joints
    for (jx, jy), r in ((J0, 17), (J1, 15), (J2, 12)):
        d = math.hypot(x - jx, y - jy)
        if d < r:
            col = ORANGE if d > r * 0.45 else BG_BOTTOM
    return col + (255,)


def render():
    rows = []
    for py in range(N):
        row = bytearray([0])
        for px in range(N):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(SS):
                for sx in range(SS):
                    r, g, b, a = shade(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS)
                    acc[0] += r * a
                    acc[1] += g * a
                    acc[2] += b * a
                    acc[3] += a
            a = acc[3] / (SS * SS)
            rgb = [int(round(c / acc[3])) if acc[3] else 0 for c in acc[:3]]
            row += bytes(rgb + [int(round(a))])
        rows.append(bytes(row))
    return b"".join(rows)


def png(raw):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", N, N, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    with open(sys.argv[1] if len(sys.argv) > 1 else "icon.png", "wb") as f:
        f.write(png(render()))
