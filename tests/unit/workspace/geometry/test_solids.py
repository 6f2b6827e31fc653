"""Mass properties of URDF's primitives and the operations that place, scale and combine them, against
closed forms and hand computation."""
import math

import pytest

from urdf_ls.workspace.geometry import solids as S


def close(a, b, rel=1e-9, abs_=1e-12):
    assert len(a) == len(b)
    for x, y in zip(a, b):
        assert x == pytest.approx(y, rel=rel, abs=abs_), (a, b)


def test_box_closed_form():
    b = S.box((1.0, 2.0, 3.0))
    assert b.volume == pytest.approx(6.0)
    close(b.inertia, (6 * (4 + 9) / 12, 0, 0, 6 * (1 + 9) / 12, 0, 6 * (1 + 4) / 12))
    assert b.bounds == ((-0.5, -1.0, -1.5), (0.5, 1.0, 1.5))
    assert S.farthest_distance(b, (0, 0, 0)) == pytest.approx(math.sqrt(14) / 2)
    assert S.contains(b, (0.49, 0.99, 1.49), tolerance=0)
    assert not S.contains(b, (0.51, 0, 0), tolerance=0)
    assert b.exact


def test_cylinder_closed_form_along_z():
    c = S.cylinder(0.5, 2.0)
    v = math.pi * 0.25 * 2
    assert c.volume == pytest.approx(v)
    close(c.inertia, (v * (3 * 0.25 + 4) / 12, 0, 0, v * (3 * 0.25 + 4) / 12, 0, v * 0.25 / 2))
    # the hull circumscribes: every point of the cylinder is inside, the farthest distance is an upper bound
    for a in range(0, 360, 7):
        p = (0.5 * math.cos(math.radians(a)), 0.5 * math.sin(math.radians(a)), 1.0)
        assert S.contains(c, p, tolerance=0)
    far = S.farthest_distance(c, (0, 0, 0))
    assert math.hypot(0.5, 1.0) <= far <= math.hypot(0.5 / math.cos(math.pi / 16), 1.0) + 1e-12
    assert not S.contains(c, (0.6, 0, 0), tolerance=0)


def test_sphere_closed_form_and_circumscribed_hull():
    s = S.sphere(0.3)
    v = 4 / 3 * math.pi * 0.027
    assert s.volume == pytest.approx(v)
    close(s.inertia, (0.4 * v * 0.09, 0, 0, 0.4 * v * 0.09, 0, 0.4 * v * 0.09))
    for k in range(200):   # points spread over the sphere: all inside the hull
        z = 1 - 2 * (k + 0.5) / 200
        r = math.sqrt(1 - z * z)
        p = (0.3 * r * math.cos(2.4 * k), 0.3 * r * math.sin(2.4 * k), 0.3 * z)
        assert S.contains(s, p, tolerance=0)
    assert 0.3 <= S.farthest_distance(s, (0, 0, 0)) < 0.33
    assert not S.contains(s, (0.34, 0, 0), tolerance=0)


def test_rpy_is_fixed_axis_roll_pitch_yaw():
    # rpy (0, 0, pi/2) takes x to y; (pi/2, 0, 0) takes y to z; combined (pi/2, 0, pi/2) = Rz·Rx takes y to z
    # (Rx first), x to y (Rz after)
    def apply(m, v):
        return tuple(sum(m[i][k] * v[k] for k in range(3)) for i in range(3))
    close(apply(S.rotation((0, 0, math.pi / 2)), (1, 0, 0)), (0, 1, 0), abs_=1e-12)
    close(apply(S.rotation((math.pi / 2, 0, 0)), (0, 1, 0)), (0, 0, 1), abs_=1e-12)
    close(apply(S.rotation((math.pi / 2, 0, math.pi / 2)), (0, 1, 0)), (0, 0, 1), abs_=1e-12)
    close(apply(S.rotation((math.pi / 2, 0, math.pi / 2)), (1, 0, 0)), (0, 1, 0), abs_=1e-12)


def test_transformed_box_by_hand():
    # a 1x2x3 box turned 90 degrees about z is a 2x1x3 box; moved by (1, 2, 3) its centre is there
    t = S.transformed(S.box((1, 2, 3)), (1, 2, 3), (0, 0, math.pi / 2))
    close(t.center, (1, 2, 3))
    close(t.inertia, S.box((2, 1, 3)).inertia, abs_=1e-12)
    close(t.bounds[0] + t.bounds[1], (0, 1.5, 1.5, 2, 2.5, 4.5))
    # turned 45 degrees about z: ixy = -∫xy dV with the box's long axis (y) now along (-1, 1): ∫xy < 0
    r = S.transformed(S.box((1, 2, 3)), (0, 0, 0), (0, 0, math.pi / 4))
    ixx, iyy = S.box((1, 2, 3)).inertia[0], S.box((1, 2, 3)).inertia[3]
    close(r.inertia, ((ixx + iyy) / 2, (ixx - iyy) / 2, 0, (ixx + iyy) / 2, 0, S.box((1, 2, 3)).inertia[5]))
    assert r.inertia[1] > 0
    close(S.principal_moments(r.inertia), sorted((ixx, iyy, S.box((1, 2, 3)).inertia[5])))


def test_combined_two_cubes_parallel_axis():
    a = S.box((1, 1, 1))
    b = S.transformed(S.box((1, 1, 1)), (2, 0, 0))
    u = S.combined([a, b])
    assert u.volume == 2
    close(u.center, (1, 0, 0))
    # each cube: 1/6 about its centre, plus 1 * 1^2 moved by 1 along x for iyy and izz
    close(u.inertia, (1 / 3, 0, 0, 1 / 6 * 2 + 2, 0, 1 / 6 * 2 + 2))
    assert S.contains(u, (1, 0, 0), tolerance=0)          # between the cubes: inside their hull
    assert not S.contains(u, (1, 0.6, 0), tolerance=0)
    # to a far corner, (2.5, ±0.5, ±0.5)
    assert S.farthest_distance(u, (1, 0, 0)) == pytest.approx(math.sqrt(1.5 ** 2 + 0.5))
    assert S.combined([]) is None


def test_combined_with_products_of_inertia():
    # a unit cube at (1, 1, 0): about the union's origin-centred frame ixy = -V·x·y = -1 for each offset part
    a = S.transformed(S.box((1, 1, 1)), (1, 1, 0))
    b = S.transformed(S.box((1, 1, 1)), (-1, -1, 0))
    u = S.combined([a, b])
    close(u.center, (0, 0, 0))
    assert u.inertia[1] == pytest.approx(-2.0)
    assert u.inertia[0] == pytest.approx(2 / 6 + 2)


def test_scaled_box_is_the_bigger_box():
    close(S.scaled(S.box((1, 2, 3)), (2, 0.5, 1)).inertia, S.box((2, 1, 3)).inertia)
    m = S.scaled(S.transformed(S.box((1, 1, 1)), (1, 0, 0)), (-2, 1, 1))   # mirrored: volume stays positive
    assert m.volume == pytest.approx(2)
    close(m.center, (-2, 0, 0))
    assert m.bounds == ((-3.0, -0.5, -0.5), (-1.0, 0.5, 0.5))


def test_principal_moments_of_a_general_tensor():
    # a box turned by an arbitrary rpy keeps its principal moments
    b = S.box((0.3, 0.7, 1.1))
    t = S.transformed(b, (0, 0, 0), (0.3, -1.1, 2.0))
    close(S.principal_moments(t.inertia), sorted((b.inertia[0], b.inertia[3], b.inertia[5])), rel=1e-9)


def test_contains_default_tolerance_is_relative():
    b = S.box((1, 1, 1))
    assert S.contains(b, (0.51, 0, 0))          # 1% of the diagonal (0.017)
    assert not S.contains(b, (0.53, 0, 0))


def test_hull_of_a_small_part_far_from_the_origin_holds_all_its_points():
    # a 0.5 mm cloud 1 km from the origin: rounding measured against the coordinates would drop points
    import random

    from urdf_ls.workspace.geometry import hull
    rng = random.Random(5)
    for _ in range(20):
        pts = [tuple(1000.0 + 1e-4 * rng.gauss(0, 1) for _ in range(3)) for _ in range(150)]
        faces = hull.planes(pts, hull.convex_hull(pts))
        worst = max(max(n[0] * p[0] + n[1] * p[1] + n[2] * p[2] - off for n, off in faces) for p in pts)
        assert worst < 1e-10
