"""Random robots of the top-level elements that the chunk memory's tests (tests/unit/syntax/test_chunk_memory.py,
tests/e2e/test_chunk_memory_documents.py) write again and again across files."""


# top-level elements: plain, nested, with a comment, with errors, unclosed, closing the root early, holding a
# close tag of another root's name, self-closing; some twice in a pool so that one file may repeat them
POOL = ['<link name="a"><visual><geometry><box size="1 1 1"/></geometry></visual></link>',
        '<link name="b"><inertial><mass value="1"/><!-- kg --></inertial></link>',
        '<joint name="j" type="fixed"><parent link="a"/><child link="b"/></joint>',
        '<gazebo reference="a"><material>Gazebo/Red</material><link name="x"/></gazebo>',
        '<link name="c"><visual><geometry><mesh filename="m.stl"/></geometry></visual></link>',
        '<link name="bad" name="twice"><mass value="&v;"/></link>',
        '<link name="open"><visual>',
        '<link name="early"></robot>',
        '<link name="other"></other></link>',
        '<link name="self"/>',
        '<material name="m"><color rgba="1 0 0 1"/></material>',
        '<link name="a"><visual><geometry><box size="1 1 1"/></geometry></visual></link>',
        '<transmission name="t"><joint name="j"><hardwareInterface>x</hardwareInterface></joint></transmission>',
        '<link name="text">some text &amp; more</link>',
        # values the rules flag at the attribute (placed only for the diagnostic: rules.urdf.on_shared_value)
        '<link name="v"><visual><origin xyz="1,2,3" rpy="0 0"/><geometry><box size="1 1 1"/></geometry>'
        '</visual></link>',
        '<link name="z"><inertial><mass value="0"/><inertia ixx="1" ixy="0" ixz="0" iyy="x" iyz="0" izz="1"/>'
        '</inertial></link>',
        '<link name="n"><inertial><mass value="-2"/><origin xyz=""/></inertial></link>']


def robot(rng):
    root = rng.choice(("robot", "robot", "other"))
    parts = [rng.choice(POOL) + rng.choice(("", "\n", "  ")) for _ in range(rng.randint(0, 7))]
    return '<?xml version="1.0"?>\n<%s name="r">\n%s</%s>\n' % (root, "".join(parts), root)
