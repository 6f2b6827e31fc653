"""Robots for the statics tests: a two-link arm whose worst case is worked out by hand, a 31-joint humanoid-shaped
tree (arms of seven joints, legs of six, a head, prismatic fingers), a gripper whose fingers mimic one leader,
and a serial arm of N joints."""
import random

INERTIA = '<inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/>'


def link(name, mass=None, com="0 0 0"):
    if mass is None:
        return '<link name="%s"/>' % name
    return '<link name="%s"><inertial><origin xyz="%s"/><mass value="%s"/>%s</inertial></link>' % (
        name, com, mass, INERTIA)


def joint(name, parent, child, kind="revolute", xyz="0 0 0", rpy="0 0 0", axis="0 1 0", limit="", extra=""):
    return ('<joint name="%s" type="%s"><parent link="%s"/><child link="%s"/><origin xyz="%s" rpy="%s"/>'
            '<axis xyz="%s"/>%s%s</joint>' % (name, kind, parent, child, xyz, rpy, axis, limit, extra))


def limit(lower=-1.57, upper=1.57, effort=100, velocity=1):
    return '<limit lower="%s" upper="%s" effort="%s" velocity="%s"/>' % (lower, upper, effort, velocity)


def robot(*parts, name="r"):
    return '<?xml version="1.0"?>\n<robot name="%s">\n%s\n</robot>\n' % (name, "\n".join(parts))


def two_link(shoulder_effort=10, elbow_effort=30, shoulder_limit=None, upper_mass=3, fore_mass=2):
    """a shoulder 0.1 m above the base, an upper arm of 0.4 m (3 kg at 0.2 m), a forearm (2 kg at 0.2 m): held
    horizontal (shoulder at -90°, elbow at 0°) the shoulder holds (3·0.2 + 2·0.6)·9.81 = 17.66 N·m"""
    return robot(link("base", 4), link("upper", upper_mass, "0 0 0.2"), link("fore", fore_mass, "0 0 0.2"),
                 joint("shoulder", "base", "upper", xyz="0 0 0.1", limit=shoulder_limit or limit(effort=shoulder_effort)),
                 joint("elbow", "upper", "fore", xyz="0 0 0.4", limit=limit(-2, 2, elbow_effort)), name="two")


def gripper():
    """a wrist, a palm and two fingers: the second follows the first through <mimic> (multiplier -1)"""
    return robot(link("base", 2), link("wrist", 1, "0 0 0.1"), link("palm", 0.5, "0.05 0 0.02"),
                 link("finger_a", 0.2, "0 0.02 0.06"), link("finger_b", 0.2, "0 -0.02 0.06"),
                 joint("wrist_pitch", "base", "wrist", xyz="0 0 0.2", limit=limit(-2, 2, 50)),
                 joint("palm_roll", "wrist", "palm", xyz="0 0 0.15", axis="0 0 1", limit=limit(-3, 3, 20)),
                 joint("finger_a_joint", "palm", "finger_a", xyz="0.03 0.02 0.05", axis="1 0 0",
                       limit=limit(-0.1, 0.8, 5)),
                 joint("finger_b_joint", "palm", "finger_b", xyz="0.03 -0.02 0.05", axis="1 0 0",
                       limit=limit(-0.8, 0.1, 5), extra='<mimic joint="finger_a_joint" multiplier="-1"/>'),
                 name="gripper")


def humanoid(seed=3):
    """31 joints: a torso yaw, two arms of seven joints and a prismatic finger, two legs of six, a head of two"""
    rng = random.Random(seed)
    parts = [link("base", 10), link("torso", 15, "0 0 0.2"),
             joint("torso_joint", "base", "torso", xyz="0 0 1", axis="0 0 1", limit=limit(-1, 1, 100))]

    def chain(parent, prefix, axes, length, y):
        for i, axis in enumerate(axes):
            name = "%s%d" % (prefix, i + 1)
            parts.append(link(name, round(rng.uniform(0.5, 3), 2), "0 0 %.2f" % (-length / 2)))
            parts.append(joint(name + "_joint", parent, name, xyz="0 %.2f 0" % y if i == 0 else "0 0 %.2f" % -length,
                               axis=axis, limit=limit(-round(rng.uniform(1, 2.5), 2), round(rng.uniform(1, 2.5), 2),
                                                      rng.choice([20, 100, 300]))))
            parent = name
        return parent
    arm = ["0 1 0", "1 0 0", "0 0 1", "0 1 0", "0 0 1", "0 1 0", "1 0 0"]
    for side, y in (("l", 0.25), ("r", -0.25)):
        end = chain("torso", side + "_arm", arm, 0.25, y)
        parts.append(link(side + "_finger", 0.1, "0 0 -0.03"))
        parts.append(joint(side + "_finger_joint", end, side + "_finger", kind="prismatic",
                           limit=limit(0, 0.04, 20)))
    for side, y in (("l", 0.1), ("r", -0.1)):
        chain("base", side + "_leg", ["0 0 1", "1 0 0", "0 1 0", "0 1 0", "0 1 0", "1 0 0"], 0.4, y)
    chain("torso", "head", ["0 0 1", "0 1 0"], -0.1, 0.0)
    return robot(*parts, name="humanoid")


def serial_arm(n, seed=1, continuous_every=0):
    """n revolute joints in a chain, axes cycling through z y y x y z, some origins rolled by 0.3 rad"""
    rng = random.Random(seed)
    axes = ["0 0 1", "0 1 0", "0 1 0", "1 0 0", "0 1 0", "0 0 1"]
    parts = [link("l0", 5)]
    for i in range(1, n + 1):
        parts.append(link("l%d" % i, round(rng.uniform(0.5, 4), 3), "%.3f %.3f %.3f" % (
            rng.uniform(-.02, .02), rng.uniform(-.02, .02), rng.uniform(0.02, .15))))
        whole = continuous_every and i % continuous_every == 0
        parts.append(joint("j%d" % i, "l%d" % (i - 1), "l%d" % i, kind="continuous" if whole else "revolute",
                           xyz="0 0 %.3f" % rng.uniform(0.05, 0.3), rpy="%.1f 0 0" % rng.choice([0, 0, 0.3]),
                           axis=axes[i % 6], limit=limit(-round(rng.uniform(1, 3), 2), round(rng.uniform(1, 3), 2),
                                                         rng.choice([50, 200, 1000]))))
    return robot(*parts, name="arm%d" % n)
