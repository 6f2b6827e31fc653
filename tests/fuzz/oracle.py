"""The two (three) tools, run as black boxes.

* check_urdf (urdfdom 3.0.1): verdict "error" when it prints a line starting with ``Error:`` or exits non-zero
  (a crash or ``ERROR: Model Parsing the xml failed`` without an ``Error:`` line is kept apart as
  ``fatal-no-error-line``); run with cwd = the file's folder, a timeout, at most 2 at a time.
* urdf-ls: ``python -m urdf_ls check --format json --workspace W FILE...`` in batches.
* xacro (the Python package in the venv) for .xacro files: exit status and the first ``error:`` message."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VENV_PY = os.path.join(ROOT, ".venv", "bin", "python")
PYTHON = VENV_PY if os.path.exists(VENV_PY) else sys.executable
CHECK_URDF_JOBS = 2
TIMEOUT = 30
# broken kinematic trees: errors by policy even where urdfdom stays silent
TREE_CODES = {"multiple-roots", "no-root", "cycle", "link-two-parents", "joint-self-loop"}
XACRO_CODES = {"xacro-missing-param", "xacro-unknown-macro", "xacro-unknown-param"}


def check_urdf_exe():
    return shutil.which("check_urdf")


def xacro_exe():
    for p in (os.path.join(os.path.dirname(PYTHON), "xacro"), shutil.which("xacro")):
        if p and os.path.exists(p):
            return p
    return None


def normalise(msg):
    """an error message without the names and numbers of the particular file"""
    msg = re.sub(r"\[[^\]]*\]", "[]", msg)
    msg = re.sub(r"\([^)]*\)", "()", msg)
    msg = re.sub(r"'[^']*'|\"[^\"]*\"", "''", msg)
    msg = re.sub(r"\d+(\.\d+)?", "N", msg)
    return " ".join(msg.split())[:90]


class Ref:
    """check_urdf's verdict on one file"""
    __slots__ = ("status", "errors", "rc", "out")

    def __init__(self, status, errors, rc, out):
        self.status, self.errors, self.rc, self.out = status, errors, rc, out

    @property
    def error(self):
        return self.status in ("error", "fatal-no-error-line")

    def key(self):
        if self.errors:
            return normalise(self.errors[0])
        return self.status

    def __repr__(self):
        return "check_urdf: %s%s" % (self.status, (" " + "; ".join(self.errors[:2])) if self.errors else "")


def run_check_urdf(path, timeout=TIMEOUT):
    exe = check_urdf_exe()
    try:
        p = subprocess.run([exe, os.path.basename(path)], cwd=os.path.dirname(os.path.abspath(path)),
                           capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Ref("timeout", [], None, "")
    out = (p.stdout + p.stderr).decode("utf-8", "replace")
    errors = [l[len("Error:"):].strip() for l in out.splitlines() if l.startswith("Error:")]
    if errors:
        status = "error"
    elif p.returncode != 0:
        status = "fatal-no-error-line"  # crash (negative rc) or failure without an Error: line
    else:
        status = "ok"
    return Ref(status, errors, p.returncode, out[-2000:])


def run_check_urdf_many(paths, jobs=CHECK_URDF_JOBS):
    with ThreadPoolExecutor(jobs) as ex:
        return dict(zip(paths, ex.map(run_check_urdf, paths)))


class Ours:
    """urdf-ls's verdict on one file"""
    __slots__ = ("diags", "crash")

    def __init__(self, diags, crash=None):
        self.diags, self.crash = diags, crash

    @property
    def errors(self):
        return [d for d in self.diags if d.get("severity") == 1]

    @property
    def error(self):
        return bool(self.errors) or self.crash is not None

    @property
    def codes(self):
        return {d.get("code") for d in self.diags}

    def error_codes(self):
        return sorted({d.get("code") for d in self.errors})

    def __repr__(self):
        if self.crash:
            return "urdf-ls: CRASH %s" % self.crash[-300:]
        errs = self.errors
        if not errs:
            ws = [d for d in self.diags if d.get("severity") == 2]
            return "urdf-ls: no error" + (" (warnings: %s)" % ", ".join(sorted({d["code"] for d in ws})) if ws else "")
        return "urdf-ls: " + "; ".join("%s line %d: %s" % (d["code"], d["range"]["start"]["line"] + 1, d["message"])
                                       for d in errs[:3])


# the tree whose urdf_ls package is run (`python -m urdf_ls` with this cwd): the working tree by default,
# or a frozen snapshot (python -m tests.fuzz --snapshot) while someone is refactoring the package
URDF_LS_ROOT = os.environ.get("URDF_LS_FUZZ_ROOT", ROOT)
_HEALTH = '<robot name="r"><link name="a"/></robot>'


class CliBroken(RuntimeError):
    pass


def _cli(paths, workspace, timeout):
    cmd = [PYTHON, "-m", "urdf_ls", "check", "--format", "json"]
    if workspace:
        cmd += ["--workspace", workspace]
    try:
        p = subprocess.run(cmd + list(paths), cwd=URDF_LS_ROOT, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    if p.returncode in (0, 1):
        try:
            data = json.loads(p.stdout.decode("utf-8"))
        except ValueError:
            data = None
        if isinstance(data, list):
            return data, None
    return None, p.stderr.decode("utf-8", "replace") or "exit %s" % p.returncode


def cli_healthy():
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        f = os.path.join(d, "health.urdf")
        with open(f, "w") as fh:
            fh.write(_HEALTH)
        data, err = _cli([f], None, 120)
        return data == []


# how long to wait for a broken CLI to work again (long mode: someone may be mid-refactor; tests: not at all)
CLI_WAIT = float(os.environ.get("URDF_LS_FUZZ_CLI_WAIT", "900"))


def wait_for_cli(max_wait=None):
    """the CLI may be broken for a while during a refactor: wait (up to max_wait s) until it works again"""
    import time
    max_wait = CLI_WAIT if max_wait is None else max_wait
    t0 = time.time()
    while not cli_healthy():
        if time.time() - t0 > max_wait:
            raise CliBroken("urdf-ls CLI broken for %d s (cwd %s)" % (max_wait, URDF_LS_ROOT))
        time.sleep(min(30, max(1, max_wait)))


def run_urdf_ls(paths, workspace=None, timeout=600):
    """{path: Ours}.  A failing batch is retried once the CLI works on a trivial file again; a batch that
    still fails is split to find the file responsible (a per-file crash of urdf-ls)."""
    if not paths:
        return {}
    data, err = _cli(paths, workspace, timeout)
    if data is None:
        wait_for_cli()
        data, err = _cli(paths, workspace, timeout)
    if data is None:
        if len(paths) == 1:
            return {paths[0]: Ours([], err)}
        mid = len(paths) // 2
        out = run_urdf_ls(paths[:mid], workspace, timeout)
        out.update(run_urdf_ls(paths[mid:], workspace, timeout))
        return out
    out = {path: Ours([]) for path in paths}
    for d in data:
        if d.get("path") in out:
            out[d["path"]].diags.append(d)
    return out


class XacroRef:
    __slots__ = ("status", "message")

    def __init__(self, status, message):
        self.status, self.message = status, message

    def __repr__(self):
        return "xacro: %s%s" % (self.status, (" (%s)" % self.message) if self.message else "")


def run_xacro(path, timeout=TIMEOUT):
    """status: ok | missing-param | unknown-macro | unknown-param | other-failure | timeout"""
    exe = xacro_exe()
    try:
        p = subprocess.run([exe, os.path.basename(path)], cwd=os.path.dirname(os.path.abspath(path)),
                           capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return XacroRef("timeout", "")
    if p.returncode == 0:
        return XacroRef("ok", "")
    err = p.stderr.decode("utf-8", "replace")
    first = next((l for l in err.splitlines() if l.startswith("error:")), err.strip().splitlines()[-1:] or [""])
    first = first if isinstance(first, str) else first[0]
    if "Undefined parameters" in first:
        return XacroRef("missing-param", first)
    if "unknown macro name" in first:
        return XacroRef("unknown-macro", first)
    if "Invalid parameter" in first:
        return XacroRef("unknown-param", first)
    return XacroRef("other-failure", first[:200])


def run_xacro_many(paths, jobs=CHECK_URDF_JOBS):
    with ThreadPoolExecutor(jobs) as ex:
        return dict(zip(paths, ex.map(run_xacro, paths)))


# ---------------------------------------------------------------------------------------------- comparison
def compare_urdf(ref, ours):
    """None when the tools agree (or differ only by policy); else (direction, key).
    direction: missed-error (check_urdf errors, urdf-ls does not), false-error (the reverse), policy
    (only kinematic-tree errors urdfdom misses), crash (urdf-ls failed), skip (check_urdf timed out)."""
    if ref.status == "timeout":
        return ("skip", "check_urdf-timeout")
    if ours.crash is not None:
        return ("crash", normalise(ours.crash.strip().splitlines()[-1] if ours.crash.strip() else "crash"))
    if ref.error and ours.error:
        return None
    if ref.error:
        return ("missed-error", ref.key())
    if ours.error:
        codes = ours.error_codes()
        if all(c in TREE_CODES for c in codes):
            return ("policy", ",".join(codes))
        return ("false-error", ",".join(c for c in codes if c not in TREE_CODES))
    return None


def compare_xacro(ref, ours):
    """xacro's verdict against urdf-ls's xacro codes: no xacro Error where xacro expands the file (issue #30),
    and the missing-param / unknown-macro / unknown-param diagnostics where it fails on those"""
    if ref.status == "timeout":
        return ("skip", "xacro-timeout")
    if ours.crash is not None:
        return ("crash", normalise(ours.crash.strip().splitlines()[-1] if ours.crash.strip() else "crash"))
    errors = [c for c in ours.error_codes() if c.startswith("xacro-")]
    if ref.status == "ok" and errors:
        return ("false-error", ",".join(errors))
    if ref.status == "other-failure":
        # xacro fails on a cause of its own (not a macro call): agreement when urdf-ls says Error; else a miss
        # counted apart (yaml, $(env), packages of another environment... not all knowable without running it)
        return None if errors else ("skip", "xacro-other-failure")
    codes = ours.codes & XACRO_CODES
    if ref.status == "ok":
        if codes:
            return ("false-warning", ",".join(sorted(codes)))
        return None
    want = "xacro-" + ref.status
    if want not in codes:
        # xacro fails and urdf-ls says Error (on another cause it sees first, e.g. the include it cannot read)
        return None if errors else ("missed-warning", want)
    if ref.status == "missing-param":
        # the names too: "Undefined parameters [a, b]" against "... needs parameter 'x'"
        m = re.search(r"Undefined parameters \[([^\]]*)\]", ref.message)
        theirs = {n.strip().strip("'\"") for n in m.group(1).split(",")} if m else set()
        mine = {n for d in ours.diags if d.get("code") == "xacro-missing-param"
                for n in re.findall(r"parameter '([^']*)'", d.get("message", ""))}
        if theirs and mine - theirs:
            return ("false-warning", "xacro-missing-param")
    return None
