"""The robot diff and the canonical form on every URDF of the corpus: a robot against itself and against its
canonical text has no change; with every link and joint renamed it has exactly one rename per link and
joint, found by structure; a mass scaled is that one change, in %."""
import re

from tests.e2e.corpus import corpus_files
from urdf_ls.features.canonical import canonical_text
from urdf_ls.features.robot_diff import robot_diff
from urdf_ls.features.robot_model import robot_model
from urdf_ls.syntax.scanner import parse
from urdf_ls.text.lines import Positions

_NAME = re.compile(r'<(link|joint)\s+name="([A-Za-z_][A-Za-z0-9_./-]{2,})"')


def model(text):
    return robot_model(parse(text).root, Positions(text))


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def renamed_everywhere(text, names):
    """every quoted occurrence of each name, prefixed (the name, and the references to it)"""
    for name in names:
        text = text.replace('"%s"' % name, '"renamed__%s"' % name)
    return text


def test_every_corpus_robot_against_itself_and_its_canonical_text():
    checked = 0
    for _source, path in corpus_files("urdf"):
        text = read(path)
        m = model(text)
        assert robot_diff(m, m) == [], path
        canonical = canonical_text(parse(text).root)
        assert robot_diff(m, model(canonical)) == [], path
        assert canonical_text(parse(canonical).root) == canonical, path
        checked += 1
    assert checked > 1000


def test_renaming_every_link_and_joint_of_a_corpus_robot_is_found_as_renames():
    checked = 0
    for _source, path in corpus_files("urdf"):
        text = read(path)
        m = model(text)
        names = {name for _kind, name in _NAME.findall(text)}
        if not m.joints or len(names) != len(m.links) + len(m.joints) or _shared(names, text):
            continue      # (names repeated, or also used by other elements: not a pure rename)
        changes = robot_diff(m, model(renamed_everywhere(text, sorted(names, key=len, reverse=True))))
        kinds = {(c.subject, c.kind) for c in changes if c.subject in ("link", "joint")}
        assert kinds <= {("link", "renamed"), ("joint", "renamed")}, (path, changes[:5])
        assert len([c for c in changes if c.kind == "renamed" and c.subject != "robot"]) == len(names), path
        checked += 1
    assert checked > 250


def _shared(names, text):
    """a name that is also a material's or any other quoted value's (a gazebo reference is renamed with it)"""
    return any(text.count('"%s"' % n) != text.count('name="%s"' % n) + text.count('link="%s"' % n)
               + text.count('joint="%s"' % n) + text.count('reference="%s"' % n) for n in names)


def test_a_scaled_mass_is_the_one_change_in_percent():
    checked = 0
    for _source, path in corpus_files("urdf"):
        text = read(path)
        m = model(text)
        link = next((link for link in m.links.values() if link.inertial is not None
                     and isinstance(link.inertial.mass, float) and link.inertial.mass > 0), None)
        if link is None:
            continue
        heavier = model(text)
        heavier.links[link.name].inertial.mass *= 10
        changes = robot_diff(m, heavier)
        assert [(c.name, c.what, c.delta) for c in changes] == [(link.name, "mass", "+900%")], path
        checked += 1
    assert checked > 1000
