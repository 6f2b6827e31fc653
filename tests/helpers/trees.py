"""A parsed tree as plain data, for tests that compare two parses (incremental against fresh, remembered against
read anew)."""


def dump(doc):
    """structural dump with absolute offsets, for equality tests"""
    out = []
    stack = [(n, 0) for n in reversed(doc.nodes)]
    while stack:
        node, dep = stack.pop()
        if node.kind == "element":
            out.append(("E", dep, node.name, node.start, node.end, node.name_start, node.name_end, node.tag_end,
                        node.closed, node.self_closing, node.close_start,
                        tuple((a.name, a.name_start, a.name_end, a.value_start, a.value_end, a.value) for a in node.attrs)))
            for ch in reversed(node.children):
                stack.append((ch, dep + 1))
        else:
            out.append((node.kind, dep, node.start, node.end))
    errs = sorted((e.start, e.end, e.code, e.message) for e in doc.errors)
    return out, errs
