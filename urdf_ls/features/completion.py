"""Completion of elements, attributes, values, snippets, xacro macros, parameters and properties."""
from __future__ import annotations

import os
import re

from ..vocabulary import schema
from ..vocabulary.xacro import parse_params, scope_params
from .cursor import cursor_at
from .indentation import resolve
from .markup import md
from .types import CompletionItem, ItemKind

_PLACEHOLDER = re.compile(r"\$\{\d+:([^}]*)\}|\$\{\d+\|([^,|}]*)[^}]*\|\}|\$\d+")
_IDENT_BACK = re.compile(r"[A-Za-z_]\w*\Z")
_IDENT_FWD = re.compile(r"\w*")

XACRO_DIRECTIVES = {
    "xacro:property": ('xacro:property name="$1" value="$2"/>', "define a property"),
    "xacro:arg": ('xacro:arg name="$1" default="$2"/>', "declare an argument"),
    "xacro:macro": ('xacro:macro name="$1" params="$2">\n\t$0\n</xacro:macro>', "define a macro"),
    "xacro:include": ('xacro:include filename="$1"/>', "include another xacro file"),
    "xacro:if": ('xacro:if value="$1">\n\t$0\n</xacro:if>', "conditional block"),
    "xacro:unless": ('xacro:unless value="$1">\n\t$0\n</xacro:unless>', "negated conditional block"),
    "xacro:insert_block": ('xacro:insert_block name="$1"/>', "insert a block parameter"),
}
_XACRO_BODY = list(schema.ELEMENTS["robot"].children) + ["inertial", "visual", "collision", "origin", "geometry",
                                                          "parent", "child", "axis", "limit"]


def to_plain(snippet, indent, unit="  "):
    """snippet syntax -> the text a client without snippet support inserts: placeholders keep their
    default (first choice), tab stops vanish, tabs become one level (`unit`) and new lines keep the indent"""
    if "$" not in snippet and "\t" not in snippet and "\n" not in snippet:
        return snippet      # (most items: a link name)
    text = _PLACEHOLDER.sub(lambda m: m.group(1) or m.group(2) or "", snippet)
    return text.replace("\\$", "$").replace("\t", unit).replace("\n", "\n" + indent)


def _indent_at(text, off):
    ls = text.rfind("\n", 0, off) + 1
    i = ls
    while i < off and text[i] in " \t":
        i += 1
    return text[ls:i]


class _Items:
    def __init__(self, doc, off, start, end):
        self.doc, self.off, self.start, self.end = doc, off, start, end
        self.indent = _indent_at(doc.text, off)
        self.out = []
        self._unit = False      # one level of the document's indentation, found on the first multi-line item

    def unit(self):
        """the document's level (None: it has none yet; snippets keep their tabs for the client to expand)"""
        if self._unit is False:
            self._unit = resolve(self.doc)
        return self._unit

    def add(self, label, kind, snippet, detail="", doc="", filter_text=None, start=None, end=None):
        unit = "  "
        if "\t" in snippet:
            unit = self.unit()
            snippet = snippet.replace("\t", unit) if unit else snippet
        self.out.append(CompletionItem(label, kind, snippet, to_plain(snippet, self.indent, unit or "  "),
                                       self.start if start is None else start, self.end if end is None else end,
                                       detail, md(doc) if doc else "", filter_text))


def completion(doc, off) -> list[CompletionItem]:
    cur = cursor_at(doc, off)
    items = _Items(doc, off, cur.start, cur.end)
    if cur.kind == "attr-value":
        _values(doc, cur, items)
    elif cur.kind == "attr-name":
        _attributes(doc, cur, items)
    else:
        _elements(doc, cur, items)
    return _typed_prefix_only(doc.text, off, items.out)


def _typed_prefix_only(text, off, items):
    """what the user typed inside an item's range must start its filter text (clients filter with it)"""
    out, start, end, typed = [], None, None, ""
    for it in items:
        if it.start != start or it.end != end:      # (items come in runs that replace the same span)
            start, end = it.start, it.end
            typed = text[start:min(off, end)]
        if not typed or (it.filter_text or it.label).startswith(typed):
            out.append(it)
    return out


# ------------------------------------------------------------------ values
def _values(doc, cur, items):
    el, a = cur.element, cur.attr
    if doc.ctx.xacro and _in_expression(doc.text, a, items.off):
        _expression_names(doc, el, a, items)
        return
    kind = schema.attr_kind(el, a.name)
    st = doc.state
    if kind == "joint-type":
        vals = list(schema.JOINT_TYPES.items())
    elif kind in ("ref:link", "ref:joint", "ref:link-or-joint"):
        vals = [(n, "link") for n in st.defs["link"]] if kind != "ref:joint" else []
        vals += [(n, "joint") for n in st.defs["joint"]] if kind != "ref:link" else []
    elif kind == "ref:material":
        vals = [(n, "material") for n in st.defs["material"]] + \
            [(n, "material") for n in st.inline if n not in st.defs["material"]]
    elif kind == "version":
        vals = [("1.0", "URDF version")]
    else:
        vals = []
    start, end, indent = items.start, items.end, items.indent
    for v, d in vals:       # (a 1,500-link robot: items.add's generality costs a third)
        snippet = v.replace("$", "\\$")
        items.out.append(CompletionItem(v, ItemKind.VALUE, snippet, to_plain(snippet, indent), start, end, d))


def _in_expression(text, a, off):
    before = text[a.value_start:off]
    return before.rfind("${") > before.rfind("}")


def _expression_names(doc, el, a, items):
    """inside ${...}: properties and the parameters of enclosing macros; only the identifier is replaced"""
    text, off = doc.text, items.off
    m = _IDENT_BACK.search(text, max(a.value_start, off - 200), off)
    start = m.start() if m else off
    end = _IDENT_FWD.match(text, off, a.value_end).end()
    close = "" if _closed(text[end:a.value_end]) else "}"
    for detail, names in (("property", doc.xacro_index.properties), ("macro parameter", sorted(scope_params(el)))):
        for n in names:
            items.add(n, ItemKind.PROPERTY, n + close, detail, filter_text=n if close else None, start=start, end=end)


def _closed(rest):
    """a '}' closes the expression being typed before another one opens"""
    close, opener = rest.find("}"), rest.find("${")
    return close >= 0 and (opener < 0 or close < opener)


# ------------------------------------------------------------------ attributes
def _attributes(doc, cur, items):
    el = cur.element
    have = {a.name for a in el.attrs if a is not cur.attr}
    spec = schema.spec_for(el)
    for k, at in (spec.attrs.items() if spec else ()):
        if k not in have:
            items.add(k, ItemKind.ATTRIBUTE, '%s="$1"' % k, "required" if k in spec.required else "optional", at.doc)
    if doc.ctx.xacro and el.name.startswith("xacro:"):
        m = doc.xacro_index.macros.get(el.name[6:])
        for p in parse_params(m.el.get("params")) if m is not None else ():
            if p.kind == "value" and p.name not in have:
                items.add(p.name, ItemKind.ATTRIBUTE, '%s="$1"' % p.name,
                          "macro parameter" + (" (has default)" if p.has_default else ""))


# ------------------------------------------------------------------ elements
def _elements(doc, cur, items):
    parent = cur.element
    pname = parent.name if parent is not None else None
    if pname is None:
        kids = ["robot"]
    elif pname.startswith("xacro:"):
        kids = _XACRO_BODY
    else:
        spec = schema.spec_for(parent)
        kids = list(spec.children) if spec else []
    need_lt = cur.kind == "content"
    lt = "<" if need_lt else ""
    for k in kids:
        items.add(k, ItemKind.ELEMENT, lt + element_snippet(k), "URDF element", schema.ELEMENTS[k].doc,
                  filter_text=lt + k if need_lt else None)
    if pname == "robot" or (pname or "").startswith("xacro:"):
        for label, body in schema.SNIPPETS.items():
            body = link_choices(doc, body)
            items.add(label, ItemKind.SNIPPET, body if need_lt else body[1:], "snippet",
                      filter_text="<" + label if need_lt else None)
    if doc.ctx.xacro and pname is not None:
        for label, body, detail in xacro_elements(doc):
            items.add(label, ItemKind.MACRO, lt + body, detail, filter_text=lt + label if need_lt else None)


MAX_CHOICES = 40      # past this many links a choice list is no help: a plain placeholder (link="" completes)
_LINK_PLACEHOLDER = re.compile(r"\$\{(\d+):(parent|child)_link\}")
_CHOICE_UNSAFE = re.compile(r"[,|$}\\\t\n]")      # (snippet syntax; a tab would be taken for a level)


def link_choices(doc, snippet):
    """the parent/child link placeholders of a snippet as choices of the document's links (the child's:
    links no joint has as child yet first, the root last)"""
    if "_link}" not in snippet:
        return snippet
    st = doc.state
    links = [n for n in st.defs["link"] if not _CHOICE_UNSAFE.search(n)]
    if not links or len(links) > MAX_CHOICES:
        return snippet
    first = [n for n in links if n not in st.parent_of and n != st.main_root]
    order = {"parent": links, "child": first + [n for n in links if n in st.parent_of or n == st.main_root]}
    return _LINK_PLACEHOLDER.sub(lambda m: "${%s|%s|}" % (m.group(1), ",".join(order[m.group(2)])), snippet)


def element_snippet(name):
    spec = schema.ELEMENTS.get(name)
    req = [a for a in spec.attrs if a in spec.required] if spec else []
    if name == "joint":
        attrs = ' name="$1" type="${2|revolute,continuous,prismatic,fixed,floating,planar|}"'
    else:
        attrs = "".join(' %s="$%d"' % (a, i + 1) for i, a in enumerate(req))
    if spec and spec.children:
        return "%s%s>\n\t$0\n</%s>" % (name, attrs, name)
    if not req:
        return "%s %s/>" % (name, " ".join('%s="$%d"' % (a, i + 1) for i, a in enumerate(spec.attrs))) \
            if spec and spec.attrs else name + "/>"
    return "%s%s/>" % (name, attrs)


def xacro_elements(doc):
    """(label, snippet without '<', detail) for xacro directives and the macros in scope"""
    out = [(k, body, d) for k, (body, d) in XACRO_DIRECTIVES.items()]
    for name, m in doc.xacro_index.macros.items():
        out.append(("xacro:" + name, macro_call_snippet(name, parse_params(m.el.get("params"))),
                    "macro" + ("" if m.path == doc.path else " (from %s)" % os.path.basename(m.path or "?"))))
    return out


def macro_call_snippet(name, params):
    """a call with the required parameters; macros that take blocks get a body with one element per block"""
    attrs, i = [], 1
    for p in params:
        if p.kind == "value" and not p.has_default:
            attrs.append('%s="$%d"' % (p.name, i))
            i += 1
    head = "xacro:%s%s" % (name, "".join(" " + a for a in attrs))
    blocks = [p for p in params if p.kind in ("block", "blocks")]
    if not blocks:
        return head + "/>"
    body = "".join("\n\t${%d:%s}" % (i + k, _block_element(p.name)) for k, p in enumerate(blocks))
    return "%s>%s\n</xacro:%s>" % (head, body, name)


def _block_element(param):
    """an element to pass for a block parameter (xacro needs one element per block)"""
    if "origin" in param:
        return '<origin xyz="0 0 0" rpy="0 0 0"/>'
    if "axis" in param:
        return '<axis xyz="0 0 1"/>'
    return "<%s/>" % param
