"""Every rule case through check_urdf: we report an Error exactly when check_urdf does; Latin-1 bytes read as urdfdom reads them."""
import pytest

from tests.helpers.rule_cases import CASES, E, lint, robot
from tests.helpers.tools import check_urdf_errors


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_rule_matches_check_urdf(case, tmp_path):
    """Error severity exactly where urdfdom prints Error: (both the faulty and the fixed variant)"""
    cid, text, code, sev, covered, fixed = case
    for i, t in enumerate((text, fixed)):
        p = tmp_path / ("v%d.urdf" % i)
        p.write_text(t)
        ref = check_urdf_errors(str(p))
        _, diags = lint(t, tmp_path, "v%d.urdf" % i)
        ours = [d for d in diags if d.severity == E]
        tree_only = {"multiple-roots", "no-root", "cycle", "link-two-parents", "joint-self-loop"}
        if ref:
            assert ours, "check_urdf: %s but we report no error" % ref[:2]
        else:
            # broken kinematic trees are errors by policy even where urdfdom stays silent
            assert all(d.code in tree_only for d in ours), "we report %s, check_urdf none" % ours


@pytest.mark.parametrize("head, name", [('<?xml version="1.0"?>\n', "j\u00df"), ('<?xml version="1.0"?>\n', "\u00e9j"),
                                        ('<?xml version="1.0"?>\n', "\u00dfjk"), ("", "j\u00df"),
                                        ('<?xml version="1.0" encoding="ISO-8859-1"?>\n', "j\u00df")])
def test_latin1_bytes_as_urdfdom_reads_them(head, name, tmp_path):
    """after an XML declaration urdfdom reads UTF-8 without validating it: a Latin-1 byte before the closing
    quote swallows the quote (Error); without one, or with a Latin-1 declaration, it reads bytes"""
    from urdf_ls.text.guard import check_bytes
    data = (head + robot(body="").replace('<joint name="j"', '<joint name="%s"' % name)).encode("latin-1")
    p = tmp_path / "latin1.urdf"
    p.write_bytes(data)
    _, problems = check_bytes(data)
    assert bool([d for d in problems if d.severity == E]) == bool(check_urdf_errors(str(p)))
