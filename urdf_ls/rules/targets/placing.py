"""A consumer's messages (readings.Message) put on the element of the document they concern: the element at the
line the consumer names (when it loaded this very text), else the link, joint, geometry or mesh file it quotes,
else <robot> with the full text.  Code `<target>-load-failed` for a refusal, `<target>-load-warning` for a
warning; the message quotes the consumer and adds urdf-ls's reading."""
from __future__ import annotations

from bisect import bisect_right

from ...codes import Code
from ..urdf import on_name, on_value
from .readings import consumer_title, messages

FAILED = {"mujoco": Code.MUJOCO_LOAD_FAILED, "pybullet": Code.PYBULLET_LOAD_FAILED,
          "drake": Code.DRAKE_LOAD_FAILED, "gazebo": Code.GAZEBO_LOAD_FAILED}
WARNED = {"mujoco": Code.MUJOCO_LOAD_WARNING, "pybullet": Code.PYBULLET_LOAD_WARNING,
          "drake": Code.DRAKE_LOAD_WARNING, "gazebo": Code.GAZEBO_LOAD_WARNING}
NAMED = ("link", "joint", "visual", "collision", "material", "transmission")


def load_diagnostics(root, text, result, lines_match=True) -> list:
    """the diagnostics of a consumer's LoadResult on a <robot> element of `text`; lines_match: the consumer
    loaded this text (its line numbers are this text's), not an expansion of it"""
    places = _Places(root, text if lines_match else None)
    out, seen = [], set()
    for m in messages(result):
        code = FAILED[result.target] if m.level == "error" else WARNED[result.target]
        verb = "refuses the file" if m.level == "error" else "warns"
        message = "%s: %s %s: \"%s\"%s" % (result.target, consumer_title(result.target), verb, m.text,
                                          " (%s)" % m.reading if m.reading else "")
        d = places.diagnostic(m, code, message)
        key = (d.start, d.end, message)
        if key not in seen:        # (pybullet repeats a warning for each time it reads the element)
            seen.add(key)
            out.append(d)
    return out


class _Places:
    """the elements of a robot by line, by name and by mesh file"""

    def __init__(self, root, text):
        self.root = root
        self.starts = _line_starts(text) if text is not None else None
        self.elements = list(root.iter())
        self.by_name: dict = {}
        self.by_file: dict = {}
        for el in self.elements:
            if el.name in NAMED and el.get("name"):
                self.by_name.setdefault(el.get("name"), el)
            elif el.name == "mesh" and el.get("filename"):
                self.by_file.setdefault(el.get("filename"), el)

    def diagnostic(self, m, code, message):
        el = self._at_line(m) or self._named(m)
        if el is None:
            return self._on_robot(code, message)
        if el.name == "mesh" and el.attr("filename") is not None:
            return on_value(el.attr("filename"), code, message)
        if el.name in NAMED and el.attr("name") is not None:
            return on_value(el.attr("name"), code, message)
        return on_name(el, code, message)

    def _at_line(self, m):
        if m.line is None or self.starts is None:
            return None
        here = [el for el in self.elements if self._line(el.start) == m.line]
        if m.tag is not None:
            tagged = [el for el in here if el.name == m.tag]
            if tagged:
                return _repeated(tagged[0]) if "repeated element" in m.text else tagged[0]
        meshes = [el for el in here if el.name == "mesh"]
        quoted = [el for el in meshes if any(el.get("filename", "").endswith(n) or n.endswith(
            el.get("filename", "").replace("package://", "")) for n in m.names)]
        named = [el for el in here if el.name in NAMED and el.get("name") in m.names]
        # (a line names a mesh it could not read more often than the link around it)
        return (quoted or named[-1:] or meshes or here)[0] if here else self._enclosing(m.line)

    def _enclosing(self, line):
        """the innermost element whose text spans the line (an error on a line of its own, inside it)"""
        best = None
        for el in self.elements:
            if self._line(el.start) <= line <= self._line(max(el.start, el.end - 1)):
                best = el
        return best if best is not self.root else None

    def _named(self, m):
        """the element of the first name the message quotes, or a deeper one it also quotes inside it ("link
        'base' material 'a'": the material of that link)"""
        found = [el for el in (self.by_name.get(n) or self._mesh(n) for n in m.names) if el is not None]
        if not found:
            return None
        first = found[0]
        inside = [el for el in found[1:] if first in el.ancestors()]
        return inside[0] if inside else first

    def _mesh(self, quoted):
        """the mesh whose filename the quoted path ends with, or whose file name without its extension is the
        quoted name (MuJoCo names a mesh asset by its file's stem)"""
        tail = quoted.rsplit("/", 1)[-1]
        for filename, el in self.by_file.items():
            base = filename.rsplit("/", 1)[-1]
            if quoted.endswith(filename.replace("package://", "")) or filename.endswith(quoted) or \
                    base == tail or base.rsplit(".", 1)[0] == quoted:
                return el
        return None

    def _on_robot(self, code, message):
        a = self.root.attr("name")
        return on_value(a, code, message) if a is not None else on_name(self.root, code, message)

    def _line(self, offset):
        return bisect_right(self.starts, offset)


def _repeated(el):
    """the second element of that name among its siblings (the one a reader that takes it once trips on)"""
    if el.parent is None:
        return el
    same = [c for c in el.parent.children if c.kind == "element" and c.name == el.name]
    return same[1] if len(same) > 1 else el


def _line_starts(text):
    out, i = [0], text.find("\n")
    while i >= 0:
        out.append(i + 1)
        i = text.find("\n", i + 1)
    return out
