"""CI outputs of `urdf-ls check` (SARIF 2.1.0, GitHub annotations, --select/--ignore), in-file suppression
and project severities, and `urdf-ls tree` (text and Graphviz) — through the real command line."""
import json
import subprocess
import sys

ROBOT = ('<robot name="r">\n<!-- urdf-ls: ignore unknown-attribute -->\n<link name="a" colour="x"/>\n'
         '<link name="b" foo="1"/>\n<joint name="j" type="revolute"><parent link="a"/><child link="b"/>'
         '<limit effort="1" velocity="1" lower="-1" upper="1"/></joint>\n<joint name="k" type="fixd"/>\n</robot>\n')


def run(cwd, *args):
    return subprocess.run([sys.executable, "-m", "urdf_ls"] + list(args), cwd=cwd, capture_output=True, text=True,
                          timeout=120)


def test_formats_select_ignore_and_suppression(tmp_path):
    (tmp_path / "r.urdf").write_text(ROBOT)
    p = run(tmp_path, "check", "r.urdf", "--format", "json")
    codes = sorted(d["code"] for d in json.loads(p.stdout))
    assert p.returncode == 1 and "unknown-attribute" in codes
    assert [d["range"]["start"]["line"] for d in json.loads(p.stdout) if d["code"] == "unknown-attribute"] == [3]
    sarif = json.loads(run(tmp_path, "check", "r.urdf", "--format", "sarif").stdout)
    assert sarif["version"] == "2.1.0" and {r["ruleId"] for r in sarif["runs"][0]["results"]} == set(codes)
    gh = run(tmp_path, "check", "r.urdf", "--format", "github").stdout
    assert "::error file=r.urdf,line=6" in gh and "::warning file=r.urdf,line=4" in gh
    p = run(tmp_path, "check", "r.urdf", "--ignore", "joint,unknown-attribute", "--format", "json")
    assert p.returncode == 0 and all(d["code"] not in ("joint-type-unknown", "unknown-attribute")
                                     for d in json.loads(p.stdout))
    p = run(tmp_path, "check", "r.urdf", "--select", "joint-type-unknown", "--format", "json")
    assert [d["code"] for d in json.loads(p.stdout)] == ["joint-type-unknown"]
    assert run(tmp_path, "check", "r.urdf", "--select", "no-such-code").returncode == 2


def test_project_file_disables_and_reseverities(tmp_path):
    (tmp_path / "r.urdf").write_text(ROBOT)
    (tmp_path / "urdf-ls.toml").write_text('ignore = ["unknown-attribute"]\n[severity]\n'
                                           '"joint-type-unknown" = "warning"\n')
    p = run(tmp_path, "check", "r.urdf", "--format", "json")
    got = {d["code"]: d["severity"] for d in json.loads(p.stdout)}
    assert "unknown-attribute" not in got and got.get("joint-type-unknown") == 2, (got, p.stderr)


def test_tree_text_and_dot(tmp_path):
    (tmp_path / "r.urdf").write_text(ROBOT)
    text = run(tmp_path, "tree", "r.urdf").stdout
    assert "a\n└── j (revolute" in text and "→ b" in text
    dot = run(tmp_path, "tree", "r.urdf", "--format", "dot").stdout
    assert dot.startswith("digraph") and '"link:a"' in dot and '"link:b"' in dot
