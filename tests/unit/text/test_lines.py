"""Line starts and positions: the three LSP line breaks, spans of both ends, positions counted forward and a
Positions run over many ranges, each as a LineIndex answers."""
import random

import pytest


@pytest.mark.parametrize("text", ["", "a", "\n", "\n\n", "a\nb", "a\nb\n", "a\r\nb\r\n", "\r\n\r", "a\rb\r\nc\n",
                                  "x\r", "é\n😀\r\nz", "a\u2028b\x85c\x0cd\n"])
def test_line_starts_are_those_of_the_three_lsp_line_breaks(text):
    from urdf_ls.text.lines import _NL, LineIndex
    assert LineIndex(text).starts == [0] + [m.end() for m in _NL.finditer(text)]


@pytest.mark.parametrize("enc", ["utf-8", "utf-16", "utf-32"])
def test_span_is_the_positions_of_both_ends(enc):
    from urdf_ls.text.lines import LineIndex
    text = "ab\r\n😀é x\rz\n\nlast é"
    lines = LineIndex(text)
    for start in range(-1, len(text) + 2):
        for end in range(start - 1, len(text) + 2):
            assert lines.span(start, end, enc) == lines.position(start, enc) + lines.position(end, enc)


@pytest.mark.parametrize("text", ["", "a", "ab\ncd\n\nef", "a\r\nb\r\n\r\nc", "é\nx", "a\rb\nc", "x\n" * 40])
def test_positions_counted_forward_are_those_of_a_line_index(text):
    """offsets in order, repeated, going back and beyond both ends, in every encoding"""
    from urdf_ls.text.lines import LineIndex, Positions
    rng = random.Random(len(text))
    offsets = sorted(rng.randrange(-2, len(text) + 3) for _ in range(30))
    offsets += [rng.randrange(-2, len(text) + 3) for _ in range(30)]
    for enc in ("utf-8", "utf-16", "utf-32"):
        positions, index = Positions(text), LineIndex(text)
        assert [positions.position(o, enc) for o in offsets] == [index.position(o, enc) for o in offsets]
        assert [Positions(text).span(o, o + 3, enc) for o in offsets] == [index.span(o, o + 3, enc) for o in offsets]


@pytest.mark.parametrize("text", ["", "ab\ncd\n\nef", "a\r\nb\r\n\r\nc", "é\nx", "a\rb\nc", "x\n" * 40, "ab cd\n" * 30])
def test_one_positions_spans_a_run_of_ranges_as_a_line_index_does(text):
    """one Positions asked for the ranges of a file's diagnostics, mostly in order (urdf-ls check renders them
    so), some on several lines, some going back or past the end, in every encoding"""
    from urdf_ls.text.lines import LineIndex, Positions
    rng = random.Random(len(text) * 7 + 1)
    starts = sorted(rng.randrange(-2, len(text) + 3) for _ in range(40))
    ranges = [(s, s + rng.choice((0, 1, 3, 9, 25))) for s in starts] + [(s, s - 1) for s in starts[::7]]
    ranges += [(rng.randrange(-2, len(text) + 3), rng.randrange(-2, len(text) + 3)) for _ in range(10)]
    for enc in ("utf-8", "utf-16", "utf-32"):
        positions, index = Positions(text), LineIndex(text)
        assert [positions.span(s, e, enc) for s, e in ranges] == [index.span(s, e, enc) for s, e in ranges]
