"""Measure the static target rules against the consumers themselves: for each URDF file, does urdf-ls's static
verdict (an Error of the target's TARGET_FAILS codes) agree with the real one (the consumer refuses the file)?

    python scripts/consumer_agreement.py --target mujoco [--corpus DIR | FILE_OR_DIR ...] [--show N]

Each file is loaded in urdf-ls's own contained worker (workspace/consumers/runner.py), so a crash or a hang is
a refusal like any other.  Prints the agreement and every disagreement, grouped by class (the static codes
against the first words of the consumer's message).  Meant to be run by hand (minutes on the corpus)."""
import argparse
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from urdf_ls.codes import Severity  # noqa: E402
from urdf_ls.document.document import Document  # noqa: E402
from urdf_ls.rules.targets.consumer_verdict import replaced_codes  # noqa: E402
from urdf_ls.workspace.consumers.runner import LoadJob, run_load  # noqa: E402
from urdf_ls.workspace.workspace import Workspace  # noqa: E402


def files_of(paths):
    for p in paths:
        if os.path.isdir(p):
            for d, dirs, files in os.walk(p):
                dirs.sort()
                yield from (os.path.join(d, f) for f in sorted(files) if f.endswith(".urdf"))
        else:
            yield p


def static_verdict(path, target):
    """the static codes that predict a refusal, reported for the file"""
    ws = Workspace([os.path.dirname(path)], client_json={"targets": [target]})
    with open(path, encoding="utf-8", errors="replace") as f:
        doc = Document(f.read(), path, ws)
    codes = replaced_codes(target) | {"root-not-robot", "no-links"}
    return sorted({d.code.value for d in doc.diagnostics()
                   if d.severity == Severity.ERROR and (d.code in codes or d.code.verdict == "rejects")})


def real_class(result):
    """the consumer's refusal, its digits and quoted names dropped (the class of its message)"""
    if result.crashed:
        return "crash %s" % result.crashed
    if result.timed_out:
        return "timeout"
    text = " ".join((result.error or "").split())
    return re.sub(r"'[^']*'|\d+", "_", text)[:90]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--target", default="mujoco")
    ap.add_argument("--corpus", default=os.environ.get("URDF_LS_CORPUS"))
    ap.add_argument("--show", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=120)
    args = ap.parse_args()
    paths = args.paths or [os.path.join(args.corpus, "files")]
    agree, classes, n = 0, collections.defaultdict(list), 0
    for path in files_of(paths):
        n += 1
        static = static_verdict(path, args.target)
        result = run_load(LoadJob(args.target, os.path.abspath(path), timeout=args.timeout))
        if bool(static) == result.refused:
            agree += 1
            continue
        key = ("static %s" % ",".join(static)) if static else ("real: " + real_class(result))
        classes[key].append(path)
        print("DISAGREE %s: %s" % (path, key), flush=True)
    print("\n%s: %d of %d files agree (%.2f%%)" % (args.target, agree, n, 100.0 * agree / max(n, 1)))
    for key, paths in sorted(classes.items(), key=lambda kv: -len(kv[1])):
        print("%5d  %s" % (len(paths), key))
        for p in paths[:args.show]:
            print("         %s" % p)


if __name__ == "__main__":
    main()
