"""xacro vocabulary: directives, expressions, macro parameters and the scopes that bind names."""
from __future__ import annotations

import ast
import math
import operator
import re
from dataclasses import dataclass, field

from .xacro_docs import DIRECTIVE_DOCS

DIRECTIVES = frozenset(DIRECTIVE_DOCS)

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
    default: str | None = field(default=None, compare=False)    # as written, quotes removed


def parse_params(spec):
    """a macro's params attribute, split the way xacro does: quoted defaults may hold spaces,
    defaults follow := or =, ^ inherits an outer value, ^| gives a fallback, * and ** are blocks"""
    out = []
    for tok in _param_tokens(spec or ""):
        kind = "value"
        if tok.startswith("**"):
            kind, tok = "blocks", tok[2:]
        elif tok.startswith("*"):
            kind, tok = "block", tok[1:]
        name, sep, default = tok.partition(":=")
        if not sep:
            name, sep, default = tok.partition("=")
        inherit = name.startswith("^") or default.startswith("^")
        out.append(Param(name.lstrip("^"), bool(sep) or inherit, kind, _unquote(default) if sep else None))
    return out


_CLOSE = {"(": ")", "{": "}"}


def _param_tokens(spec):
    """the tokens of a params attribute: runs of text between white space, in which $(...), ${...} and quoted text
    may hold spaces (xacro's default_value).  Linear: each character is read once, and a closing character found
    missing after some point is not looked for again"""
    out, tok, missing, i, n = [], [], set(), 0, len(spec)
    while i < n:
        c = spec[i]
        if c.isspace():
            if tok:
                out.append("".join(tok))
                tok = []
            i += 1
            continue
        close, start = None, i + 1
        if c == "$" and i + 1 < n and spec[i + 1] in _CLOSE:
            close, start = _CLOSE[spec[i + 1]], i + 2
        elif c in "'\"":
            close = c
        j = spec.find(close, start) if close is not None and close not in missing else -1
        if j < 0:
            if close is not None:
                missing.add(close)
            tok.append(c)
            i += 1
        else:
            tok.append(spec[i:j + 1])
            i = j + 1
    if tok:
        out.append("".join(tok))
    return out


def _unquote(text):
    return text[1:-1] if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"" else text


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


MAX_DEPTH = 16            # properties whose values use properties, nested
MAX_STEPS = 200_000       # expression nodes (and parsed characters / 8) one request may evaluate


def evaluate(expr, lookup, depth=0):
    """the number a ${...} expression stands for, when it is arithmetic over numbers, pi, math functions
    and properties whose values are such expressions; None otherwise (see Evaluator)"""
    return Evaluator(lookup).value(expr, depth)


class _NotConstant(Exception):
    pass


class Evaluator:
    """the ${...} evaluations of one request.  Nothing is executed: each expression is walked as a syntax
    tree, with bounded size, nesting and magnitudes.  A property is evaluated once per nesting depth (a
    property using the previous level k times would cost k^depth), and the request evaluates at most
    MAX_STEPS nodes: past them every value is None and `exhausted` says so."""

    def __init__(self, lookup, budget=None, _steps=None):
        self.lookup = lookup
        self._memo = {}          # (name, depth) -> value or None
        self._trees = {}         # expression text -> its syntax tree
        self._steps = _steps if _steps is not None else [MAX_STEPS if budget is None else budget]

    def sharing(self, lookup) -> Evaluator:
        """an evaluator for another lookup (its own memo) spending this one's budget"""
        return Evaluator(lookup, _steps=self._steps)

    @property
    def exhausted(self) -> bool:
        return self._steps[0] <= 0

    def value(self, expr, depth=0):
        if depth > MAX_DEPTH or len(expr) > 500:
            return None
        try:
            v = self._eval(self._tree(expr).body, depth)
        except (SyntaxError, ValueError, TypeError, ZeroDivisionError, OverflowError, RecursionError, _NotConstant):
            return None
        return v if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) else None

    def _spend(self, n):
        self._steps[0] -= n
        if self._steps[0] < 0:
            raise _NotConstant()

    def _tree(self, expr):
        tree = self._trees.get(expr)
        if tree is None:
            self._spend(1 + len(expr) // 8)
            tree = self._trees[expr] = ast.parse(expr.strip(), mode="eval")
        return tree

    def _eval(self, node, depth):
        self._spend(1)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) \
                and not isinstance(node.value, bool):
            return node.value
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            a, b = self._eval(node.left, depth), self._eval(node.right, depth)
            if isinstance(node.op, ast.Pow) and (abs(b) > 64 or abs(a) > 1e6):
                raise _NotConstant()
            return _BINOPS[type(node.op)](a, b)
        if isinstance(node, ast.UnaryOp) and type(node.op) in _UNOPS:
            return _UNOPS[type(node.op)](self._eval(node.operand, depth))
        if isinstance(node, ast.Name):
            return self._name(node.id, depth)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "math":
            return self._name(node.attr, depth, math_only=True)
        if isinstance(node, ast.Call) and not node.keywords and len(node.args) <= 3:
            f = node.func
            fname = f.id if isinstance(f, ast.Name) else f.attr if (
                isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "math") else None
            if fname in _MATH:
                return _MATH[fname](*(self._eval(a, depth) for a in node.args))
        raise _NotConstant()

    def _name(self, name, depth, math_only=False):
        if name in _CONSTS:
            return _CONSTS[name]
        if math_only:
            raise _NotConstant()
        key = (name, depth)
        if key in self._memo:
            v = self._memo[key]
        else:
            v = self._memo[key] = self._property(name, depth)
        if v is None:
            raise _NotConstant()
        return v

    def _property(self, name, depth):
        raw = self.lookup(name)
        if raw is None:
            return None
        m = re.fullmatch(r"\s*\$\{(.*)\}\s*", raw, re.S)
        return self.value(m.group(1) if m else raw, depth + 1)
