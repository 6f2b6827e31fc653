"""What one top-level element contributes: local diagnostics, the names it defines and uses, its joint."""
from __future__ import annotations

from ..vocabulary.schema import child_spec, child_table, defines_material, directive_context, spec_for
from .contained import run_contained
from .meshes import FILE_ELEMENTS, check_meshes
from .ros2_control import TAG as BLOCK_TAG, nested_blocks
from .urdf import check_top_level


class Summary:
    """what a top-level element says for the document-wide checks (a slotted class: a dataclass with slots
    costs 0.5 ms to make at every start, and needs Python 3.10)"""
    __slots__ = ("diags", "defs", "refs", "joint")

    def __init__(self, diags=None, defs=None, refs=None, joint=None):
        self.diags = [] if diags is None else diags
        self.defs = [] if defs is None else defs      # (kind, name, attr, element); material-inline: in a visual
        self.refs = [] if refs is None else refs      # (kind, name, attr, role)
        self.joint = joint                            # (name, parent link attr, child link attr, element)


def summarize(ctx, node) -> Summary:
    return with_files_checked(ctx, node, *summarize_text(ctx, node))


def summarize_text(ctx, node):
    """(the summary of what node's text decides in ctx's mode, the <mesh> and <texture> elements whose files
    with_files_checked looks for): all of the summary but what depends on the folder of the file"""
    s = Summary()
    files = ()
    if node is None or node.kind != "element":
        return s, files
    run_contained(check_top_level, "element", node, s.diags, ctx, node, s)
    if ctx.xacro or not node.name.startswith("xacro:"):
        blocks = []
        files = collect_names(node, s, blocks)
        if blocks:      # (the walk met a <ros2_control> below the top: rarely, so it is looked at only then)
            nested_blocks(node, s.diags, ctx.xacro)
    else:
        nested_blocks(node, s.diags, ctx.xacro)
    s.diags, s.defs, s.refs = s.diags or (), s.defs or (), s.refs or ()   # one shared empty tuple, not 3 lists
    return s, files


def with_files_checked(ctx, node, s, files) -> Summary:
    """s, with the diagnostics of the files that are missing as seen from ctx's file"""
    if not files:
        return s
    missing = []
    check_meshes(ctx, node, files, missing)
    return Summary([*s.diags, *missing], s.defs, s.refs, s.joint) if missing else s


def collect_names(node, s, blocks=None):
    """definitions and references, as the vocabulary table declares them.  Returns the <mesh> and <texture>
    elements met on the way (for check_meshes), in document order; blocks: a list that gets the <ros2_control>
    elements met below node"""
    files = [node] if node.name in FILE_ELEMENTS else []
    stack = [(node, spec_for(node))]
    contexts = {}       # xacro directive -> the element it stands in
    pop, push = stack.pop, stack.append     # (bound once: this loop runs for every element of the file)
    while stack:
        el, spec = pop()
        if spec is not None:
            if spec.names:
                _add_names(s, el, spec.names)
            table, named = spec.kids, spec.named_kids
        else:
            table, named = child_table(el, spec), None     # (rare: every leaf is looked up)
        if table is None:   # a xacro directive: where it stands decides its children's entries (kept for those
            context = contexts[el] = directive_context(el, contexts)     # below it: 30,000 nested took minutes)
        for c in el.children:
            if c.kind == "element":
                name = c.name
                if c.children or named is None or name in named:   # (a leaf without names adds nothing)
                    push((c, table.get(name) if table is not None else child_spec(el, spec, c, context)))
                if name in FILE_ELEMENTS:
                    files.append(c)
                elif name == BLOCK_TAG and blocks is not None:
                    blocks.append(c)
    if len(files) > 1:
        files.sort(key=_start)
    return files


def _start(el):
    return el.start


def _add_names(s, el, names):
    """the names el's attributes define or use; names: its entry's attribute -> (what, is_def)"""
    for a in el.tag_attrs:
        named = names.get(a.name)
        if named is None:
            continue
        a = el.placed(a)    # (the attributes of a start tag written before are shared)
        what, is_def = named
        if is_def:
            s.defs.append((what, a.value, a, el))
        elif what == "material" and defines_material(el):
            s.defs.append(("material-inline", a.value, a, el))
        elif el.name in _JOINT_ENDS and (not a.value or _ignored_copy(el)):
            continue    # (check_joint_link reports an empty name; urdfdom never looks the copy up)
        else:
            role = el.parent.name if el.name in ("joint", "material") else el.name
            s.refs.append((what, a.value, a, role))


_JOINT_ENDS = ("parent", "child")


def _ignored_copy(el):
    """a second <parent> or <child> of a joint: urdfdom reads only the first"""
    for c in el.parent.children:
        if c.kind == "element" and c.name == el.name:
            return c is not el
    return False
