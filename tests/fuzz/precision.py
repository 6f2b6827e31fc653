"""Warning precision on the corpus (issue #13): which share of urdf-ls's warnings would a user act on?

    python -m tests.fuzz.precision [--sample 200] [--seed 1] [--snapshot DIR] [--show 4] [--json out.json]
    python -m tests.fuzz.precision --outside DIR [--snapshot DIR] [--unjudged FILE]   (robots outside the corpus,
                                   judged by hand: see tests/fuzz/outside.py)

1. runs urdf-ls on every corpus file (workspace = the file's source package, as the corpus tests do);
2. classifies every warning (severity 2) with a rule per code (below) as
      actionable  a true problem a user would fix,
      noise       true to the letter but nothing a user would change (vendor extensions, frame links
                  without mass on fixed joints, pybullet idioms, meshes resolvable without package.xml),
      wrong       the warning is false,
      artefact    an effect of how the corpus was built (its sources ship without meshes: the mesh exists
                  in the original archive), left out of the shares;
3. draws a sample of the non-artefact warnings stratified by code (every code gets at least min(n, 8),
   the rest proportional), prints
   the table (share actionable per code, in the sample and estimated over the population) and a few
   sampled warnings per code with the rule's reason, for the manual look.
The rules are deliberately simple and each states its reason; read the printed samples before trusting
a number."""
from __future__ import annotations

import argparse
import collections
import json
import os
import posixpath
import random
import re
import sys
import tarfile
import zipfile

from urdf_ls.workspace.packages import FOLDER_LEVELS

from . import corpus, oracle

# ---------------------------------------------------------------------------------------------- archives
_ARCH = {}


def archive_names(source):
    """member names of the source's original archive, as laid out under .corpus/files/<source>/"""
    if source in _ARCH:
        return _ARCH[source]
    base = corpus.corpus_dir()
    arch = None
    with open(os.path.join(base, "SOURCES.tsv")) as f:
        next(f)
        for line in f:
            r = line.rstrip("\n").split("\t")
            if r[0] == source:
                arch = os.path.join(base, "dl", r[1])
    names = set()
    if arch and os.path.exists(arch):
        if arch.endswith(".whl"):
            names = {n for n in zipfile.ZipFile(arch).namelist() if not n.endswith("/")}
        elif arch.endswith(".tar.gz"):
            with tarfile.open(arch) as t:
                names = {m.name.split("/", 1)[1] for m in t.getmembers() if m.isfile() and "/" in m.name}
        elif arch.endswith(".deb") and os.path.isdir(arch + ".x"):
            x = arch + ".x"
            for d, _, fs in os.walk(x):
                for fn in fs:
                    names.add(os.path.relpath(os.path.join(d, fn), x))
    _ARCH[source] = (names, {n.lower() for n in names})
    return _ARCH[source]


def source_of(path):
    rel = os.path.relpath(path, os.path.join(corpus.corpus_dir(), "files"))
    return rel.split(os.sep, 1)[0], rel.split(os.sep, 1)[1] if os.sep in rel else ""


# ---------------------------------------------------------------------------------------------- context
_TEXT = {}


def text_of(path):
    if path not in _TEXT:
        with open(path, "rb") as f:
            _TEXT[path] = f.read().decode("utf-8", "replace")
    return _TEXT[path]


def offset(text, pos):
    lines = text.split("\n")
    return sum(len(l) + 1 for l in lines[:pos["line"]]) + pos["character"]


def enclosing_link(text, off):
    i = text.rfind("<link", 0, off + 1)
    while i >= 0 and not re.match(r"<link[\s>/]", text[i:i + 6]):
        i = text.rfind("<link", 0, i)
    if i < 0:
        return None
    m = re.match(r"<link\s[^>]*?name\s*=\s*[\"']([^\"']*)", text[i:])
    return m.group(1) if m else None


def joint_of_child(text, link):
    """type of the joint whose child is link ('root' when none)"""
    for m in re.finditer(r"<joint\b[^>]*>.*?</joint>", text, re.S):
        if re.search(r"<child\s+link\s*=\s*[\"']%s[\"']" % re.escape(link), m.group(0)):
            t = re.search(r"\btype\s*=\s*[\"']([^\"']*)", m.group(0)[:m.group(0).find(">") + 1])
            return t.group(1) if t else "?"
    return "root"


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


# vendor extensions: elements/attributes a simulator or toolkit reads (pybullet, Gazebo, Drake, MuJoCo,
# Pinocchio, iDynTree...): true that urdfdom ignores them, nothing to fix
VENDOR = {"joint_properties", "contact", "lateral_friction", "rolling_friction", "spinning_friction", "stiffness",
          "inertia_scaling", "restitution", "contact_cfm", "contact_erp", "gear_velocity", "current",
          "mu_viscous", "mu_coulomb", "command_effort", "contact_coefficients", "friction_deadband", "rotor_inertia", "gear_ratio", "drake", "sensor",
          "sdf", "actuator", "frame", "mujoco", "compiler", "hardwareInterface", "plugin", "camera", "ros2_control"}


def classify(path, d):
    """(label, reason) for one warning"""
    code, msg = d["code"], d["message"]
    text = text_of(path)
    src, rel = source_of(path)
    names, lower = archive_names(src)
    if code == "mesh-not-found":
        m = re.search(r"File not found: (.*)$", msg)
        target = m.group(1) if m else ""
        trel = os.path.relpath(os.path.normpath(target), os.path.join(corpus.corpus_dir(), "files", src))
        if trel in names:
            return "artefact", "in the original archive (the corpus ships without this source's meshes)"
        if trel.lower() in lower:
            return "actionable", "only a different letter case exists: breaks on case-sensitive file systems"
        if path.endswith(".xacro") and not trel.startswith(".."):
            # a relative mesh path in a .xacro is relative to the URDF generated from it, often one level up
            parts = trel.split("/")
            fdir = os.path.dirname(rel)
            m2 = re.search(r'filename="([^"]*)"', text[offset(text, d["range"]["start"]) - 200:
                                                      offset(text, d["range"]["end"]) + 200])
            tail = m2.group(1).lstrip("./") if m2 else "/".join(parts[-2:])
            up = fdir
            for _ in range(FOLDER_LEVELS):
                if not up:
                    break
                up = posixpath.dirname(up)
                if posixpath.join(up, tail) in names:
                    return "artefact", "relative to the URDF generated from this xacro: %s is in the archive, and " \
                                       "urdf-ls looks in the folders above a xacro" % posixpath.join(up, tail)
            while up:
                up = posixpath.dirname(up)
                if posixpath.join(up, tail) in names:
                    return "wrong", "relative to the URDF generated from this xacro (%s exists)" % posixpath.join(up, tail)
        if trel.startswith(".."):
            return "actionable", "points outside the package (absolute path, package:/// ...): resolves nowhere"
        return "actionable", "missing from the original package too"
    if code == "package-not-found":
        m = re.search(r"package://([^/\s]+)/(\S*?):", msg)
        if not m:
            return "actionable", "unparsed message"
        pkg, rest = m.group(1), m.group(2)
        hits = [n for n in names if n.endswith("/" + pkg + "/" + rest) or n == pkg + "/" + rest]
        if hits:
            root = hits[0][:len(hits[0]) - len(rest)]
            if root + "package.xml" in names:
                return "wrong", "the package (with package.xml) is in the same archive: should resolve"
            if _folder_next_to(posixpath.dirname(rel), pkg + "/" + rest, names):
                return "artefact", "with the archive's meshes in place urdf-ls says package-folder-only (information)"
            return "noise", "exists under a folder named '%s' without package.xml (pybullet/yourdfpy resolve it; " \
                            "ROS will not)" % pkg
        if any(("/" + rest).endswith("/" + n.split("/", 1)[-1]) for n in names if n.endswith(rest.rsplit("/", 1)[-1])):
            return "noise", "the file exists in the archive under another folder"
        return "noise", "package '%s' is not installed where the file is checked: nothing to change in the file " \
                        "(urdf-ls reports it once per package, as information)" % pkg
    if code in ("mass-zero", "inertia-zero", "inertia-not-pd"):
        link = enclosing_link(text, offset(text, d["range"]["start"]))
        jt = joint_of_child(text, link) if link else "?"
        n_links = len(re.findall(r"<link[\s>]", text))
        if src.startswith("pybullet") and jt in ("root", "fixed", "?"):
            return "noise", "pybullet file: pybullet recomputes inertia from the collision shapes unless " \
                            "URDF_USE_INERTIA_FROM_FILE, and mass 0 makes a body static"
        if jt == "fixed" and code == "inertia-not-pd":
            return "actionable", "link '%s' is lumped into its parent over a fixed joint: its impossible inertia " \
                                 "corrupts the parent's" % link
        if jt == "fixed":
            return "noise", "link '%s' is on a fixed joint: a frame link, lumped into its parent" % link
        if jt == "root" and n_links > 1:
            return "noise", "link '%s' is the root of a fixed-base tree: no dynamics of its own" % link
        if jt == "root":
            return "actionable", "link '%s' is the only body: it needs mass and inertia" % link
        return "actionable", "link '%s' moves on a %s joint: physics engines need mass and inertia" % (link, jt)
    if code == "inertia-triangle":
        m = re.search(r"\(([-\d.e+]+), ([-\d.e+]+), ([-\d.e+]+)\)", msg)
        if m:
            a, b, c = sorted(float(x) for x in m.groups())
            if c > 0 and (c - a - b) / c < 1e-3:
                return "noise", "violation below 0.1%: rounding in the source"
        return "actionable", "MuJoCo rejects it (A + B >= C), no real body has it"
    if code in ("unknown-attribute", "unknown-element"):
        if re.search(r"Attribute 'i(yx|zx|zy)' on <inertia> is ignored.*differs", msg):
            return "actionable", "a lower-triangle inertia entry that differs from the upper one urdfdom reads: " \
                                 "which was meant?"
        if re.search(r"Unknown attribute 'i(yx|zx|zy)' on <inertia>: .*did you mean 'i(xy|xz|yz)'", msg):
            return "actionable", "the symmetric name of an entry urdfdom needs and does not find"
        if msg.startswith("Attribute 'rpy' on <axis> is ignored"):
            return "actionable", "a non-zero rotation on an axis that urdfdom drops: the joint turns about " \
                                 "another axis than meant"
        if msg.startswith("<origin> inside <link> is ignored"):
            return "actionable", "a non-zero origin urdfdom drops: it belongs in <visual>, <collision> or <inertial>"
        m = re.search(r"Unknown (?:attribute|element) <?'?([\w:.-]+)'?>?", msg)
        name = m.group(1) if m else ""
        sug = re.search(r"did you mean '([^']+)'", msg)
        if sug and edit_distance(name.lower(), sug.group(1).lower()) <= 2 and name.split(":")[0] not in VENDOR:
            return "actionable", "typo of '%s': the value is silently ignored" % sug.group(1)
        if code == "unknown-element" and re.search(r"<material> inside <collision>", msg):
            return "noise", "a material in <collision>: harmless, ignored by every tool"
        if src.startswith("xacro-"):
            return "noise", "xacro's own test fixture"
        return "noise", "'%s' is an extension another tool reads (pybullet, Gazebo, Drake, a controller...): " \
                        "true that urdfdom ignores it, nothing to fix" % name
    if code == "box-size-nonpositive":
        line = text.split("\n")[d["range"]["start"]["line"]]
        m = re.search(r"size\s*=\s*[\"']([^\"']*)", line)
        if m and all(re.fullmatch(r"[-+]?0*\.?0*", v) for v in m.group(1).split()):
            return "noise", "size 0 0 0: a deliberate placeholder geometry on a virtual link"
        return "actionable", "a degenerate box"
    if code == "limit-lower-gt-upper":
        if src.startswith("pybullet"):
            return "noise", "pybullet idiom: lower > upper disables the limit"
        return "actionable", "inverted limits"
    if code in ("xacro-unknown-macro", "xacro-missing-param", "xacro-undefined-arg", "xacro-undefined-property"):
        if code == "xacro-missing-param" and re.search(r"parameter '[^A-Za-z_]", msg):
            return "wrong", "quoted default with spaces split into parameters"
        if src.startswith("xacro-"):
            return "noise", "xacro's own test fixture (defined by an includer or passed on the command line)"
        if code == "xacro-undefined-arg":
            return "noise", "an argument the package's build passes on the command line (xacro accepts undeclared " \
                            "command-line args); one warning per use"
        return "actionable", "xacro fails on it"
    if code == "xml-text-outside-root":
        return "actionable", "the file is malformed (a deliberate test fixture here)"
    # box-size-nonpositive, undefined-material, unknown-joint, unknown-reference, geometry-extra-shape,
    # duplicate-child, rgba-count: each states a fact that changes what tools load
    return "actionable", "states a problem that changes what tools load"


# ---------------------------------------------------------------------------------------------- driver
def _folder_next_to(file_dir, tail, names):
    """the archive holds <file_dir or an ancestor up to FOLDER_LEVELS>/<pkg>/<rest>"""
    d = file_dir
    for _ in range(FOLDER_LEVELS):
        if posixpath.join(d, tail) in names:
            return True
        if not d:
            break
        d = posixpath.dirname(d)
    return False


def collect(files):
    groups = collections.defaultdict(list)
    for e in files:
        groups[e.workspace].append(e.path)
    out = {}
    for ws, ps in sorted(groups.items()):
        for k in range(0, len(ps), 200):
            out.update({p: o.diags for p, o in oracle.run_urdf_ls(ps[k:k + 200], ws).items()})
    return out


def stratified(by_code, n, rnd, floor=8):
    alloc = {c: min(len(v), floor) for c, v in by_code.items()}
    rest = n - sum(alloc.values())
    total = sum(len(v) for v in by_code.values())
    if rest > 0:
        for c, v in by_code.items():
            alloc[c] = min(len(v), alloc[c] + int(round(rest * len(v) / total)))
    return {c: rnd.sample(v, alloc[c]) for c, v in by_code.items()}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.fuzz.precision")
    ap.add_argument("--sample", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--snapshot", help="run the urdf_ls package found in this folder (python -m cwd)")
    ap.add_argument("--show", type=int, default=4, help="sampled warnings printed per code")
    ap.add_argument("--json")
    ap.add_argument("--outside", help="the folder of the pinned repositories outside the corpus (outside.py)")
    ap.add_argument("--unjudged", help="with --outside: write the sampled warnings no judgment covers here")
    ap.add_argument("--set", default="sample", help="with --outside: sample (the repositories the rules were "
                    "changed on), held-out (two changes came from it) or final (read once, after the last change)")
    args = ap.parse_args(argv)
    if args.outside:
        return _outside(args)
    if not corpus.available():
        sys.exit("corpus missing at %s" % corpus.corpus_dir())
    if args.snapshot:
        oracle.URDF_LS_ROOT = args.snapshot
    files = corpus.entries(None, max_bytes=10 ** 9, dedupe=False)
    diags = collect(files)
    by_code = collections.defaultdict(list)
    for p, ds in diags.items():
        for d in ds:
            if d.get("severity") == 2:
                by_code[d["code"]].append((p, d))
    labels = {}
    pop = collections.defaultdict(collections.Counter)
    for c, ws in by_code.items():
        for p, d in ws:
            lab, why = classify(p, d)
            labels[id(d)] = (lab, why)
            pop[c][lab] += 1
    rnd = random.Random(args.seed)
    judged_by_code = {c: [(p, d) for p, d in ws if labels[id(d)][0] != "artefact"] for c, ws in by_code.items()}
    sample = stratified({c: v for c, v in judged_by_code.items() if v}, args.sample, rnd)
    for c in by_code:
        sample.setdefault(c, [])
    rows = []
    for c in sorted(by_code, key=lambda c: -len(by_code[c])):
        cnt = collections.Counter(labels[id(d)][0] for p, d in sample[c])
        judged = sum(cnt[k] for k in ("actionable", "noise", "wrong"))
        pj = sum(pop[c][k] for k in ("actionable", "noise", "wrong"))
        rows.append({"code": c, "warnings": len(by_code[c]), "files": len({p for p, _ in by_code[c]}),
                     "sampled": len(sample[c]), "actionable": cnt["actionable"], "noise": cnt["noise"],
                     "wrong": cnt["wrong"], "artefact": cnt["artefact"],
                     "share_sample": (cnt["actionable"] / judged) if judged else None,
                     "population": dict(pop[c]), "share_population": (pop[c]["actionable"] / pj) if pj else None})
    w = sys.stdout.write
    w("%-22s %8s %6s %7s %5s %5s %5s %5s %9s %9s\n" % ("code", "warnings", "files", "sampled", "act", "noise",
                                                       "wrong", "artef", "act/samp", "act/pop"))
    for r in rows:
        w("%-22s %8d %6d %7d %5d %5d %5d %5d %9s %9s\n" % (
            r["code"], r["warnings"], r["files"], r["sampled"], r["actionable"], r["noise"], r["wrong"],
            r["artefact"], "-" if r["share_sample"] is None else "%.0f%%" % (100 * r["share_sample"]),
            "-" if r["share_population"] is None else "%.0f%%" % (100 * r["share_population"])))
    sa = sum(r["actionable"] for r in rows)
    sj = sum(r["actionable"] + r["noise"] + r["wrong"] for r in rows)
    pa = sum(r["population"].get("actionable", 0) for r in rows)
    pj = sum(sum(r["population"].get(k, 0) for k in ("actionable", "noise", "wrong")) for r in rows)
    part = sum(r["population"].get("artefact", 0) for r in rows)
    w("TOTAL sample: %d sampled, %d judged (not artefacts), %d actionable = %.0f%%\n" % (
        sum(r["sampled"] for r in rows), sj, sa, 100.0 * sa / max(sj, 1)))
    w("TOTAL population: %d warnings, %d corpus artefacts, %d judged, %d actionable = %.0f%%\n" % (
        sum(r["warnings"] for r in rows), part, pj, pa, 100.0 * pa / max(pj, 1)))
    for c in sorted(sample):
        w("\n== %s\n" % c)
        for p, d in sample[c][:args.show]:
            lab, why = labels[id(d)]
            w("  [%s] %s:%d  %s\n      -> %s\n" % (lab, os.path.relpath(p, corpus.corpus_dir()),
                                                d["range"]["start"]["line"] + 1, d["message"][:160], why))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": rows, "sample": {c: [(os.path.relpath(p, corpus.corpus_dir()), d["range"]["start"]
                                                     ["line"] + 1, d["message"], labels[id(d)]) for p, d in s]
                                                for c, s in sample.items()}}, f, indent=1)


def _outside(args):
    from . import outside
    if args.snapshot:
        oracle.URDF_LS_ROOT = args.snapshot
    rows, unjudged, robots = outside.measure(args.outside, n=180 if args.sample == 200 else args.sample,
                                             which=args.set)
    outside.report(rows, unjudged, robots, sys.stdout.write)
    if args.unjudged:
        outside.write_unjudged(unjudged, args.unjudged)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": rows, "robots": sorted(robots), "unjudged": unjudged}, f, indent=1)


if __name__ == "__main__":
    main()
