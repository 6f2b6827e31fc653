"""Quick fixes derived from diagnostics: (title, [(start, end, new_text)])."""
from __future__ import annotations


def _line_indent(text, off):
    ls = text.rfind("\n", 0, off) + 1
    i = ls
    while i < len(text) and text[i] in " \t":
        i += 1
    return text[ls:i]


def fixes(doc, d):
    """d: Diag from the model (offsets already absolute)"""
    out = []
    text = doc.text
    data = d.data or {}
    code = d.code
    if data.get("suggest"):
        out.append(("Change to '%s'" % data["suggest"], [(d.start, d.end, data["suggest"])]))
    if data.get("fix"):
        out.append(("Use space-separated numbers: '%s'" % data["fix"], [(d.start, d.end, data["fix"])]))
    el = doc.tree.element_at(d.start)
    if code == "joint-no-limit" and el is not None:
        ind = _line_indent(text, el.start) + "  "
        out.append(("Add <limit> element", [(el.tag_end, el.tag_end,
                                             '\n%s<limit lower="-1.57" upper="1.57" effort="10" velocity="1"/>' % ind)]))
    if code in ("limit-effort-missing", "limit-velocity-missing") and el is not None:
        attr = "effort" if "effort" in code else "velocity"
        out.append(("Add %s attribute" % attr, [(el.name_end, el.name_end, ' %s="1"' % attr)]))
    if code == "robot-no-name" and el is not None:
        out.append(("Add a robot name", [(el.name_end, el.name_end, ' name="robot"')]))
    if code == "link-no-name" and el is not None:
        out.append(("Add a link name", [(el.name_end, el.name_end, ' name="link"')]))
    if code == "unknown-link":
        name = text[d.start:d.end]
        top = el
        while top is not None and top.parent is not None and top.parent is not doc.tree.root:
            top = top.parent
        if top is not None and name:
            ind = _line_indent(text, top.start)
            out.append(("Create link '%s'" % name, [(top.start, top.start, '<link name="%s"/>\n%s' % (name, ind))]))
    if code == "undefined-material":
        name = text[d.start:d.end]
        root = doc.tree.root
        if root is not None and name:
            out.append(("Define material '%s'" % name, [(root.tag_end, root.tag_end,
                        '\n  <material name="%s">\n    <color rgba="0.8 0.8 0.8 1"/>\n  </material>' % name)]))
    if code == "rgba-count":
        vals = text[d.start:d.end].split()
        if len(vals) == 3:
            out.append(("Add alpha 1", [(d.start, d.end, " ".join(vals + ["1"]))]))
    return out
