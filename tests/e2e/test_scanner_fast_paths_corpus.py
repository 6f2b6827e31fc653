"""The scanner's fast paths give exactly the tolerant path's tree on every corpus file, and keystrokes in the root
start and close tags of real files give a fresh parse's tree."""
import re

import pytest

from urdf_ls.syntax import markup, scanner
from tests.helpers.trees import dump
from urdf_ls.syntax.reparse import reparse
from urdf_ls.syntax.scanner import parse
from urdf_ls.text.guard import check_bytes
from urdf_ls.vocabulary.schema import NON_NESTING

from tests.e2e.helpers.corpus import corpus_files


def corpus_texts():
    for kind in ("urdf", "xacro"):
        for _source, path in corpus_files(kind):
            with open(path, "rb") as f:
                text, problems = check_bytes(f.read())
            if not problems:
                yield path, text


def _type_and_compare(doc, text, at, ch):
    new = text[:at] + ch + text[at:]
    doc = reparse(doc, new, at, at, at + 1)
    assert dump(doc) == dump(parse(new, NON_NESTING))
    return doc, new


def test_fast_start_tags_build_the_tolerant_tree_on_every_corpus_file(monkeypatch):
    fast = {path: dump(parse(text, NON_NESTING)) for path, text in corpus_texts()}
    assert len(fast) > 100
    monkeypatch.setattr(markup, "_FAST_TAG", re.compile(r"(?!)"))
    monkeypatch.setattr(scanner, "_FAST_TOKEN", re.compile(r"(?!)"))
    for path, text in corpus_texts():
        assert dump(parse(text, NON_NESTING)) == fast[path], path


def test_keystrokes_in_the_root_tags_of_corpus_files_equal_a_fresh_parse():
    checked = 0
    for path, text in corpus_texts():
        doc = parse(text, NON_NESTING)
        root = doc.root
        if root is None or root.self_closing or not root.closed:
            continue
        for at, ch in ((root.name_end, " "), (root.tag_end - 1, "x"), (root.close_start + 2, "x")):
            doc, text = _type_and_compare(doc, text, at, ch)
        checked += 1
    if not checked:
        pytest.skip("no corpus file with a closed root")


