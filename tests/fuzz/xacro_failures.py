"""The xacro-failures mutation class of the differential fuzzer: what xacro fails on (or must not fail on)
that urdf-ls judges without running it (issue #30)."""
import re

ATTR = re.compile(r"""(?P<pre>\s)(?P<name>[A-Za-z_:][\w:.-]*)(?P<eq>\s*=\s*)(?P<q>["'])(?P<val>[^"'<]*)(?P=q)""")


def _replace(text, start, end, new):
    return text[:start] + new + text[end:]


def _append(text, extra):
    """extra just before </robot>"""
    e = text.rfind("</robot>")
    return None if e < 0 else text[:e] + extra + "\n" + text[e:]


BAD_EXPRESSIONS = ["${1+}", "${(1}", "${}", "${x", "${1/0}", "${'a'+1}", "${__import__}", "$(arg x", "$${x}",
                   "$$(arg x)", "${len([i for i in [1, 2]])}", "${tau}", "cost$$"]
CONDITIONS = ["maybe", "1.5", "TRUE", "", "1", "0", "true", "False", "${1.5}", "${0}", " 1", "+1", "1.0"]
DIRECTIVE_RE = re.compile(r"<xacro:(property|macro|arg|include|if|unless|insert_block)\b[^<>]*?/?>")


def xacro_failure(text, rnd):
    """one xacro failure class: a bad ${...}, a non-boolean condition, a use before its definition, a wrong
    number of blocks, a misspelt or incomplete directive, a bad property name, an unresolvable include, an
    old-style <property>"""
    mode = rnd.choice(["expression", "condition", "order", "blocks", "directive", "property-name", "include",
                       "old-style"])
    if mode == "expression":
        ms = list(re.finditer(r"\$\{[^}]*\}", text))
        new = rnd.choice(BAD_EXPRESSIONS)
        if ms and rnd.random() < 0.6:
            m = rnd.choice(ms)
            return _replace(text, m.start(), m.end(), new)
        return _append(text, '<link name="fuzz_%s"/>' % new.replace('"', "'"))
    if mode == "condition":
        ms = [m for m in ATTR.finditer(text) if m.group("name") == "value"
              and re.search(r"<xacro:(if|unless)\b[^<>]*$", text[max(0, m.start() - 200):m.start() + 1])]
        v = rnd.choice(CONDITIONS)
        if ms and rnd.random() < 0.5:
            return _replace(text, *rnd.choice(ms).span("val"), v)
        return _append(text, _condition_snippet(v, rnd))
    if mode == "order":
        ms = [m for m in DIRECTIVE_RE.finditer(text) if m.group(1) in ("property", "include", "arg")
              and m.group(0).endswith("/>")]
        if not ms:
            return None
        m = rnd.choice(ms)
        return _append(_replace(text, m.start(), m.end(), ""), m.group(0))
    if mode == "blocks":
        ms = list(re.finditer(r"<xacro:([A-Za-z_][\w.]*)\b([^<>]*?)/>", text))
        ms = [m for m in ms if m.group(1) not in ("property", "arg", "include", "insert_block", "element",
                                                 "attribute", "if", "unless", "call", "macro")]
        if ms and rnd.random() < 0.6:
            m = rnd.choice(ms)
            return _replace(text, m.end() - 2, m.end(), "><fuzz_a/>%s</xacro:%s>" % (
                rnd.choice(["", "<fuzz_b/>"]), m.group(1)))
        ms = list(re.finditer(r"<xacro:macro\b[^<>]*[^/]>", text))
        if not ms:
            return None
        m = rnd.choice(ms)
        return _replace(text, m.end(), m.end(), '<xacro:insert_block name="fuzz_nope"/>')
    if mode == "directive":
        ms = list(DIRECTIVE_RE.finditer(text))
        if not ms or rnd.random() < 0.3:
            return _append(text, rnd.choice(['<xacro:element/>', '<xacro:arg name="fuzz_q"/>',
                                                      '<xacro:attribute name="fuzz"/>', '<xacro:if/>']))
        m = rnd.choice(ms)
        if rnd.random() < 0.5:
            return _replace(text, m.start(1), m.end(1), m.group(1)[:-1] + m.group(1)[-1] * 2)
        attrs = list(ATTR.finditer(m.group(0)))
        if not attrs:
            return None
        a = rnd.choice(attrs)
        return _replace(text, m.start() + a.start(), m.start() + a.end(), "")
    if mode == "property-name":
        ms = [m for m in re.finditer(r"<xacro:property\s+name\s*=\s*[\"']([^\"']*)", text)]
        if not ms:
            return None
        m = rnd.choice(ms)
        return _replace(text, m.start(1), m.end(1), rnd.choice(["1x", "a-b", "if", "__x", "x y", "ok_name"]))
    if mode == "include":
        ms = list(re.finditer(r"<xacro:include\b[^<>]*?/>", text))
        if not ms:
            return _append(text, '<xacro:include filename="fuzz_missing.xacro"/>')
        m = rnd.choice(ms)
        f = re.search(r"filename\s*=\s*[\"']([^\"']*)", m.group(0))
        if f is None:
            return None
        if rnd.random() < 0.5:
            return _replace(text, m.start() + f.start(1), m.start() + f.end(1), "fuzz_missing.xacro")
        return _replace(text, m.start(), m.end(), '<xacro:if value="false">%s</xacro:if>' %
                            m.group(0).replace(f.group(1), "fuzz_missing.xacro"))
    ms = list(re.finditer(r"<xacro:property\b", text))
    if not ms:
        return None
    m = rnd.choice(ms)
    return _replace(text, m.start(), m.end(), "<property")


def _condition_snippet(v, rnd):
    d = rnd.choice(["if", "unless"])
    return '<xacro:%s value="%s"><link name="fuzz_c"/></xacro:%s>' % (d, v, d)
