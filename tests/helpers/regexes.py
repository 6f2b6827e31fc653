"""Every regular expression of urdf_ls that runs on user text, found in the source (module-level compiled
patterns, patterns in module-level tables, and literal patterns given to re.* calls), with how each is used
(match or fullmatch: anchored at one position; anything else: tried at every position), and worst-case inputs
for one: long runs of each character the pattern names, after each literal piece of it, and its pieces repeated
(a search that scans far from every start of a repeated prefix is quadratic too)."""
import ast
import importlib
import pathlib
import re
try:
    import re._parser as sre_parse     # (Python 3.11+)
except ImportError:     # pragma: no cover
    import sre_parse

ROOT = pathlib.Path(__file__).resolve().parents[2] / "urdf_ls"
ANCHORED = {"match", "fullmatch"}
METHODS = ANCHORED | {"search", "finditer", "findall", "sub", "subn", "split"}


class Found:
    def __init__(self, where, pattern, flags, modes):
        self.where, self.pattern, self.flags, self.modes = where, pattern, flags, modes

    @property
    def anchored(self):
        return bool(self.modes) and self.modes <= ANCHORED

    def __repr__(self):
        return "%s %r" % (self.where, self.pattern)


def _module_name(path):
    return ".".join(("urdf_ls",) + path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def _uses(tree):
    """name -> the re methods taken of it (NAME.match, a table's entry TABLE[k].match, NAME.scanner(...).match:
    a scanner's match goes on where the last match ended, so it counts as match)"""
    uses = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in METHODS | {"scanner"}:
            v = node.value
            if isinstance(v, ast.Subscript):
                v = v.value
            if isinstance(v, ast.Name):
                uses.setdefault(v.id, set()).add("match" if node.attr == "scanner" else node.attr)
    return uses


def _inline(tree, where):
    """re.<method>("literal", ...) calls"""
    out = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in METHODS
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "re" and node.args
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, (str, bytes))):
            out.append(Found("%s:%d" % (where, node.lineno), node.args[0].value, 0, {node.func.attr}))
    return out


def all_patterns(skip=("urdf_ls.preview",)):
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        name = _module_name(path)
        if name.startswith(skip) or name.endswith("__main__"):
            continue
        tree = ast.parse(path.read_text())
        uses = _uses(tree)
        found += _inline(tree, name)
        module = importlib.import_module(name)
        for attr, value in vars(module).items():
            values = value.values() if isinstance(value, dict) else [value]
            for v in values:
                if isinstance(v, re.Pattern):
                    found.append(Found("%s.%s" % (name, attr), v.pattern, v.flags, uses.get(attr, set())))
    return found


def _literals(pattern, flags):
    """the literal runs and the characters the pattern names (in literals and classes)"""
    text = isinstance(pattern, str)
    runs, chars, run = [], set(), []

    def visit(items):
        nonlocal run
        for op, av in items:
            name = str(op)
            if name == "LITERAL":
                run.append(av)
                chars.add(av)
                continue
            if run:
                runs.append(run)
            run = []
            if name == "IN":
                for sub_op, sub_av in av:
                    if str(sub_op) == "LITERAL":
                        chars.add(sub_av)
                    elif str(sub_op) == "RANGE":
                        chars.update({sub_av[0], sub_av[1]})
            elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
                visit(av[2])
            elif name == "SUBPATTERN":
                visit(av[-1])
            elif name == "BRANCH":
                for b in av[1]:
                    visit(b)
            elif name in ("ASSERT", "ASSERT_NOT"):
                visit(av[1])
    visit(sre_parse.parse(pattern, flags))
    if run:
        runs.append(run)

    def make(codes):
        return "".join(map(chr, codes)) if text else bytes(c for c in codes if c < 256)
    return [make(r) for r in runs], [make([c]) for c in sorted(chars) if text or c < 256]


def worst_cases(found, n):
    """inputs of about n characters that make a backtracking pattern work hard"""
    text = isinstance(found.pattern, str)
    conv = (lambda s: s) if text else (lambda s: s.encode("latin-1"))
    runs, chars = _literals(found.pattern, found.flags)
    pumps = list(dict.fromkeys(chars + [conv(c) for c in (" ", "a", "0", "\t", "\n", "x:", "<", "\"")]))
    heads = list(dict.fromkeys([conv("")] + runs[:6]))
    tail = conv("\x00")
    out = []
    for head in heads:
        for pump in pumps:
            out.append(head + pump * (n // len(pump)) + tail)
        if head:
            out.append(head * (n // len(head)) + tail)
            out.append((head + conv(" ")) * (n // (len(head) + 1)) + tail)
            out.append((head + conv("a")) * (n // (len(head) + 1)) + tail)
    return out
