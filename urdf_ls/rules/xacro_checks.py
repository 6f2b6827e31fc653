"""xacro checks of one element: its directive's attributes and condition, its ${...} and $(...) values, and
whether `xacro FILE` certainly evaluates it (then a failure is an Error, else a Warning)."""
from __future__ import annotations

import re

from ..codes import Code, Diag, FixData, Severity
from ..syntax.nodes import on_value_part
from ..vocabulary.xacro import BUILTINS, DOLLAR, EXPR, enclosing, identifiers, parse_params, scope_params
from ..vocabulary.xacro_static import GLOBALS, REQUIRED, compile_problem, condition, free_names, keeps, \
    lex_failure, literal_failure, property_value, valid_property_name
from .urdf import on_name, on_value

_KNOWN = BUILTINS | GLOBALS
_MACRO = ("xacro:macro",)
# a property's value is evaluated where it is used, a macro's defaults where it is called: not where defined
_LAZY = ("value", "default")


def certain(el):
    """xacro FILE reads el: it is in no macro body, and every condition around it statically keeps it (el's own
    attributes may still be read later or never: see check_expressions)"""
    p = el.parent
    while p is not None and p.kind == "element":
        n = p.name
        if n == "xacro:macro" or ((n == "xacro:if" or n == "xacro:unless") and keeps(p) is not True):
            return False
        p = p.parent
    return True


def demote_uncertain(el, out, n):
    """out[n:] (el's diagnostics) as Warnings when xacro may never evaluate el"""
    if any(d.severity == Severity.ERROR for d in out[n:]) and not certain(el):
        out[n:] = [d.with_severity(Severity.WARNING) if d.severity == Severity.ERROR else d for d in out[n:]]


def before(pos, anchor):
    """the offset pos comes before the definition (or include) anchor in the document"""
    return anchor is not None and pos < anchor.start


def where(d):
    return "its definition" if d.at is d.el else "the include that defines it"


def check_directive(el, d, out):
    missing = [a for a in REQUIRED.get(d, ()) if el.attr(a) is None]
    if missing:
        out.append(on_name(el, Code.XACRO_MISSING_ATTRIBUTE, "<%s> needs %s: xacro fails without" % (
            el.name, " and ".join("'%s'" % a for a in missing))))
    if d == "property":
        a = el.attr("name")
        if a is not None and "$" not in a.value and not valid_property_name(a.value):
            out.append(on_value(a, Code.XACRO_BAD_NAME, "'%s' is not a property name xacro accepts (a Python "
                                "identifier, not a keyword, without a leading '__')" % a.value))
        if el.attr("value") is not None and el.attr("default") is not None:
            out.append(on_name(el, Code.XACRO_BAD_NAME, "A property takes value or default, not both"))
    elif d == "macro":
        name = el.get("name")
        if name is not None and (name == "call" or "." in name):
            out.append(on_value(el.attr("name"), Code.XACRO_BAD_NAME, "xacro refuses a macro named 'call' or "
                                "with a '.' (reserved for namespaces)"))
    elif d == "if" or d == "unless":
        a = el.attr("value")
        if a is not None and condition(a.value) == "bad":
            out.append(on_value(a, Code.XACRO_NOT_BOOLEAN, "xacro:%s needs true, false, True, False or an integer, "
                                "not '%s'" % (d, a.value)))
    elif d == "insert_block":
        check_insert_block(el, out)
    elif d == "include":
        check_package_url_include(el, out)


def check_package_url_include(el, out):
    """xacro reads an include's filename as a path: 'package://pkg/x' is looked for as a folder named
    'package:' beside the file, and the include fails (an optional one reads nothing)"""
    a = el.attr("filename")
    value = a.value.strip() if a is not None else ""
    if not value.startswith("package://") or "$" in value:
        return
    pkg, _, rest = value[len("package://"):].partition("/")
    find = "$(find %s)/%s" % (pkg, rest)
    d = on_value(a, Code.XACRO_INCLUDE_UNRESOLVED, "xacro does not resolve package:// in an include: it reads "
                 "'%s' as a path and fails; write '%s'" % (value, find), FixData(suggest=find))
    optional = el.get("optional") in ("true", "True", "1")
    out.append(d.with_severity(Severity.WARNING) if optional else d)


_PROPERTY_REF = re.compile(r"\$\{\s*([A-Za-z_]\w*)\s*\}")
_ARG_REF = re.compile(r"\$\(arg\s+([^\s)]+)\s*\)")


def check_condition_property(el, idx, out):
    """xacro:if value="${p}" or "$(arg a)" where p is a literal property defined once at the top of this file,
    or a is an argument this file declares first with a literal default (and the settings do not pass): xacro
    fails when the value is no boolean (a property's literals become int, float or bool, any other text stays a
    string; an argument is always a string, read as true/false or an integer)"""
    a = el.attr("value")
    if a is None or not idx.complete or idx.includers or idx.computed_names:
        return
    text = a.value.strip()
    m = _PROPERTY_REF.fullmatch(text)
    if m is not None:
        value, what = _stable_literal(m.group(1), el, idx), "property"
        bad = value is not None and condition(value) == "bad" and not _number(value)
    else:
        m = _ARG_REF.fullmatch(text)
        if m is None:
            return
        value, what = _literal_default(m.group(1), idx), "argument"
        bad = value is not None and condition(value) == "bad"
    if bad:
        out.append(on_value(a, Code.XACRO_NOT_BOOLEAN, "xacro:%s reads %s '%s' = '%s': xacro needs true, false, "
                            "True, False or %s" % (el.name[6:], what, m.group(1), value,
                                                   "a number" if what == "property" else "an integer")))


def _literal_default(name, idx):
    """the default of argument `name` when this document declares it first, literally, and no setting passes it"""
    d = idx.args.get(name)
    if d is None or d.el is not d.at or name in idx.given_args:
        return None
    value = d.el.get("default")
    return value if value is not None and "$" not in value else None


def _number(text):
    try:
        float(text)
        return True
    except ValueError:
        return False


def _stable_literal(name, el, idx):
    """the literal value of property `name` when it cannot change: one definition, at the top level of the
    document, with a value free of '$', none in any file it includes"""
    d = idx.properties.get(name)
    if d is None or d.el is not d.at or d.el.parent is None or d.el.parent.parent is not None:
        return None
    value = d.el.get("value")
    if value is None or "$" in value or "_" in value or value[:1] == "'":
        return None
    key = ("property-definitions", name)
    if key not in idx.memo:
        trees = [d.el.parent] + [f.tree.root for f in idx.files.values() if f.tree.root is not None]
        idx.memo[key] = sum(1 for t in trees for e in t.iter() if e.name == "xacro:property" and e.get("name") == name)
    return value if idx.memo[key] == 1 else None


def check_insert_block(el, out):
    a = el.attr("name")
    if a is None or "$" in a.value:
        return
    for m in (p for p in el.ancestors() if p.kind == "element" and p.name == "xacro:macro"):
        if any(p.name == a.value for p in parse_params(m.get("params")) if p.kind != "value"):
            return
    out.append(on_value(a, Code.XACRO_UNDEFINED_BLOCK, "No macro around this declares the block '*%s'" % a.value))


def check_old_directive(el, out):
    a = el.attr("name")
    if a is not None and (el.name == "macro" or el.attr("value") is not None):
        out.append(on_name(el, Code.XACRO_OLD_DIRECTIVE, "xacro 2 ignores <%s> without the xacro: prefix: '%s' "
                           "stays undefined" % (el.name, a.value)))


def check_expressions(el, idx, names, out):
    """${...} and $(...) in el's attributes and text: what xacro's lexer and compiler refuse, expressions of
    literals that fail, and (names: the index is complete) names used before their definition or defined
    nowhere"""
    scope = None
    lazy = el.name == "xacro:property" or el.name == "xacro:macro"
    for a in el.attrs:
        v = a.value
        if "$" not in v or (a.name.startswith("xacro:") and a.name != "xacro:name"):
            continue
        n = len(out)
        scope = check_value(el, el.start, v, _AttrPart(a), idx, names, scope, out)
        if lazy and (a.name in _LAZY or el.name == "xacro:macro") and len(out) > n:
            out[n:] = [d.with_severity(Severity.WARNING) if d.severity == Severity.ERROR else d for d in out[n:]]
    p = el.parent
    if p is None or p.kind != "element":
        return scope     # (the root's text: each piece is a top-level chunk, see check_top_text)
    text_names = None
    for t in el.children:
        # (text is evaluated too; with an entity its text differs from what xacro reads: left alone.  Names in
        # the text of macro bodies, often parameters of the callers, are left to the expansion)
        if t.kind == "text" and "$" in t.data and "&" not in t.data:
            if text_names is None:
                text_names = names and certain(el) and el.name != "xacro:macro"
            scope = check_value(el, t.start, t.data, _TextPart(t), idx, text_names, scope, out)
    return scope


def check_top_text(t, root, idx, out):
    """${...} and $(...) in a text node of the root (one top-level chunk: a keystroke elsewhere does not
    look at it again)"""
    if "$" in t.data and "&" not in t.data:
        check_value(root, t.start, t.data, _TextPart(t), idx, idx.complete, None, out)


class _AttrPart:
    """a diagnostic on characters of an attribute's value"""
    __slots__ = ("a",)

    def __init__(self, a):
        self.a = a

    def __call__(self, i, j, code, msg):
        return on_value_part(self.a, i, j, code, msg)


class _TextPart:
    """a diagnostic on characters of a text node"""
    __slots__ = ("t",)

    def __init__(self, t):
        self.t = t

    def __call__(self, i, j, code, msg):
        t = self.t
        s = t.start - t.c.d
        return Diag(t.c, s + i, s + j, code, msg)


def check_value(el, pos, v, part, idx, names, scope, out):
    """pos: where the value is read (the order checks compare it with the definitions)"""
    bad = lex_failure(v)
    if bad is not None:
        out.append(part(bad, len(v), Code.XACRO_BAD_EXPRESSION, "xacro cannot read this: %s" % (
            "'%s' without its closing '%s'" % (v[bad:bad + 2], "}" if v[bad + 1] == "{" else ")")
            if v[bad + 1:bad + 2] in ("{", "(") else "'$$' that does not escape a '{' or '('")))
        return scope
    for m in EXPR.finditer(v):
        scope = check_expression(el, pos, part, m, idx, names, scope, out)
    if names:
        check_args(el, pos, v, part, idx, out)
    if el.name != "xacro:include":      # (an include's is xacro-include-unresolved)
        check_finds(el, v, part, idx, out)
    return scope


def check_finds(el, v, part, idx, out):
    """$(find pkg) of a package not found where the file is checked: xacro fails on it where it evaluates it
    (an Error); where it may not, the package is only not installed here (information, as package-not-found)"""
    if idx.find is None or "find" not in v:
        return
    for m in DOLLAR.finditer(v):
        name = m.group(2).strip()
        if m.group(1) == "find" and name and "$" not in name and not idx.find(name):
            d = part(m.start(2), m.start(2) + len(name), Code.XACRO_FIND_UNRESOLVED, "Package '%s' is not found "
                     "where this file is checked: xacro fails on $(find %s)" % (name, name))
            out.append(d if certain(el) else d.with_severity(Severity.INFORMATION, d.message + " where it "
                                                                "evaluates this element"))


def check_expression(el, pos, part, m, idx, names, scope, out):
    expr = m.group(1)
    if "$" in expr:     # (xacro substitutes inside first: the text compiled is known only then)
        return scope
    tree, why = compile_problem(expr)
    if tree is None:
        if why:
            out.append(part(m.start(), m.end(), Code.XACRO_BAD_EXPRESSION, "xacro cannot evaluate this expression "
                            "(%s)" % why))
        return scope
    why = literal_failure(tree)
    if why:
        out.append(part(m.start(), m.end(), Code.XACRO_BAD_EXPRESSION, "This expression fails in xacro (%s)" % why))
        return scope
    if not names:
        return scope
    why = _failure_with_properties(tree, el, idx)
    if why:
        out.append(part(m.start(), m.end(), Code.XACRO_BAD_EXPRESSION, "This expression fails in xacro with the "
                        "values its properties have (%s)" % why))
        return scope
    free = None
    for im in identifiers(expr):
        name = im.group(1)
        if name in _KNOWN or name in idx.namespaces:
            continue
        if free is None:
            free = free_names(tree)
        if name not in free:
            continue
        i = m.start(1) + im.start(1)
        d = idx.properties.get(name)
        if d is not None:
            if before(pos, d.at) and certain(el) and not _lazy(el):
                out.append(part(i, i + len(name), Code.XACRO_USED_BEFORE_DEFINITION, "Property '%s' is used before "
                                "%s: xacro reads in order" % (name, where(d))))
            continue
        if scope is None:
            scope = scope_params(el)
        if name not in scope and not (name in idx.macro_params and next(enclosing(el, _MACRO), None) is not None):
            old = " (a <property> without the xacro: prefix names it, which xacro 2 ignores)" if \
                name in idx.old_properties else ""
            d = part(i, i + len(name), Code.XACRO_UNDEFINED_PROPERTY, "Property '%s' is not defined%s" % (name, old))
            out.append(d.with_severity(Severity.WARNING) if idx.computed_names else d)
    return scope


def _failure_with_properties(tree, el, idx):
    """why the expression fails with the literal values of the properties it reads (a number turned into a
    word: ${w + 1} with w = "abc"), when every name it reads is such a property; else None"""
    if idx.includers or idx.computed_names:
        return None
    values = {}
    for name in free_names(tree):
        text = _stable_literal(name, el, idx)
        if text is None or before(el.start, idx.properties[name].at):
            return None
        values[name] = property_value(text)
    return literal_failure(tree, values) if values else None


def _lazy(el):
    """a property's value, which xacro evaluates when the property is read, not where it is defined"""
    return el.name == "xacro:property" and el.get("lazy_eval") not in ("false", "False", "0")


def check_args(el, pos, v, part, idx, out):
    for m in DOLLAR.finditer(v):
        name = m.group(2).strip()
        if m.group(1) != "arg" or not name:
            continue
        i = m.start(2)
        d = idx.args.get(name)
        if name in idx.given_args:      # (xacro knows an arg the settings pass from the start)
            continue
        if d is None:
            out.append(part(i, i + len(name), Code.XACRO_UNDEFINED_ARG, "Argument '%s' is not declared with "
                            "<xacro:arg>" % name))
        elif before(pos, d.at) and d.el is not el and certain(el):
            out.append(part(i, i + len(name), Code.XACRO_USED_BEFORE_DEFINITION, "Argument '%s' is used before %s: "
                            "xacro reads in order" % (name, where(d))))
