"""The documentation holds together: every relative link of the README, docs/ and the other guides names a file
that exists and, with an anchor, a heading of that file; the README stays a user's page of at most 300 lines."""
import os
import re

from tests.helpers.paths import ROOT

PAGES = ["README.md", "ARCHITECTURE.md", "PERFORMANCE.md", "CHANGELOG.md", "editors/preview/README.md",
         "editors/vscode/README.md", "editors/nvim/README.md", "editors/emacs/README.md", "editors/helix/README.md"]
LINK = re.compile(r"\]\(([^()\s]+)\)")          # [text](target): no nesting, so one pass over the line
HEADING = re.compile(r"#{1,6} (.+)")


def markdown_pages():
    docs = os.path.join(ROOT, "docs")
    extra = sorted(os.path.join("docs", f) for f in os.listdir(docs) if f.endswith(".md"))
    return [p for p in PAGES + extra if os.path.isfile(os.path.join(ROOT, p))]


def github_anchor(heading):
    """the id GitHub gives a heading: lower case, punctuation but '-' and '_' dropped, spaces as '-'"""
    kept = "".join(ch for ch in heading.strip().lower() if ch.isalnum() or ch in "-_ ")
    return kept.replace(" ", "-")


def anchors(path):
    found, fenced = set(), False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("```"):
                fenced = not fenced
            heading = None if fenced else HEADING.match(line)
            if heading:
                found.add(github_anchor(heading.group(1)))
    return found


def broken_links(page):
    path = os.path.join(ROOT, page)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):        # (https:, mailto:: not this repository's)
            continue
        file_part, _, anchor = target.partition("#")
        linked = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
        if not os.path.exists(linked):
            yield "%s: %s (no such file)" % (page, target)
        elif anchor and linked.endswith(".md") and anchor not in anchors(linked):
            yield "%s: %s (no such heading)" % (page, target)


def test_every_relative_link_of_the_documentation_resolves():
    pages = markdown_pages()
    assert "README.md" in pages and "docs/diagnostics.md" in pages
    broken = [b for page in pages for b in broken_links(page)]
    assert not broken, broken


def test_an_anchor_is_the_id_github_gives_the_heading():
    assert github_anchor("Severities and the code table") == "severities-and-the-code-table"
    assert github_anchor("The interpreter matters (2026-12-04)") == "the-interpreter-matters-2026-12-04"
    assert github_anchor("`urdf-ls inertia`") == "urdf-ls-inertia"


def test_the_readme_is_a_users_page_of_at_most_300_lines():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    assert len(lines) <= 300, len(lines)
    for section in ("## Install", "## Editors", "## Configuration", "## CI", "## What it checks"):
        assert section in lines, section
