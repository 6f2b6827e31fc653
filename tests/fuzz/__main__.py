"""Long mode of the differential fuzzer.

    python -m tests.fuzz --minutes 40 --seed 1 [--snapshot] [--out report.json] [--classes numbers,graph]

Runs rounds of mutants (every class in turn) until the time is up, minimises the first example of every
new disagreement (class, direction, key), and prints counts per mutation class and the disagreements
grouped by class, each with its minimised example and both tools' verdicts.  --snapshot runs the urdf-ls
of the last commit (git archive HEAD) instead of the working tree, for a stable black box while the
package is being edited."""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

from . import corpus, oracle
from .known import match_known
from .runner import ALL_CLASSES, evaluate, generate, is_disagreement, minimise


def snapshot(dest):
    os.makedirs(dest, exist_ok=True)
    git = subprocess.run(["git", "archive", "HEAD", "urdf_ls"], cwd=oracle.ROOT, capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", dest], input=git.stdout, check=True)
    rev = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=oracle.ROOT, capture_output=True,
                         text=True).stdout.strip()
    return rev


def new_stats():
    return {"mutants": 0, "subs": {}, "outcomes": {}, "disagreements": 0, "groups": {}}


def record(stats, m):
    s = stats.setdefault(m.cls, new_stats())
    s["mutants"] += 1
    s["subs"][m.sub] = s["subs"].get(m.sub, 0) + 1
    r = m.result
    if r is None:
        if m.is_xacro:
            out = "agree-xacro-" + m.ref.status
        else:
            out = "agree-both-error" if m.ref.error else "agree-clean"
    else:
        out = r[0] if r[0] != "skip" else "skip:" + r[1]    # (xacro-other-failure: failures urdf-ls misses)
    s["outcomes"][out] = s["outcomes"].get(out, 0) + 1
    if not is_disagreement(r):
        return None
    s["disagreements"] += 1
    gk = ("inherited from the unmodified file: " if m.inherited else "") + "%s | %s" % r
    g = s["groups"].get(gk)
    if g is None:
        known = match_known(m.cls, m.sub, r)
        g = s["groups"][gk] = {"direction": r[0], "key": r[1], "count": 0, "subs": {}, "known": known and known.id,
                               "example": None}
    g["count"] += 1
    g["subs"][m.sub] = g["subs"].get(m.sub, 0) + 1
    return g


def describe(m, text=None):
    return {"mutation": m.name, "original": os.path.relpath(m.entry.path, corpus.corpus_dir()), "codec": m.codec,
            "check_or_xacro": repr(m.ref), "urdf_ls": repr(m.ours),
            "text": text if text is not None else (m.text if len(m.text) < 3000 else None)}


def show(s):
    """printable: control characters, BOMs, surrogates and other invisibles escaped"""
    out = []
    for ch in s:
        o = ord(ch)
        if ch in "\t" or (32 <= o < 127) or (o >= 160 and ch.isprintable()):
            out.append(ch)
        else:
            out.append("\\x%02x" % o if o < 256 else "\\u%04x" % o if o < 65536 else "\\U%08x" % o)
    return "".join(out)


def print_report(stats, meta, out=sys.stdout):
    def w(s):
        out.write(s.encode("utf-8", "backslashreplace").decode("utf-8"))
    w("\n==== differential fuzz report: %s\n" % json.dumps(meta))
    tot = sum(s["mutants"] for s in stats.values())
    dis = sum(s["disagreements"] for s in stats.values())
    w("mutants %d, disagreements %d\n\n" % (tot, dis))
    w("%-16s %8s %8s  %s\n" % ("class", "mutants", "disagree", "outcomes"))
    for cls in sorted(stats):
        s = stats[cls]
        w("%-16s %8d %8d  %s\n" % (cls, s["mutants"], s["disagreements"],
                                   ", ".join("%s %d" % kv for kv in sorted(s["outcomes"].items()))))
    for cls in sorted(stats):
        s = stats[cls]
        if not s["groups"]:
            continue
        w("\n---- %s: %d disagreements in %d groups\n" % (cls, s["disagreements"], len(s["groups"])))
        for gk, g in sorted(s["groups"].items(), key=lambda kv: -kv[1]["count"]):
            w("\n[%s] %d x  (known: %s)  subs: %s\n" % (gk, g["count"], g["known"] or "NO",
                                                     ", ".join("%s %d" % kv for kv in sorted(g["subs"].items()))))
            ex = g["example"]
            if ex and ex.get("reminimise"):
                w("  re-checked with the current fuzzer: %s\n" % ex["reminimise"])
            if ex:
                w("  from %s (%s, codec %s)\n  %s\n  %s\n" % (ex["original"], ex["mutation"], ex["codec"],
                                                          ex["check_or_xacro"], ex["urdf_ls"]))
                if ex.get("text") is not None:
                    w("  minimised%s:\n" % ("" if ex.get("minimised") else " (NOT minimised)"))
                    for line in ex["text"].splitlines() or [""]:
                        w("    | %s\n" % show(line))
    out.flush()


def reminimise(path, work, budget, out=None):
    from .runner import Mutant, same_disagreement
    with open(path) as f:
        rep = json.load(f)
    n = 0
    for cls, s in sorted(rep["stats"].items()):
        for gk, g in s["groups"].items():
            ex = g.get("example")
            if not ex or ex.get("text") is None or gk.startswith("inherited"):
                continue
            rel = ex["original"]
            source = rel.split("/")[1]
            e = corpus.Entry(source, os.path.join(corpus.corpus_dir(), rel),
                             "xacro" if rel.endswith(".xacro") else "urdf", 0)
            m = Mutant(n, cls, ex["mutation"].split("/", 1)[1], ex["codec"], ex["text"], e)
            k = match_known(cls, m.sub, (g["direction"], g["key"]))
            g["known"] = k and k.id
            n += 1
            d = os.path.join(work, "remin%04d" % n)
            evaluate([m], d, originals=False)
            want = (g["direction"], g["key"])
            if not same_disagreement(want, m.result):
                ex["reminimise"] = "no longer reproduces: %r" % (m.result,)
                continue
            m.result = want
            text, last, evals = minimise(m, d, budget)
            g["example"] = describe(last, text)
            g["example"]["minimised"] = True
            g["example"]["minimiser_evaluations"] = evals
            shutil.rmtree(d, ignore_errors=True)
            print("re-minimised %s [%s]: %d -> %d characters" % (cls, gk, len(ex["text"]), len(text)), flush=True)
    rep["meta"]["reminimised"] = True
    if out:
        with open(out, "w") as f:
            json.dump(rep, f, indent=1)
    print_report(rep["stats"], rep["meta"])


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.fuzz")
    ap.add_argument("--minutes", type=float, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--classes", default="", help="comma-separated subset of: " + ",".join(ALL_CLASSES))
    ap.add_argument("--round", type=int, default=240, help="mutants per round")
    ap.add_argument("--minimise-budget", type=float, default=60, help="seconds per minimisation")
    ap.add_argument("--no-minimise", action="store_true")
    ap.add_argument("--snapshot", action="store_true", help="run urdf-ls of git HEAD, not the working tree")
    ap.add_argument("--out", help="write the report as JSON here (rewritten after every round)")
    ap.add_argument("--workdir")
    ap.add_argument("--reminimise", metavar="REPORT_JSON",
                    help="minimise again the examples of a report written by --out (same tools), then print it")
    args = ap.parse_args(argv)
    if not oracle.check_urdf_exe():
        sys.exit("check_urdf not installed (apt-get install liburdfdom-tools)")
    if not corpus.available():
        sys.exit("corpus missing at %s (bash scripts/test.sh builds it)" % corpus.corpus_dir())
    classes = [c for c in args.classes.split(",") if c] or ALL_CLASSES
    work = args.workdir or tempfile.mkdtemp(prefix="urdf-fuzz-")
    meta = {"seed": args.seed, "minutes": args.minutes, "classes": classes}
    if args.snapshot:
        snap = os.path.join(work, "snapshot")
        meta["urdf_ls"] = "git HEAD " + snapshot(snap)
        oracle.URDF_LS_ROOT = snap
    else:
        meta["urdf_ls"] = "working tree " + oracle.URDF_LS_ROOT
    oracle.wait_for_cli()
    if args.reminimise:
        return reminimise(args.reminimise, work, args.minimise_budget, args.out)
    rnd = random.Random(args.seed)
    stats = {}
    t0 = time.time()
    end = t0 + args.minutes * 60
    next_id = 0
    rounds = 0
    while time.time() < end:
        ms = generate(rnd, args.round, classes, start_id=next_id)
        next_id += len(ms)
        rd = os.path.join(work, "round%04d" % rounds)
        evaluate(ms, rd)
        rounds += 1
        for m in ms:
            g = record(stats, m)
            if g is not None and g["example"] is None:
                g["example"] = describe(m)
                if not args.no_minimise and not m.inherited and time.time() < end:
                    text, last, n = minimise(m, rd, min(args.minimise_budget, max(5, end - time.time())))
                    g["example"] = describe(last, text)
                    g["example"]["minimised"] = True
                    g["example"]["minimiser_evaluations"] = n
        shutil.rmtree(rd, ignore_errors=True)
        meta.update(rounds=rounds, elapsed_s=round(time.time() - t0))
        print("round %d: %d mutants, %d disagreements so far, %.0f s" % (
            rounds, sum(s["mutants"] for s in stats.values()), sum(s["disagreements"] for s in stats.values()),
            time.time() - t0), flush=True)
        if args.out:
            with open(args.out, "w") as f:
                json.dump({"meta": meta, "stats": stats}, f, indent=1)
    print_report(stats, meta)
    if not args.workdir:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
