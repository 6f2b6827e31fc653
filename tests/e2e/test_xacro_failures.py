"""xacro failures without running xacro (issue #30): urdf-ls reports an Error exactly where `xacro FILE`
fails, and a Warning (or nothing) where it expands.  Every example is judged by the xacro package itself."""
import io
import os
import shutil
import subprocess
import sys
from contextlib import redirect_stderr

import pytest

from urdf_ls.document.document import Document
from urdf_ls.workspace.workspace import Workspace

xacro = pytest.importorskip("xacro")

HEAD = '<?xml version="1.0"?>\n<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n  <link name="base"/>\n'
MACRO = '  <xacro:macro name="m" params="a">\n    <link name="${a}"/>\n  </xacro:macro>\n'
BLOCK = '  <xacro:macro name="b" params="*o">\n    <joint name="j" type="fixed"><parent link="base"/>' \
        '<child link="base"/><xacro:insert_block name="o"/></joint>\n  </xacro:macro>\n'
BLOCKS = '  <xacro:macro name="bb" params="**o">\n    <link name="x"><xacro:insert_block name="o"/></link>\n' \
         '  </xacro:macro>\n'
PARTS = '<robot xmlns:xacro="http://www.ros.org/wiki/xacro">\n' \
        '  <xacro:macro name="part" params="n"><link name="${n}"/></xacro:macro>\n</robot>\n'

LIBRARY = '<robot xmlns:xacro="http://www.ros.org/wiki/xacro">\n' \
    '  <xacro:macro name="bad" params="n"><link name="${n}${1/0}"/></xacro:macro>\n' \
    '  <xacro:macro name="calls" params="n"><xacro:nosuch_x/></xacro:macro>\n' \
    '  <xacro:macro name="word" params="n"><link name="${n}_${1+\'a\'}"/></xacro:macro>\n' \
    '  <xacro:macro name="guarded" params="n"><xacro:if value="${n == 1}"><xacro:nosuch_x/></xacro:if>' \
    '</xacro:macro>\n</robot>\n'
WIDTH = '<robot xmlns:xacro="http://www.ros.org/wiki/xacro"><xacro:property name="w" value="1"/></robot>\n'

# (id, body after HEAD, the code of the Error urdf-ls gives, or None: no Error)
CASES = [
    # issue #41: what a fresh fuzzer's operators found
    ("find-missing-in-mesh", '<link name="m"><visual><geometry><mesh filename="$(find nopkg_x41)/m.stl"/>'
     '</geometry></visual></link>', "xacro-find-unresolved"),
    ("find-missing-in-name", '<link name="$(find nopkg_x41)"/>', "xacro-find-unresolved"),
    ("find-missing-in-uncalled-macro", '<xacro:macro name="z"><link name="$(find nopkg_x41)"/></xacro:macro>', None),
    ("if-string-expression", '<xacro:if value="${\'maybe\'}"><link name="c"/></xacro:if>', "xacro-not-boolean"),
    ("if-string-expression-true", '<xacro:if value="${\'true\'}"><link name="c"/></xacro:if>', None),
    ("word-plus-number", '<xacro:property name="w" value="abc"/>\n<link name="l${w + 1}"/>', "xacro-bad-expression"),
    ("word-times-float", '<xacro:property name="w" value="abc"/>\n<link name="l${w * 0.5}"/>',
     "xacro-bad-expression"),
    ("word-divided", '<xacro:property name="w" value="one"/>\n<link name="l${w / 2}"/>', "xacro-bad-expression"),
    ("number-divided", '<xacro:property name="w" value="1"/>\n<link name="l${w / 2}"/>', None),
    ("word-as-text", '<xacro:property name="w" value="abc"/>\n<link name="l"><visual><geometry>'
     '<box size="${w} 1 1"/></geometry></visual></link>', None),
    ("library-body-divides-by-zero", '<xacro:include filename="lib.xacro"/>\n<xacro:bad n="x"/>',
     "xacro-bad-expression"),
    ("library-body-calls-nothing", '<xacro:include filename="lib.xacro"/>\n<xacro:calls n="x"/>',
     "xacro-unknown-macro"),
    ("library-body-adds-a-word", '<xacro:include filename="lib.xacro"/>\n<xacro:word n="x"/>',
     "xacro-bad-expression"),
    ("library-body-guarded", '<xacro:include filename="lib.xacro"/>\n<xacro:guarded n="2"/>', None),
    ("library-uncalled", '<xacro:include filename="lib.xacro"/>', None),
    ("include-from-arg-default", '<xacro:arg name="which" default="parts"/>\n<xacro:include '
     'filename="$(arg which).xacro"/>\n<xacro:nosuch_y/>', "xacro-unknown-macro"),
    ("include-from-arg-default-defines", '<xacro:arg name="which" default="parts"/>\n<xacro:include '
     'filename="$(arg which).xacro"/>\n<xacro:part n="p"/>', None),
    ("include-from-arg-default-missing", '<xacro:arg name="which" default="nothere"/>\n<xacro:include '
     'filename="$(arg which).xacro"/>', "xacro-include-unresolved"),
    ("include-from-property", '<xacro:property name="which" value="parts"/>\n<xacro:include '
     'filename="${which}.xacro"/>\n<xacro:nosuch_y/>', "xacro-unknown-macro"),
    ("expression-over-lines", '<xacro:if value="${1 == 1 or\n   2 == 3}"><link name="c"/></xacro:if>', None),
    ("param-default-substitution-with-a-space", '<xacro:arg name="s" default="false"/>\n<xacro:macro name="mm" '
     'params="a:=$(arg s) b:=1"><link name="x_${a}_${b}"/></xacro:macro>\n<xacro:mm/>', None),
    ("param-default-expression-with-spaces", '<xacro:macro name="mm" params="a:=${1 + 2} b:=1"><link name="x_${a}_${b}"/>'
     '</xacro:macro>\n<xacro:mm/>', None),
    ("lazy-property-before-include", '<xacro:property name="y" value="${w + 1}"/>\n<xacro:include '
     'filename="width.xacro"/>\n<link name="l${y}"/>', None),
    # ${...} that cannot parse, or fails on literals
    ("parse-plus", '<link name="l${1+}"/>', "xacro-bad-expression"),
    ("parse-paren", '<link name="l${(1}"/>', "xacro-bad-expression"),
    ("parse-empty", '<link name="l${}"/>', "xacro-bad-expression"),
    ("unclosed", '<link name="l${x"/>', "xacro-bad-expression"),
    ("unclosed-extension", '<link name="l$(arg x"/>', "xacro-bad-expression"),
    ("dollar-dollar-text", '<link name="cost$$"/>', "xacro-bad-expression"),
    ("div-zero", '<link name="l${1/0}"/>', "xacro-bad-expression"),
    ("str-plus-int", '<link name="l${\'a\'+1}"/>', "xacro-bad-expression"),
    ("dunder-name", '<link name="l${__import__}"/>', "xacro-bad-expression"),
    ("div-zero-in-uncalled-macro", '<xacro:macro name="z"><link name="${1/0}"/></xacro:macro>', None),
    ("div-zero-in-unused-property", '<xacro:property name="p" value="${1/0}"/>', None),
    ("div-zero-in-false-if", '<xacro:if value="false"><link name="${1/0}"/></xacro:if>', None),
    ("div-zero-in-true-if", '<xacro:if value="1"><link name="l${1/0}"/></xacro:if>', "xacro-bad-expression"),
    ("text-parse", '<gazebo><plugin name="p" filename="f"><x>${1+}</x></plugin></gazebo>', "xacro-bad-expression"),
    ("text-undefined", '<gazebo><plugin name="p" filename="f"><x>${nope}</x></plugin></gazebo>',
     "xacro-undefined-property"),
    ("text-after-definition", '<xacro:property name="w" value="1"/>\n<gazebo><x>${w}</x></gazebo>', None),
    ("text-before-definition", '<gazebo><x>${w}</x></gazebo>\n<xacro:property name="w" value="1"/>',
     "xacro-used-before-definition"),
    ("text-escape", '<gazebo><plugin name="p" filename="f"><x>$${nope}</x></plugin></gazebo>', None),
    ("escape", '<link name="l$${x}"/>', None),
    ("escape-extension", '<link name="l$$(arg x)"/>', None),
    ("comprehension", '<link name="l${len([i for i in [1, 2]])}"/>', None),
    ("math-global", '<link name="l${tau}"/>', None),
    # conditions
    ("if-maybe", '<xacro:if value="maybe"><link name="c"/></xacro:if>', "xacro-not-boolean"),
    ("if-float", '<xacro:if value="1.5"><link name="c"/></xacro:if>', "xacro-not-boolean"),
    ("if-upper", '<xacro:unless value="TRUE"><link name="c"/></xacro:unless>', "xacro-not-boolean"),
    ("if-empty", '<xacro:if value=""><link name="c"/></xacro:if>', "xacro-not-boolean"),
    ("if-one", '<xacro:if value="1"><link name="c"/></xacro:if>', None),
    ("if-true", '<xacro:if value="True"><link name="c"/></xacro:if>', None),
    ("if-expr-float", '<xacro:if value="${1.5}"><link name="c"/></xacro:if>', None),
    ("if-maybe-in-uncalled-macro", '<xacro:macro name="z"><xacro:if value="maybe"/></xacro:macro>', None),
    # reading order
    ("macro-before-definition", '<xacro:later/>\n<xacro:macro name="later"><link name="x"/></xacro:macro>',
     "xacro-used-before-definition"),
    ("macro-before-include", '<xacro:part n="p"/>\n<xacro:include filename="parts.xacro"/>',
     "xacro-used-before-definition"),
    ("macro-calls-later-include", '<xacro:macro name="outer"><xacro:part n="p"/></xacro:macro>\n<xacro:outer/>\n'
     '<xacro:include filename="parts.xacro"/>', "xacro-used-before-definition"),
    ("macro-calls-later-include-under-false", '<xacro:macro name="outer"><xacro:if value="0"><xacro:part n="p"/>'
     '</xacro:if></xacro:macro>\n<xacro:outer/>\n<xacro:include filename="parts.xacro"/>', None),
    ("macro-calls-include-before", '<xacro:macro name="outer"><xacro:part n="p"/></xacro:macro>\n'
     '<xacro:include filename="parts.xacro"/>\n<xacro:outer/>', None),
    ("macro-reads-later-property", '<xacro:macro name="mp"><link name="l${p}"/></xacro:macro>\n<xacro:mp/>\n'
     '<xacro:property name="p" value="1"/>', "xacro-used-before-definition"),
    ("macro-reads-property-defined-before-and-after", '<xacro:property name="p" value="0"/>\n<xacro:macro name="mp">'
     '<link name="l${p}"/></xacro:macro>\n<xacro:mp/>\n<xacro:property name="p" value="1"/>', None),
    ("macro-reads-its-param-named-like-a-later-property", '<xacro:macro name="mp" params="p"><link name="l${p}"/>'
     '</xacro:macro>\n<xacro:mp p="1"/>\n<xacro:property name="p" value="1"/>', None),
    ("macro-defines-what-it-reads", '<xacro:macro name="mp"><xacro:property name="p" value="2"/><link name="l${p}"/>'
     '</xacro:macro>\n<xacro:mp/>\n<xacro:property name="p" value="1"/>', None),
    ("macro-reads-later-property-under-false-if", '<xacro:macro name="mp"><xacro:if value="0"><link name="l${p}"/>'
     '</xacro:if></xacro:macro>\n<xacro:mp/>\n<xacro:property name="p" value="1"/>', None),
    ("condition-property-maybe", '<xacro:property name="q" value="maybe"/>\n<xacro:if value="${q}"><link name="z"/>'
     '</xacro:if>', 'xacro-not-boolean'),
    ("condition-property-TRUE", '<xacro:property name="q" value="TRUE"/>\n<xacro:if value="${q}"><link name="z"/>'
     '</xacro:if>', 'xacro-not-boolean'),
    ("condition-property-empty", '<xacro:property name="q" value=""/>\n<xacro:if value="${q}"><link name="z"/>'
     '</xacro:if>', 'xacro-not-boolean'),
    ("condition-property-1.5", '<xacro:property name="q" value="1.5"/>\n<xacro:if value="${q}"><link name="z"/>'
     '</xacro:if>', None),
    ("condition-property-0", '<xacro:property name="q" value="0"/>\n<xacro:if value="${q}"><link name="z"/>'
     '</xacro:if>', None),
    ("condition-property-true", '<xacro:property name="q" value="true"/>\n<xacro:if value="${q}"><link name="z"/>'
     '</xacro:if>', None),
    ("condition-property-1e3", '<xacro:property name="q" value="1e3"/>\n<xacro:if value="${q}"><link name="z"/>'
     '</xacro:if>', None),
    ("condition-arg-maybe", '<xacro:arg name="f" default="maybe"/>\n<xacro:if value="$(arg f)"><link name="z"/>'
     '</xacro:if>', "xacro-not-boolean"),
    ("condition-arg-float", '<xacro:arg name="f" default="1.5"/>\n<xacro:if value="$(arg f)"><link name="z"/>'
     '</xacro:if>', "xacro-not-boolean"),
    ("condition-arg-true", '<xacro:arg name="f" default="true"/>\n<xacro:unless value="$(arg f)"><link name="z"/>'
     '</xacro:unless>', None),
    ("condition-arg-int", '<xacro:arg name="f" default="0"/>\n<xacro:if value="$(arg f)"><link name="z"/>'
     '</xacro:if>', None),
    ("condition-property-redefined", '<xacro:property name="q" value="maybe"/>\n<xacro:property name="q" value="1"/>'
     '\n<xacro:if value="${q}"><link name="z"/></xacro:if>', None),
    ("condition-property-in-macro", '<xacro:property name="q" value="maybe"/>\n<xacro:macro name="mq">'
     '<xacro:if value="${q}"><link name="z"/></xacro:if></xacro:macro>', None),
    ("macro-after-include", '<xacro:include filename="parts.xacro"/>\n<xacro:part n="p"/>', None),
    ("property-before-definition", '<link name="l${w}"/>\n<xacro:property name="w" value="1"/>',
     "xacro-used-before-definition"),
    ("arg-before-definition", '<link name="l$(arg w)"/>\n<xacro:arg name="w" default="1"/>',
     "xacro-used-before-definition"),
    ("lazy-property-chain", '<xacro:property name="a" value="${b}"/>\n<xacro:property name="b" value="1"/>\n'
     '<link name="l${a}"/>', None),
    # blocks
    ("unused-block", BLOCK + '<xacro:b><origin/><origin/></xacro:b>', "xacro-unused-block"),
    ("not-enough-blocks", BLOCK + '<xacro:b/>', "xacro-missing-param"),
    ("one-block", BLOCK + '<xacro:b><origin/></xacro:b>', None),
    ("multi-block-one", BLOCKS + '<xacro:bb><a><origin/><origin/></a></xacro:bb>', None),
    ("multi-block-two", BLOCKS + '<xacro:bb><a/><b/></xacro:bb>', "xacro-unused-block"),
    ("no-block-macro-child", MACRO + '<xacro:m a="q"><origin/></xacro:m>', "xacro-unused-block"),
    ("insert-undeclared-top", '<xacro:insert_block name="o"/>', "xacro-undefined-block"),
    ("insert-undeclared-uncalled", '<xacro:macro name="z"><xacro:insert_block name="o"/></xacro:macro>', None),
    # directives
    ("element-no-name", '<xacro:element/>', "xacro-missing-attribute"),
    ("attribute-no-value", '<link name="e"><xacro:attribute name="x"/></link>', "xacro-missing-attribute"),
    ("arg-no-default", '<xacro:arg name="q"/>', "xacro-missing-attribute"),
    ("if-no-value", '<xacro:if><link name="c"/></xacro:if>', "xacro-missing-attribute"),
    ("misspelt-directive", '<xacro:proprety name="w" value="1"/>', "xacro-unknown-macro"),
    ("loop-is-not-xacro-2", '<xacro:loop/>', "xacro-unknown-macro"),
    ("computed-property-name", '<xacro:property name="${\'a\' + \'b\'}" value="1"/>\n<link name="l${ab}"/>', None),
    ("property-digit", '<xacro:property name="1x" value="1"/>', "xacro-bad-name"),
    ("property-dash", '<xacro:property name="a-b" value="1"/>', "xacro-bad-name"),
    ("property-keyword", '<xacro:property name="if" value="1"/>', "xacro-bad-name"),
    ("macro-dot", '<xacro:macro name="a.b"/>', "xacro-bad-name"),
    # includes
    ("include-missing", '<xacro:include filename="nothere.xacro"/>', "xacro-include-unresolved"),
    ("include-nopkg", '<xacro:include filename="$(find nopkg_x30)/x.xacro"/>', "xacro-include-unresolved"),
    ("include-missing-false-if", '<xacro:if value="false"><xacro:include filename="nothere.xacro"/></xacro:if>',
     None),
    ("include-missing-optional", '<xacro:include filename="nothere.xacro" optional="true"/>', None),
    ("include-missing-false-if-checks-on", '<xacro:if value="0"><xacro:include filename="n.xacro"/></xacro:if>\n'
     '<link name="l${nope}"/>', "xacro-undefined-property"),
    # the codes of before, now Errors where xacro evaluates the element
    ("unknown-macro", '<xacro:nosuch/>', "xacro-unknown-macro"),
    ("unknown-macro-in-uncalled-macro", '<xacro:macro name="z"><xacro:nosuch/></xacro:macro>', None),
    ("missing-param", MACRO + '<xacro:m/>', "xacro-missing-param"),
    ("unknown-param", MACRO + '<xacro:m a="1" b="2"/>', "xacro-unknown-param"),
    ("undefined-property", '<link name="l${nope}"/>', "xacro-undefined-property"),
    ("undefined-arg", '<link name="l$(arg nope)"/>', "xacro-undefined-arg"),
    # old-style directives
    ("old-property", '<property name="w" value="1"/>\n<link name="l${w}"/>', "xacro-undefined-property"),
    ("old-property-unused", '<property name="w" value="1"/>', None),
]


def xacro_fails(path):
    """does `xacro path` fail (the package in this process; its messages go to a buffer)"""
    cwd = os.getcwd()
    os.chdir(os.path.dirname(path))
    try:
        with redirect_stderr(io.StringIO()):
            xacro.process_file(path)
        return False
    except Exception:       # noqa: BLE001 (xacro fails with XacroException, RuntimeError, ExpatError, NameError...)
        return True
    finally:
        os.chdir(cwd)


def urdf_ls_diags(path):
    return Document(open(path).read(), path, Workspace([os.path.dirname(path)])).diagnostics()


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_error_exactly_where_xacro_fails(tmp_path, case):
    _, body, code = case
    (tmp_path / "parts.xacro").write_text(PARTS)
    (tmp_path / "lib.xacro").write_text(LIBRARY)
    (tmp_path / "width.xacro").write_text(WIDTH)
    path = str(tmp_path / "robot.urdf.xacro")
    with open(path, "w") as f:
        f.write(HEAD + "  " + body + "\n</robot>\n")
    errors = {d.code.value for d in urdf_ls_diags(path) if d.severity == 1}
    fails = xacro_fails(path)
    if code is None:
        assert not fails and not errors, (fails, errors)
    else:
        assert fails and code in errors, (fails, errors)


def test_uncertain_failures_are_warnings(tmp_path):
    path = str(tmp_path / "robot.urdf.xacro")
    with open(path, "w") as f:
        f.write(HEAD + '  <xacro:macro name="z"><link name="${1/0}"/><xacro:nosuch/>'
                '<xacro:insert_block name="o"/></xacro:macro>\n</robot>\n')
    got = {(d.code.value, d.severity) for d in urdf_ls_diags(path)}
    assert got == {("xacro-bad-expression", 2), ("xacro-unknown-macro", 2), ("xacro-undefined-block", 2)}, got


def test_old_property_is_named_on_definition_and_use(tmp_path):
    path = str(tmp_path / "robot.urdf.xacro")
    with open(path, "w") as f:
        f.write(HEAD + '  <property name="w" value="1"/>\n  <link name="l${w}"/>\n</robot>\n')
    ds = {d.code.value: d for d in urdf_ls_diags(path)}
    assert ds["xacro-old-directive"].severity == 2
    assert "without the xacro: prefix" in ds["xacro-undefined-property"].message


def test_library_macros_are_checked_with_their_includers(tmp_path):
    lib = tmp_path / "lib.xacro"
    lib.write_text('<robot xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
                   '  <xacro:macro name="part" params="n"><link name="${n}_${width}_${nope}"/></xacro:macro>\n'
                   '</robot>\n')
    main = tmp_path / "robot.urdf.xacro"
    main.write_text(HEAD + '  <xacro:property name="width" value="1"/>\n  <xacro:include filename="lib.xacro"/>\n'
                    '  <xacro:part n="p"/>\n</robot>\n')
    assert xacro_fails(str(main))
    got = [(d.code.value, d.severity, d.message) for d in urdf_ls_diags(str(lib))]
    assert got == [("xacro-undefined-property", 2, "Property 'nope' is not defined")], got


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))


LITERAL = HEAD + '  <link name="link1"/>\n  <xacro:property name="w" value="1"/>\n' \
    '  <joint name="j" type="fixed"><parent link="base"/><child link="%s"/></joint>\n</robot>\n'


@pytest.mark.parametrize("child, unknown", [("link1_x", True), ("link1", False), ("${'link1'}", False)])
def test_literal_names_get_the_urdf_reference_checks(tmp_path, child, unknown):
    """a xacro file whose links are literal and that has no macro: its expansion keeps the names, check_urdf
    rejects an unknown one"""
    path = tmp_path / "robot.urdf.xacro"
    path.write_text(LITERAL % child)
    got = [d for d in urdf_ls_diags(str(path)) if d.code == "unknown-link"]
    assert bool(got) == unknown and all(d.severity == 1 for d in got)
    check_urdf = shutil.which("check_urdf")
    if check_urdf is None:
        return
    assert not xacro_fails(str(path))
    with redirect_stderr(io.StringIO()):
        expanded = xacro.process_file(str(path)).toxml()
    (tmp_path / "out.urdf").write_text(expanded)
    p = subprocess.run([check_urdf, str(tmp_path / "out.urdf")], capture_output=True, text=True)
    assert ("Error" in p.stdout + p.stderr or p.returncode != 0) == unknown


def test_literal_names_are_left_to_the_expansion_with_macros(tmp_path):
    path = tmp_path / "robot.urdf.xacro"
    path.write_text((LITERAL % "link1_x").replace("</robot>", MACRO + "</robot>"))
    assert not [d for d in urdf_ls_diags(str(path)) if d.code == "unknown-link"]


def test_misspelt_directive_is_a_warning_when_an_include_cannot_be_followed(tmp_path):
    path = tmp_path / "robot.urdf.xacro"
    path.write_text(HEAD + '  <xacro:include filename="$(arg f)"/>\n  <xacro:argg name="a" default="1"/>\n</robot>\n')
    got = [(d.code.value, d.severity, d.message) for d in urdf_ls_diags(str(path)) if d.code == "xacro-unknown-macro"]
    assert got == [("xacro-unknown-macro", 2, "Unknown xacro directive 'argg'; did you mean 'arg'?")], got


def test_args_the_settings_pass_need_no_declaration(tmp_path):
    """xacro.args of the project are passed to xacro: `xacro FILE q:=1` knows q without <xacro:arg>"""
    (tmp_path / "urdf-ls.toml").write_text('[xacro]\nargs = { q = "1" }\n')
    path = tmp_path / "robot.urdf.xacro"
    path.write_text(HEAD + '  <link name="l$(arg q)"/>\n  <link name="m$(arg nope)"/>\n</robot>\n')
    got = [(d.code.value, d.severity) for d in urdf_ls_diags(str(path)) if d.code.value.startswith("xacro-")]
    assert got == [("xacro-undefined-arg", 1)], got
    assert "nope" in [d.message for d in urdf_ls_diags(str(path))][0]


@pytest.mark.parametrize("optional", [False, True])
def test_package_url_include_that_resolves_is_still_an_xacro_failure(tmp_path, optional):
    """xacro reads an include's filename as a path: package:// fails even where the package is found"""
    pkg = tmp_path / "mypkg"
    pkg.mkdir()
    (pkg / "package.xml").write_text("<package><name>mypkg</name></package>")
    (pkg / "parts.xacro").write_text(PARTS)
    path = str(pkg / "robot.urdf.xacro")
    extra = ' optional="true"' if optional else ""
    with open(path, "w") as f:
        f.write(HEAD + '  <xacro:include filename="package://mypkg/parts.xacro"%s/>\n</robot>\n' % extra)
    found = {d.code.value: d for d in urdf_ls_diags(path)}
    d = found["xacro-include-unresolved"]
    assert "$(find mypkg)/parts.xacro" in d.message
    assert xacro_fails(path) is not optional and (d.severity == 1) is not optional
