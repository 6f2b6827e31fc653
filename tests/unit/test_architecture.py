"""The layering holds: text -> syntax -> vocabulary -> workspace -> rules -> document -> features -> lsp/cli.
Every import (function-local ones too) points down or sideways within a layer, no module imports
itself back through others, only the LSP layer and the CLI import pygls/lsprotocol, and no module reads an
underscore attribute of another layer's objects."""
import ast
import functools
import os
import re

import pytest

from tests.helpers.paths import ROOT  # noqa: E402
from urdf_ls.codes import Code

PKG = os.path.join(ROOT, "urdf_ls")
LAYERS = ["codes", "text", "syntax", "vocabulary", "workspace", "rules", "document", "features",
          ("lsp", "cli", "runtime", "__main__", "preview")]
RANK = {name: i for i, layer in enumerate(LAYERS) for name in (layer if isinstance(layer, tuple) else (layer,))}
PROTOCOL_LIBS = ("pygls", "lsprotocol")


def modules():
    for d, _, files in os.walk(PKG):
        for f in files:
            if f.endswith(".py"):
                path = os.path.join(d, f)
                rel = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
                yield (rel[:-len(".__init__")] if rel.endswith(".__init__") else rel), path


@functools.lru_cache(maxsize=None)
def parsed(source):
    """(every check here reads the same sources: each is parsed once)"""
    return ast.parse(source)


def imports(mod, path):
    """absolute names of everything a module imports, anywhere in it"""
    tree = parsed(open(path, encoding="utf-8").read())
    pkg = mod if path.endswith("__init__.py") else mod.rsplit(".", 1)[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield a.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg.split(".")
                base = base[:len(base) - node.level + 1]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module
            names = [prefix + "." + a.name for a in node.names]
            yield from (n if n.rsplit(".", 1)[0] != prefix or _is_module(n) else prefix for n in names)


def _is_module(name):
    parts = name.split(".")
    p = os.path.join(ROOT, *parts)
    return os.path.isdir(p) or os.path.exists(p + ".py")


def layer_of(mod):
    parts = mod.split(".")
    return RANK.get(parts[1]) if len(parts) > 1 else 0


GRAPH = {mod: {i for i in imports(mod, path)} for mod, path in modules()}


def test_no_import_points_up():
    bad = []
    for mod, deps in GRAPH.items():
        for dep in deps:
            if dep.startswith("urdf_ls.") and layer_of(dep) is not None and layer_of(dep) > layer_of(mod):
                bad.append("%s -> %s" % (mod, dep))
    assert not bad, bad


def test_only_lsp_and_cli_speak_the_protocol():
    bad = [(m, d) for m, deps in GRAPH.items() for d in deps
           if d.split(".")[0] in PROTOCOL_LIBS and layer_of(m) != RANK["lsp"]]
    assert not bad, bad


def test_no_import_cycles():
    internal = {m: {d for d in deps if d in GRAPH and d != m} for m, deps in GRAPH.items()}
    # a package's __init__ importing its own modules is not a cycle of ours: drop package -> child edges
    for m in internal:
        internal[m] = {d for d in internal[m] if not d.startswith(m + ".")}
    state, stack, cycles = {}, [], []

    def visit(m):
        state[m] = 1
        stack.append(m)
        for d in internal[m]:
            if state.get(d) == 1:
                cycles.append(stack[stack.index(d):] + [d])
            elif d not in state:
                visit(d)
        stack.pop()
        state[m] = 2
    for m in internal:
        if m not in state:
            visit(m)
    assert not cycles, cycles


def test_every_module_has_a_layer():
    assert all(layer_of(m) is not None for m in GRAPH), [m for m in GRAPH if layer_of(m) is None]


CODE_USE = re.compile(r"\bCode\.([A-Z_0-9]+)\b")


def test_every_code_used_is_registered_and_every_registered_code_is_used():
    used = set()
    for mod, path in modules():
        used |= set(CODE_USE.findall(open(path, encoding="utf-8").read()))
    unknown = used - set(Code.__members__)
    assert not unknown, unknown
    unused = set(Code.__members__) - used
    assert not unused, "registered but never emitted: %s" % sorted(unused)


def test_diagnostics_are_built_from_registered_codes_only():
    """no code is spelt as a string literal where a diagnostic is made"""
    pattern = re.compile(r"\b(?:on_name|on_value|on_attr_name|Diag|at)\([^)]*?\"[a-z]+-[a-z-]+\"")
    bad = [path for _, path in modules() if pattern.search(open(path, encoding="utf-8").read())]
    assert not bad, bad


@pytest.mark.parametrize("code", list(Code))
def test_code_registry_entries(code):
    assert code.value == code.name.lower().replace("_", "-")
    assert code.verdict in ("rejects", "policy", "loads", "xacro-fails", "target-fails") and code.meaning
    assert (code.severity == 1) == (code.verdict in ("rejects", "policy", "xacro-fails", "target-fails")) or \
        code is Code.INTERNAL_ERROR


# Underscore attributes of other libraries that our modules must reach (each with why), by (module, name)
THIRD_PARTY_PRIVATES = {
    ("urdf_ls.cli", "_exit"): "os._exit (documented): ends without the interpreter's teardown",
    ("urdf_ls.lsp.router", "_exit"): "os._exit (documented): ends without the interpreter's teardown",
    ("urdf_ls.cli.pool", "_exit"): "os._exit (documented): a forked worker ends without running the parent's code",
    ("urdf_ls.cli", "_run_exitfuncs"): "atexit: runs the exit handlers that os._exit skips",
    ("urdf_ls.lsp.protocol", "_converter"): "pygls: its cattrs converter, to structure raw params",
    ("urdf_ls.lsp.protocol", "_handle_response"): "pygls: resolves a request's future from our own reader",
    ("urdf_ls.workspace.expansion", "_eval_find"): "xacro: $(find) is replaced to resolve packages our way",
    ("urdf_ls.workspace.expansion", "_exit"): "os._exit (documented): the xacro child ends without teardown",
    ("urdf_ls.workspace.consumers.child", "_exit"): "os._exit (documented): a consumer's child ends without "
                                                    "teardown (a consumer's C++ destructors may crash)",
    ("urdf_ls.workspace.consumers.containment", "_exit"): "os._exit (documented): the consumer child ends at once "
                                                          "when the server is gone",
}


def _unit(mod):
    """the layer folder of a module (urdf_ls.rules.urdf: rules), or the top-level module itself (codes)"""
    parts = mod.split(".")
    return parts[1] if len(parts) > 1 else ""


def _private(name):
    return name.startswith("_") and not name.startswith("__")


def _targets(node):
    if isinstance(node, (ast.Tuple, ast.List)):
        for n in node.elts:
            yield from _targets(n)
    else:
        yield node


def _privates_defined(tree):
    """the underscore names a module gives its objects: slots, attributes of self or cls it assigns, functions,
    methods and classes, names bound at module or class level, import aliases"""
    found = set()
    scopes = [tree.body] + [n.body for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    for body in scopes:
        for stmt in body:
            if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                for t in stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]:
                    found |= {n.id for n in _targets(t) if isinstance(n, ast.Name)}
                    if any(isinstance(n, ast.Name) and n.id == "__slots__" for n in _targets(t)):
                        found |= {c.value for c in ast.walk(stmt.value) if isinstance(c, ast.Constant)
                                  and isinstance(c.value, str)}
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found.add(n.name)
        elif isinstance(n, ast.alias):
            found.add(n.asname or n.name)
        elif isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            for t in n.targets if isinstance(n, ast.Assign) else [n.target]:
                found |= {a.attr for a in _targets(t) if isinstance(a, ast.Attribute)
                          and isinstance(a.value, ast.Name) and a.value.id in ("self", "cls")}
    return {name for name in found if _private(name)}


def _private_accesses(tree):
    """(line, name) of each `<expr>._name` where <expr> is not self or cls"""
    for n in ast.walk(tree):
        if isinstance(n, ast.Attribute) and _private(n.attr) and not (
                isinstance(n.value, ast.Name) and n.value.id in ("self", "cls")):
            yield n.lineno, n.attr


@functools.lru_cache(maxsize=None)
def _privates_of(source):
    """(the underscore names a module defines, its (line, name) accesses to others' underscore names)"""
    tree = parsed(source)
    return _privates_defined(tree), list(_private_accesses(tree))


def private_accesses_across_layers(sources):
    """each `x._name` in a module whose name no module of its own layer folder defines: it is another layer's
    (or another library's, unless THIRD_PARTY_PRIVATES allows it there).  Without types, a name that its own
    layer defines too passes.  sources: {module: source text}.  Returns (the offending accesses, the
    THIRD_PARTY_PRIVATES entries used)"""
    defined = {}
    for mod, src in sources.items():
        defined.setdefault(_unit(mod), set()).update(_privates_of(src)[0])
    anywhere = set().union(*defined.values())
    bad, allowed = [], set()
    for mod, src in sources.items():
        for line, name in _privates_of(src)[1]:
            if name in defined[_unit(mod)]:
                continue
            if name not in anywhere and (mod, name) in THIRD_PARTY_PRIVATES:
                allowed.add((mod, name))
                continue
            bad.append("%s:%d ._%s" % (mod, line, name[1:]))
    return bad, allowed


SOURCES = {mod: open(path, encoding="utf-8").read() for mod, path in modules()}


def test_no_module_reads_the_underscore_attributes_of_another_layer():
    """layers reach each other's offsets and helpers through public names: nodes' name_start and on_name,
    Diag.with_severity, ...; the scanner's raw slots stay inside the syntax layer"""
    bad, allowed = private_accesses_across_layers(SOURCES)
    assert not bad, bad
    assert allowed == set(THIRD_PARTY_PRIVATES), "stale entries: %s" % (set(THIRD_PARTY_PRIVATES) - allowed)


@pytest.mark.slow     # (seconds: left out of the fast tier)
def test_the_layer_check_sees_an_access_across_layers():
    """a rule reading a node's raw slot, or a Diag's, is caught; the syntax layer's own reads are not"""
    sources = dict(SOURCES)
    sources["urdf_ls.rules.urdf"] += "\n\ndef _probe(el, d):\n    return el._ns, d._s\n"
    line = sources["urdf_ls.rules.urdf"].count("\n")      # the probe's return
    bad, _ = private_accesses_across_layers(sources)
    assert bad == ["urdf_ls.rules.urdf:%d ._ns" % line, "urdf_ls.rules.urdf:%d ._s" % line]
    sources["urdf_ls.syntax.scanner"] += "\n\ndef _probe(el):\n    return el._ns\n"
    assert private_accesses_across_layers(sources)[0] == bad
