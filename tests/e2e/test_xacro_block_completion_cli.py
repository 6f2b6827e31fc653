"""Macro completion with block bodies, through the real command line."""
import subprocess
import sys


from urdf_ls.document.document import Document
from urdf_ls.features import completion

HEAD = '<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n'

def test_macro_with_blocks_completes_with_its_body(tmp_path):
    body = '<xacro:macro name="leg" params="p *joint_origin"><link name="${p}l"/></xacro:macro>\n<link name="x">|'
    marked = HEAD + body
    off = marked.index("|")
    p = tmp_path / "c.xacro"
    text = marked[:off] + marked[off + 1:] + "</link></robot>"
    p.write_text(text)
    item = next(i for i in completion.completion(Document(text, str(p)), off) if i.label == "xacro:leg")
    assert item.plain.startswith('<xacro:leg p="">') and '<origin xyz="0 0 0" rpy="0 0 0"/>' in item.plain
    assert item.plain.rstrip().endswith("</xacro:leg>")
    # inserting it gives a call xacro expands (no "Not enough blocks")
    full = text[:off] + item.plain.replace('p=""', 'p="a_"') + text[off:]
    q = tmp_path / "full.urdf.xacro"
    q.write_text(full.replace('<link name="x">', "").replace("</link></robot>", "</robot>"))
    r = subprocess.run([sys.executable, "-c", "import sys, xacro; sys.argv[0] = 'xacro'; xacro.main()", str(q)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert 'link name="a_l"' in r.stdout


