"""xacro vocabulary: directives, expressions, macro parameters and the scopes that bind names."""
from __future__ import annotations

import ast
import math
import operator
import re
from dataclasses import dataclass

DIRECTIVES = {"macro", "property", "arg", "include", "if", "unless", "insert_block", "call", "element",
              "attribute", "eval-comments", "loop"}

BUILTINS = set("""abs all any bool dict divmod enumerate filter float format hash hex int isinstance len list map
max min oct ord pow range repr reversed round set sorted str sum tuple zip True False None and or not in is if
else for lambda math pi e inf nan sin cos tan asin acos atan atan2 sinh cosh tanh exp log log10 sqrt ceil floor
fabs fmod radians degrees hypot copysign xacro load_yaml dotify abs_path arg env optenv find cwd eval
python""".split())

# xacro reads a run of two or more '$' before '{' or '(' as an escape ($${x} is the text ${x}): not a reference
EXPR = re.compile(r"(?<!\$)\$\{(.*?)\}", re.S)        # ${ python expression }
DOLLAR = re.compile(r"(?<!\$)\$\((\w+)\s*([^)]*)\)")   # $(arg x), $(find pkg), ...
_IDENT = re.compile(r"(?<![\w.'\"])([A-Za-z_]\w*)")
_STR = re.compile(r"'[^']*'|\"[^\"]*\"")
_PARAM = re.compile(r"""(?:[^\s'"]+|'[^']*'|"[^"]*")+""")
BLOCKS = ("xacro:macro", "xacro:if", "xacro:unless")


def identifiers(expr):
    """matches of the names an expression reads (string literals and attribute accesses excluded)"""
    body = _STR.sub(lambda m: "'" + " " * (len(m.group(0)) - 2) + "'", expr)
    return list(_IDENT.finditer(body))


@dataclass(frozen=True)
class Param:
    name: str
    has_default: bool
    kind: str          # "value" | "block" (*name) | "blocks" (**name)


def parse_params(spec):
    """a macro's params attribute, split the way xacro does: quoted defaults may hold spaces,
    defaults follow := or =, ^ inherits an outer value, ^| gives a fallback, * and ** are blocks"""
    out = []
    for tok in _PARAM.findall(spec or ""):
        kind = "value"
        if tok.startswith("**"):
            kind, tok = "blocks", tok[2:]
        elif tok.startswith("*"):
            kind, tok = "block", tok[1:]
        name, sep, default = tok.partition(":=")
        if not sep:
            name, sep, default = tok.partition("=")
        inherit = name.startswith("^") or default.startswith("^")
        out.append(Param(name.lstrip("^"), bool(sep) or inherit, kind))
    return out


def enclosing(el, names):
    """el and its ancestors whose name is in `names`, innermost first"""
    p = el
    while p is not None and p.kind == "element":
        if p.name in names:
            yield p
        p = p.parent


def scope_params(el):
    """names bound by the macros around el: name -> the macro element"""
    out = {}
    for m in enclosing(el, ("xacro:macro",)):
        for p in parse_params(m.get("params")):
            out.setdefault(p.name, m)
    return out


def in_block(el):
    """inside a macro or conditional: instantiated 0..n times by the expansion"""
    return next(enclosing(el.parent, BLOCKS), None) is not None if el.parent is not None else False


# ------------------------------------------------------------------ safe evaluation (no code is run)
_MATH = {n: getattr(math, n) for n in ("sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh",
                                         "exp", "log", "log10", "sqrt", "ceil", "floor", "fabs", "fmod", "radians",
                                         "degrees", "hypot", "copysign")}
_MATH.update({"abs": abs, "min": min, "max": max, "round": round, "float": float, "int": int})
_CONSTS = {"pi": math.pi, "e": math.e}
_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
           ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow}
_UNOPS = {ast.USub: operator.neg, ast.UAdd: operator.pos}


def evaluate(expr, lookup, depth=0):
    """the number a ${...} expression stands for, when it is arithmetic over numbers, pi, math functions
    and properties whose values are such expressions; None otherwise.  Nothing is executed:
    the expression is walked as a syntax tree, with bounded size, depth and magnitudes."""
    if depth > 16 or len(expr) > 500:
        return None
    try:
        tree = ast.parse(expr.strip(), mode="eval")
        v = _eval(tree.body, lookup, depth)
    except (SyntaxError, ValueError, TypeError, ZeroDivisionError, OverflowError, RecursionError, _NotConstant):
        return None
    return v if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) else None


class _NotConstant(Exception):
    pass


def _eval(node, lookup, depth):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        a, b = _eval(node.left, lookup, depth), _eval(node.right, lookup, depth)
        if isinstance(node.op, ast.Pow) and (abs(b) > 64 or abs(a) > 1e6):
            raise _NotConstant()
        return _BINOPS[type(node.op)](a, b)
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNOPS:
        return _UNOPS[type(node.op)](_eval(node.operand, lookup, depth))
    if isinstance(node, ast.Name):
        return _name(node.id, lookup, depth)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "math":
        return _name(node.attr, lookup, depth, math_only=True)
    if isinstance(node, ast.Call) and not node.keywords and len(node.args) <= 3:
        f = node.func
        fname = f.id if isinstance(f, ast.Name) else f.attr if (
            isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "math") else None
        if fname in _MATH:
            return _MATH[fname](*(_eval(a, lookup, depth) for a in node.args))
    raise _NotConstant()


def _name(name, lookup, depth, math_only=False):
    if name in _CONSTS:
        return _CONSTS[name]
    if math_only:
        raise _NotConstant()
    raw = lookup(name)
    if raw is None:
        raise _NotConstant()
    m = re.fullmatch(r"\s*\$\{(.*)\}\s*", raw, re.S)
    v = evaluate(m.group(1) if m else raw, lookup, depth + 1)
    if v is None:
        raise _NotConstant()
    return v
