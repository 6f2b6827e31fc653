"""Warning precision on robots OUTSIDE the corpus (issue #41): the rules were tuned on the corpus, so their
precision there says little.  Twelve public repositories, pinned by commit (none is among the corpus's pins in
build_corpus.sh), are checked; a sample of their warnings stratified by code was judged by reading each one and
asking "would the author change the file for this?", and the judgments are data (judged_outside.tsv): the tool
recomputes the precision from them on any version of urdf-ls.

    python -m tests.fuzz.precision --outside DIR [--set sample|held-out] [--snapshot TREE] [--sample 180]
                                   [--unjudged FILE] [--json out.json]

DIR holds one folder per repository, named owner+name, checked out at the commit below, e.g.

    git clone https://github.com/unitreerobotics/unitree_ros DIR/unitreerobotics+unitree_ros
    git -C DIR/unitreerobotics+unitree_ros checkout d6f13aad60320ce1d60a07b82a76b5a553f2a0a9

(the files stay out of tests/data: several repositories ship meshes under their own licences, and they are
large).  A checkout that lacks some large files (a partial mirror) lists them in DIR/owner+name.absent, one
path a line: a mesh-not-found on one of them is an artefact of the checkout, left out of the shares.

Each warning is keyed by (repository-relative file, line, code, the shape of its message): a later version
that says the same thing at the same place meets the same judgment; one that says something new there (one
diagnostic for a folder's 60 missing meshes instead of 60) is listed as unjudged, to be read and added."""
from __future__ import annotations

import collections
import csv
import os
import random
import re

from . import oracle

# owner+name: (commit, licence as its LICENSE file states).  SAMPLE: the rules of issue #41 were changed while
# reading its warnings (its "after" share is measured on the sample the changes were made for); HELD_OUT: read
# only after the last change, judged once, never tuned on
SAMPLE = {
    "unitreerobotics+unitree_ros": ("d6f13aad60320ce1d60a07b82a76b5a553f2a0a9", "BSD-3-Clause"),
    "Kinovarobotics+ros_kortex": ("6cd75d45f4d00413d73fe2af96f4d0c7d8f234be", "BSD-3-Clause (grippers: own)"),
    "Kinovarobotics+kinova-ros": ("924781d3dfe241b2b94b3c72a804b80d3658cf02", "BSD-3-Clause"),
    "frankaemika+franka_description": ("b299b39d9692bfae795184df32a98ce7778d56af", "Apache-2.0"),
    "ros-industrial+universal_robot": ("a7a2c5459b9702ba8b07ebf35f0134159e50e680", "BSD-3-Clause (ur20/30 meshes: own)"),
    "ROBOTIS-GIT+turtlebot3": ("da785b7201d317e6e2a662e41bb3d3fd50ebd503", "Apache-2.0"),
    "ANYbotics+anymal_c_simple_description": ("87b68511622f0f17e78d9ddca7d862f150a93fb4", "BSD-3-Clause"),
    "ros-industrial+kuka_experimental": ("e78bbd15edb2b39c9053ff3b963ef2947e10a531", "Apache-2.0"),
    "ros-industrial+abb_experimental": ("20b9cf86ad274e4f98540b9c9efe59f94245d2d1", "Apache-2.0"),
    "husky+husky": ("dff7c81a277e916d6169f118ab33809b429d0acf", "BSD-3-Clause"),
    "pal-robotics+tiago_robot": ("9c460fbebf00813497665a35ba64da8aad86c177", "Apache-2.0"),
    "agilexrobotics+ugv_gazebo_sim": ("59d88af56f63c0000890b38199c111f6cbb9154e", "none stated"),
}
HELD_OUT = {
    "ros-industrial+fanuc": ("8fee5e30e535378758ace26dfdffb8ab0403e23c", "BSD-3-Clause"),
    "ROBOTIS-GIT+open_manipulator": ("3fd6fa94727f863deec52d4f461f39a5fe4d2b10", "Apache-2.0"),
    "jackal+jackal": ("c6ab6caba8cdcb152a661dace0cea426fbfa5a24", "BSD-3-Clause"),
    "PR2+pr2_common": ("c36a5c9c8d5e97d2d53a7c75fa57a3257a7c63cc", "BSD-3-Clause (package.xml)"),
    "moveit+moveit_resources": ("ef5836ddf4d6a7773cee895a675bfa852a3798f6", "BSD-3-Clause (per package)"),
    "ros-industrial+motoman": ("433be15f6a27cb9a5715cc3887b1cd15ff33a8cb", "BSD-3-Clause (package.xml)"),
    "ros-industrial+staubli_experimental": ("256a71acea2161b64e12af1a6b925a7f26695007", "Apache-2.0"),
    "ankurhanda+robot-assets": ("12f1a3c89c9975194551afaed0dfae1e09fdb27c", "per robot (collected)"),
    "TheRobotStudio+SO-ARM100": ("fda892cba81032c46c40976a48c9ceadbf40a9ca", "Apache-2.0"),
    "Daniella1+urdf_files_dataset": ("81f4cdac42c3a51ba88833180db5bf3697988c87", "per robot (collected)"),
}
# (a file of the held-out and final repositories whose bytes equal a corpus file's, or an earlier set's, is left
# out: rename it *.in-corpus; the dataset's urdf_files/drake folder is the corpus's drake wheel and is removed)
# read once with the rules of the branch's last commit, judged, nothing changed after it
FINAL = {
    "ros-industrial+robotiq": ("45196f6558fe8ba9d89bc8a105396c68c3e7e892", "BSD-2-Clause"),
    "clearpathrobotics+clearpath_common": ("2f04d13cd607b0249032f3812101e5855592bf5c", "BSD-3-Clause"),
    "Interbotix+interbotix_ros_manipulators": ("0bb2b0e6d0e619bff02cf74dbd5af5681dcf80c9", "BSD-3-Clause"),
    "ros-naoqi+nao_robot": ("67476469a1371b00b17538eb6ea336367ece7d44", "BSD-3-Clause"),
    "leggedrobotics+legged_gym": ("8fa29acc6fd1910c3d9659eef6310bdd301cde0a", "BSD-3-Clause"),
    "google-research+ravens": ("4752ffab487ebd387781ad7890aa540ae2780970", "Apache-2.0"),
    "Genesis-Embodied-AI+Genesis": ("7bf5f6a7bf2946efc3a1e93667700011456078b5", "Apache-2.0"),
}
SETS = {"sample": SAMPLE, "held-out": HELD_OUT, "final": FINAL}
REPOSITORIES = {**SAMPLE, **HELD_OUT, **FINAL}
JUDGED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "judged_outside.tsv")
FIELDS = ("file", "line", "code", "shape", "robot", "element", "verdict", "reason")
VERDICTS = ("actionable", "noise", "wrong", "artefact")


def shape(message):
    """the message without its numbers and paths, cut short: what a judgment is of"""
    text = re.sub(r"/\S+", "<path>", message)
    text = re.sub(r"[-+]?\d[\d.e+-]*", "#", text)
    return text[:48]


def robot_of(rel, base=None):
    """the robot a file describes: the folder of its package (the nearest package.xml), else its own folder,
    and in a folder of many robot files (a collection) the file itself"""
    parts = rel.split("/")
    folder = "/".join(parts[:-1])
    if base is not None:
        d = folder
        while d.count("/") >= 1:
            if os.path.exists(os.path.join(base, d, "package.xml")):
                return d
            d = d.rsplit("/", 1)[0]
        models = [f for f in os.listdir(os.path.join(base, folder)) if f.endswith((".urdf", ".xacro"))]
        if len(models) > 3:
            return "%s/%s" % (folder, parts[-1].split(".")[0])
    return folder


def element_of(path, line):
    """the name of the link, joint or other named element the line is in (for the reader of the judgments)"""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")[:line]
    except OSError:
        return "?"
    for text in reversed(lines):
        m = re.search(r"<(link|joint|xacro:macro|xacro:include|robot)\b[^>]*?\bname\s*=\s*\"([^\"]*)\"", text)
        if m:
            return "%s %s" % (m.group(1), m.group(2))
        m = re.search(r"<xacro:include\b[^>]*?filename\s*=\s*\"([^\"]*)\"", text)
        if m:
            return "include " + m.group(1)
    return "?"


def collect(base, repositories):
    """[(rel, line, code, message, abspath, related messages)] of every warning (severity 2) urdf-ls gives on
    the repositories"""
    out = []
    for repo in sorted(repositories):
        root = os.path.join(base, repo)
        if not os.path.isdir(root):
            raise SystemExit("missing %s: check it out at %s (see python -m tests.fuzz.outside's doc)" % (
                root, REPOSITORIES[repo][0]))
        files = [os.path.join(d, f) for d, _s, fs in os.walk(root) for f in fs
                 if f.endswith((".urdf", ".xacro"))]
        for path, found in sorted(oracle.run_urdf_ls(sorted(files), root, timeout=1800).items()):
            for d in found.diags:
                if d.get("severity") == 2:
                    line = d["range"]["start"]["line"] + 1
                    related = tuple(r["message"] for r in d.get("relatedInformation", ()))
                    out.append((os.path.relpath(path, base), line, d["code"], d["message"], path, related))
    return out


def absent(base):
    paths = set()
    for repo in REPOSITORIES:
        listed = os.path.join(base, repo + ".absent")
        if os.path.exists(listed):
            with open(listed) as f:
                paths |= {os.path.join(base, repo, p.strip()) for p in f if p.strip()}
    return paths


_MISSING_FILE = re.compile(r"(/[^\s;:()]+\.\w+)")


def artefact(warning, missing):
    """a mesh-not-found whose every missing file (its own and its related places') is one the partial
    checkout lacks"""
    if warning[2] != "mesh-not-found":
        return False
    files = {os.path.normpath(f) for text in (warning[3],) + warning[5] for f in _MISSING_FILE.findall(text)}
    return bool(files) and files <= missing


def load():
    if not os.path.exists(JUDGED):
        return {}
    with open(JUDGED, newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    return {(r["file"], int(r["line"]), r["code"], r["shape"]): r for r in rows}


def stratified(by_code, n, rnd, floor=12):
    alloc = {c: min(len(v), floor) for c, v in by_code.items()}
    rest, total = n - sum(alloc.values()), sum(len(v) for v in by_code.values())
    if rest > 0:
        for c, v in by_code.items():
            alloc[c] = min(len(v), alloc[c] + int(rest * len(v) / total))
    return {c: rnd.sample(v, alloc[c]) for c, v in sorted(by_code.items())}


def measure(base, n=180, seed=41, which="sample"):
    """the rows of the report: per code, the warnings (population), the sampled, their verdicts, the share
    actionable; and the sampled warnings no judgment covers; which: the set of repositories (SETS)"""
    warnings = collect(base, SETS[which])
    missing = absent(base)
    judged = load()
    by_code = collections.defaultdict(list)
    artefacts = collections.Counter()
    for w in warnings:
        if artefact(w, missing):
            artefacts[w[2]] += 1
        else:
            by_code[w[2]].append(w)
    sample = stratified(by_code, n, random.Random(seed))
    rows, unjudged = [], []
    for code, items in sample.items():
        verdicts = collections.Counter()
        for rel, line, c, message, path, _related in items:
            j = judged.get((rel, line, c, shape(message)))
            if j is None:
                unjudged.append({"file": rel, "line": line, "code": c, "shape": shape(message), "robot": robot_of(rel, base),
                                 "element": element_of(path, line), "verdict": "", "reason": message[:200]})
            else:
                verdicts[j["verdict"]] += 1
        judged_n = sum(verdicts[k] for k in ("actionable", "noise", "wrong"))
        rows.append({"code": code, "warnings": len(by_code[code]), "artefacts": artefacts[code],
                     "robots": len({robot_of(w[0], base) for w in by_code[code]}), "sampled": len(items),
                     "verdicts": dict(verdicts), "judged": judged_n,
                     "share": verdicts["actionable"] / judged_n if judged_n else None})
    robots = {robot_of(w[0], base) for items in sample.values() for w in items}
    return rows, unjudged, robots


def report(rows, unjudged, robots, write):
    write("%-26s %8s %6s %7s %6s %5s %5s %5s %8s\n" % ("code", "warnings", "robots", "sampled", "judged", "act",
                                                      "noise", "wrong", "act%"))
    for r in sorted(rows, key=lambda r: -r["warnings"]):
        v = r["verdicts"]
        write("%-26s %8d %6d %7d %6d %5d %5d %5d %8s\n" % (
            r["code"], r["warnings"], r["robots"], r["sampled"], r["judged"], v.get("actionable", 0),
            v.get("noise", 0), v.get("wrong", 0), "-" if r["share"] is None else "%.0f%%" % (100 * r["share"])))
    weighed = [(r["warnings"], r["share"]) for r in rows if r["share"] is not None]
    total = sum(n for n, _s in weighed)
    judged = sum(r["judged"] for r in rows)
    act = sum(r["verdicts"].get("actionable", 0) for r in rows)
    write("sample: %d warnings judged over %d robots, %d actionable (%.0f%%)\n" % (
        judged, len(robots), act, 100.0 * act / max(judged, 1)))
    write("weighted by each code's frequency: %.1f%% actionable over %d warnings\n" % (
        100.0 * sum(n * s for n, s in weighed) / max(total, 1), total))
    if unjudged:
        write("%d sampled warnings are not judged yet (--unjudged FILE writes them as rows to fill in)\n"
              % len(unjudged))


def write_unjudged(unjudged, path):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, FIELDS, delimiter="\t")
        w.writeheader()
        w.writerows(unjudged)
