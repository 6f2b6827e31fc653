"""What xacro 2 does with a value, known without running it: how its lexer splits ${...} and $(...), which
expressions cannot compile or fail on literals, which conditions are booleans, which property names it
accepts, and which attributes its directives require."""
from __future__ import annotations

import ast
import keyword
import math
import operator
import re

# the elements xacro 2's eval_all handles; any other xacro: tag is a macro call ("unknown macro name")
ELEMENTS = {"macro", "property", "arg", "include", "if", "unless", "insert_block", "call", "element", "attribute"}
# attributes whose absence makes xacro fail (reqd_attrs / check_attrs raise)
REQUIRED = {"macro": ("name",), "property": ("name",), "arg": ("name", "default"), "include": ("filename",),
            "if": ("value",), "unless": ("value",), "insert_block": ("name",), "call": ("macro",),
            "element": ("xacro:name",), "attribute": ("name", "value")}
# what xacro 2 defines for expressions beyond properties (create_global_symbols): math's names are global
GLOBALS = {n for n in dir(math) if not n.startswith("_")} | {"python", "xacro", "load_yaml", "abs_filename", "dotify"}

# xacro's QuickLexer: an escape ($$...{ or $$...( ), ${...}, $(...), or text; anything else stops it
_TOKEN = re.compile(r"\$\$+[{(]|\$\{[^}]*\}|\$\([^)]*\)|[^$]+|\$[^{($]+|\$$")


def lex_failure(value):
    """the offset where xacro's lexer stops on value ("invalid expression": an unclosed ${ or $( ), or None"""
    if "$" not in value:
        return None
    pos, n = 0, len(value)
    match = _TOKEN.match
    while pos < n:
        m = match(value, pos)
        if m is None:
            return pos
        pos = m.end()
    return None


_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
           ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod}
_UNOPS = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Not: operator.not_}
_SMALL = (int, float, bool)


class _Unknown(Exception):
    pass


def compile_problem(expr):
    """(tree, None) for an expression xacro can compile, else (None, why): a syntax error, or a name with
    a leading double underscore (safe_eval refuses it).  expr: the text between ${ and }, free of '$'."""
    try:   # (xacro evaluates an expression written over several lines as one line)
        tree = ast.parse(expr.replace("\r", " ").replace("\n", " ").strip(), mode="eval")
    except (SyntaxError, ValueError) as e:
        return None, "cannot parse: %s" % (e.msg if isinstance(e, SyntaxError) else e)
    except (RecursionError, MemoryError):
        return None, None
    for node in ast.walk(tree):
        name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
        if name.startswith("__"):
            return None, "xacro refuses the name '%s'" % name
    return tree, None


def literal_failure(tree, names=None):
    """why evaluating an expression of literals only fails (1/0, 'a'+1), or None (it succeeds, or it reads
    a name or calls something: not knowable from the text); names: the values of the names it may read (the
    literal properties that cannot change), as xacro reads them (property_value)"""
    try:
        _literal(tree.body, names or {})
    except _Unknown:
        return None
    except (ZeroDivisionError, TypeError) as e:
        return "%s: %s" % (type(e).__name__, e)
    except (ValueError, OverflowError, RecursionError, MemoryError):
        return None
    return None


def property_value(text):
    """a property's literal value as xacro reads it: an int, a float, a boolean, else the text"""
    for read in (int, float):
        try:
            return read(text)
        except ValueError:
            pass
    return {"true": True, "True": True, "false": False, "False": False}.get(text, text)


def _literal(node, names):
    if isinstance(node, ast.Constant):
        v = node.value
        if isinstance(v, _SMALL) or (isinstance(v, str) and len(v) < 1000):
            return v
        raise _Unknown()
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        a, b = _literal(node.left, names), _literal(node.right, names)
        if isinstance(node.op, ast.Mult) and (isinstance(a, str) or isinstance(b, str)) and \
                (isinstance(a, int) or isinstance(b, int)):
            raise _Unknown()     # (repetition: harmless to xacro, costly here)
        return _BINOPS[type(node.op)](a, b)
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNOPS:
        return _UNOPS[type(node.op)](_literal(node.operand, names))
    raise _Unknown()


def free_names(tree):
    """the names an expression reads from outside itself (not those its comprehensions and lambdas bind)"""
    bound, read = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (read if isinstance(node.ctx, ast.Load) else bound).add(node.id)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
    return read - bound


def condition(value):
    """what xacro:if makes of a value without substitutions: True, False, "bad" (get_boolean_value raises:
    not true/True/false/False nor an integer), or None when it holds ${...} or $(...) (known by evaluation only).
    ${literal} is read too."""
    if "$" not in value:
        if value in ("true", "True"):
            return True
        if value in ("false", "False"):
            return False
        try:
            return bool(int(value))
        except ValueError:
            return "bad"
    m = re.fullmatch(r"\$\{([^}$]*)\}", value)
    if m:
        try:
            v = ast.literal_eval(m.group(1).strip())
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            return None
        if isinstance(v, _SMALL):
            return bool(v)
        if isinstance(v, str) and "$" not in v:
            return condition(v)     # (xacro reads the string the expression gives as it reads a literal)
    return None


def keeps(el):
    """True when xacro statically keeps the body of xacro:if / xacro:unless el, False when it drops it,
    None when unknown (or xacro fails on the condition)"""
    c = condition(el.get("value", ""))
    if c is None or c == "bad":
        return None
    return c if el.name == "xacro:if" else not c


def valid_property_name(name):
    """xacro's is_valid_name (a Python identifier that is not a keyword) without a leading '__'"""
    return name.isidentifier() and not keyword.iskeyword(name) and not name.startswith("__")
