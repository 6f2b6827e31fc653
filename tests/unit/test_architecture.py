"""The layering holds: text -> syntax -> vocabulary -> workspace -> rules -> document -> features -> lsp/cli.
Every import (function-local ones too) points down or sideways within a layer, no module imports
itself back through others, and only the LSP layer and the CLI import pygls/lsprotocol."""
import ast
import os
import re

import pytest

from urdf_ls.codes import Code

from tests.helpers.paths import ROOT  # noqa: E402
PKG = os.path.join(ROOT, "urdf_ls")
LAYERS = ["codes", "text", "syntax", "vocabulary", "workspace", "rules", "document", "features",
          ("lsp", "cli", "cli_formats", "__main__", "preview")]
RANK = {name: i for i, layer in enumerate(LAYERS) for name in (layer if isinstance(layer, tuple) else (layer,))}
PROTOCOL_LIBS = ("pygls", "lsprotocol")


def modules():
    for d, _, files in os.walk(PKG):
        for f in files:
            if f.endswith(".py"):
                path = os.path.join(d, f)
                rel = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
                yield (rel[:-len(".__init__")] if rel.endswith(".__init__") else rel), path


def imports(mod, path):
    """absolute names of everything a module imports, anywhere in it"""
    tree = ast.parse(open(path, encoding="utf-8").read())
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
    assert code.verdict in ("rejects", "policy", "loads") and code.meaning
    assert (code.severity == 1) == (code.verdict in ("rejects", "policy")) or code is Code.INTERNAL_ERROR
