// Self-collision at the current pose: which links' collision geometry meets another's, checked on the convex
// hulls of their collision meshes (GJK) while the joint sliders move, the way MoveIt checks a state: links joined
// by a joint, or through links without collision geometry, are adjacent and never reported (the page does not
// know the SRDF's disabled pairs).  Hull vertices are found once per geometry (three's ConvexHull).
import * as THREE from 'three';
import { ConvexHull } from 'three/examples/jsm/math/ConvexHull.js';
import { ConvexGeometry } from 'three/examples/jsm/geometries/ConvexGeometry.js';

const MAX_HULL_INPUT = 200000;   // vertices: a bigger mesh is hulled from a stride of them

const hullOf = new WeakMap();    // geometry -> { pts: Float64Array of its hull's vertices (its own frame), volume }

function hullData(geometry) {
  let h = hullOf.get(geometry);
  if (h) return h;
  const pos = geometry.getAttribute('position');
  const step = Math.max(1, Math.ceil(pos.count / MAX_HULL_INPUT));
  const input = [];
  for (let i = 0; i < pos.count; i += step) input.push(new THREE.Vector3().fromBufferAttribute(pos, i));
  h = { pts: new Float64Array(0), volume: 0 };
  if (input.length >= 4) {
    try {
      const hull = new ConvexHull().setFromPoints(input);
      const pts = new Float64Array(hull.vertices.length * 3);
      hull.vertices.forEach((v, k) => { pts[3 * k] = v.point.x; pts[3 * k + 1] = v.point.y; pts[3 * k + 2] = v.point.z; });
      h = { pts, volume: hullVolume(hull) };
    } catch (e) {    // (flat or degenerate: its points themselves)
      h = { pts: new Float64Array(input.flatMap((v) => [v.x, v.y, v.z])), volume: 0 };
    }
  }
  hullOf.set(geometry, h);
  return h;
}
const hullPoints = (geometry) => hullData(geometry).pts;

function hullVolume(hull) {
  let v = 0;
  for (const face of hull.faces) {
    const a = face.edge.head().point;
    let e = face.edge.next;
    while (e.next !== face.edge) {    // (a fan of triangles over the face's polygon)
      const b = e.head().point, c = e.next.head().point;
      v += a.dot(new THREE.Vector3().crossVectors(b, c)) / 6;
      e = e.next;
    }
  }
  return Math.abs(v);
}

// The smallest of the box, the cylinders along x, y and z and the sphere enclosing a mesh's hull (about the
// centre of its bounding box), as `urdf-ls collision --primitive` chooses it; null when it holds more than
// `tolerance` more volume than the hull (the command writes the hull then)
export function enclosingPrimitive(geometry, tolerance = 0.5) {
  const { pts, volume } = hullData(geometry);
  if (!pts.length || volume <= 0) return null;
  const lo = [Infinity, Infinity, Infinity], hi = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < pts.length; i += 3) for (let k = 0; k < 3; k++) {
    lo[k] = Math.min(lo[k], pts[i + k]); hi[k] = Math.max(hi[k], pts[i + k]);
  }
  const mid = [0, 1, 2].map((k) => (lo[k] + hi[k]) / 2), size = [0, 1, 2].map((k) => hi[k] - lo[k]);
  const reach = (axes) => {
    let r = 0;
    for (let i = 0; i < pts.length; i += 3) r = Math.max(r, Math.hypot(...axes.map((k) => pts[i + k] - mid[k])));
    return r;
  };
  const out = [{ kind: 'box', size, volume: size[0] * size[1] * size[2] }];
  for (const k of [0, 1, 2]) {
    const r = reach([0, 1, 2].filter((a) => a !== k));
    out.push({ kind: 'cylinder', axis: k, radius: r, length: size[k], volume: Math.PI * r * r * size[k] });
  }
  const r = reach([0, 1, 2]);
  out.push({ kind: 'sphere', radius: r, volume: 4 / 3 * Math.PI * r ** 3 });
  const best = out.reduce((a, b) => (b.volume < a.volume ? b : a));
  return best.volume <= volume * (1 + tolerance) ? { ...best, center: mid } : null;
}

function primitiveMesh(p, material) {
  let g;
  if (p.kind === 'box') g = new THREE.BoxGeometry(...p.size);
  else if (p.kind === 'sphere') g = new THREE.SphereGeometry(p.radius, 24, 16);
  else g = new THREE.CylinderGeometry(p.radius, p.radius, p.length, 32);     // (three's cylinders run along y)
  const m = new THREE.Mesh(g, material);
  m.position.set(...p.center);
  if (p.kind === 'cylinder' && p.axis === 0) m.rotation.z = Math.PI / 2;
  if (p.kind === 'cylinder' && p.axis === 2) m.rotation.x = Math.PI / 2;
  return m;
}

// The enclosing primitive of each visual mesh where one fits, drawn in its place (`urdf-ls collision
// --primitive`, seen before it is written).  Returns whether one was added.
export function primitivePreviews(robot, material) {
  let added = false;
  robot.traverse((o) => {
    if (!o.isURDFVisual) return;
    o.traverse((m) => {
      if (!m.isMesh || m.userData.hullPreview || m.userData.primitivePreview || m.userData.primitiveShown ||
          m.userData.placeholder || !m.geometry) return;
      m.userData.primitiveShown = true;
      const p = enclosingPrimitive(m.geometry);
      if (!p) return;
      const shape = primitiveMesh(p, material);
      shape.userData.primitivePreview = true;
      shape.userData.primitive = p.kind;
      m.add(shape);
      added = true;
    });
  });
  return added;
}

// The convex hull of each visual mesh, drawn in its place (a child of the mesh): what `urdf-ls collision --hull`
// would write, seen before it is written.  Returns whether one was added (meshes arrive as they load).
export function hullPreviews(robot, material) {
  let added = false;
  robot.traverse((o) => {
    if (!o.isURDFVisual) return;
    o.traverse((m) => {
      if (!m.isMesh || m.userData.hullPreview || m.userData.primitivePreview || m.userData.hullShown ||
          m.userData.placeholder || !m.geometry) return;
      const pts = hullPoints(m.geometry);
      if (pts.length < 12) return;
      const points = [];
      for (let i = 0; i < pts.length; i += 3) points.push(new THREE.Vector3(pts[i], pts[i + 1], pts[i + 2]));
      const hull = new THREE.Mesh(new ConvexGeometry(points), material);
      hull.userData.hullPreview = true;
      m.userData.hullShown = true;
      m.add(hull);
      added = true;
    });
  });
  return added;
}

// ---- GJK on two point sets (their convex hulls): do they intersect?
const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const neg = (a) => [-a[0], -a[1], -a[2]];
const same = (a, b) => dot(a, b) > 0;

function farthest(pts, d) {
  let best = -Infinity, k = 0;
  for (let i = 0; i < pts.length; i += 3) {
    const s = pts[i] * d[0] + pts[i + 1] * d[1] + pts[i + 2] * d[2];
    if (s > best) { best = s; k = i; }
  }
  return [pts[k], pts[k + 1], pts[k + 2]];
}
const support = (A, B, d) => sub(farthest(A, d), farthest(B, neg(d)));

function line(s) {
  const [a, b] = s, ab = sub(b, a), ao = neg(a);
  if (same(ab, ao)) return { s, d: cross(cross(ab, ao), ab) };
  return { s: [a], d: ao };
}
function triangle(s) {
  const [a, b, c] = s, ab = sub(b, a), ac = sub(c, a), ao = neg(a), abc = cross(ab, ac);
  if (same(cross(abc, ac), ao)) {
    if (same(ac, ao)) return { s: [a, c], d: cross(cross(ac, ao), ac) };
    return line([a, b]);
  }
  if (same(cross(ab, abc), ao)) return line([a, b]);
  if (same(abc, ao)) return { s, d: abc };
  return { s: [a, c, b], d: neg(abc) };
}
function tetrahedron(s) {
  const [a, b, c, d] = s, ab = sub(b, a), ac = sub(c, a), ad = sub(d, a), ao = neg(a);
  if (same(cross(ab, ac), ao)) return triangle([a, b, c]);
  if (same(cross(ac, ad), ao)) return triangle([a, c, d]);
  if (same(cross(ad, ab), ao)) return triangle([a, d, b]);
  return null;     // the origin is inside: they intersect
}

export function intersect(A, B) {
  if (!A.length || !B.length) return false;
  let p = support(A, B, [1, 0, 0]);
  let s = [p];
  let d = neg(p);
  for (let iter = 0; iter < 64; iter++) {
    if (dot(d, d) < 1e-24) return true;            // the origin is on the simplex: touching counts
    p = support(A, B, d);
    if (dot(p, d) <= 0) return false;
    s = [p, ...s];
    const next = s.length === 2 ? line(s) : s.length === 3 ? triangle(s) : tetrahedron(s);
    if (next === null) return true;
    ({ s, d } = next);
  }
  return true;     // (no convergence: a grazing contact)
}

// ---- the robot: its links' world hull points, adjacency, and the colliding pairs
function childLink(joint) { return joint.children.find((c) => c.isURDFLink); }

function collisionMeshes(link) {
  const out = [];
  for (const c of link.children) {
    if (!c.isURDFCollider) continue;
    c.traverse((o) => { if (o.isMesh && o.geometry && !o.userData.placeholder) out.push(o); });
  }
  return out;
}

// MoveIt Setup Assistant's adjacency: joined by a joint, or through links without collision geometry
function adjacency(robot, hasGeometry) {
  const graph = new Map();
  const link = (n) => { if (!graph.has(n)) graph.set(n, new Set()); return graph.get(n); };
  for (const j of Object.values(robot.joints)) {
    const child = childLink(j);
    if (!j.parent || !j.parent.isURDFLink || !child) continue;
    link(j.parent.name).add(child.name);
    link(child.name).add(j.parent.name);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, near] of graph) {
      if (hasGeometry.has(name)) continue;
      const around = [...near];
      for (const a of around) for (const b of around) {
        if (a !== b && !graph.get(a).has(b)) { graph.get(a).add(b); changed = true; }
      }
    }
  }
  return (a, b) => graph.has(a) && graph.get(a).has(b);
}

export function createContacts() {
  let model = null, adjacent = null;
  return {
    // [[link, link], ...] of the non-adjacent links whose collision hulls meet at the robot's current pose
    check(robot) {
      robot.updateMatrixWorld(true);
      const bodies = [];
      for (const [name, link] of Object.entries(robot.links)) {
        const meshes = collisionMeshes(link);
        if (!meshes.length) continue;
        const parts = meshes.map((m) => {
          const local = hullPoints(m.geometry);
          const world = new Float64Array(local.length);
          const e = m.matrixWorld.elements;
          for (let i = 0; i < local.length; i += 3) {
            const x = local[i], y = local[i + 1], z = local[i + 2];
            world[i] = e[0] * x + e[4] * y + e[8] * z + e[12];
            world[i + 1] = e[1] * x + e[5] * y + e[9] * z + e[13];
            world[i + 2] = e[2] * x + e[6] * y + e[10] * z + e[14];
          }
          return { pts: world, box: box(world) };
        });
        bodies.push({ name, parts, box: union(parts.map((p) => p.box)) });
      }
      if (model !== robot) {
        model = robot;
        adjacent = adjacency(robot, new Set(bodies.map((b) => b.name)));
      }
      const out = [];
      for (let i = 0; i < bodies.length; i++) {
        for (let k = i + 1; k < bodies.length; k++) {
          const A = bodies[i], B = bodies[k];
          if (adjacent(A.name, B.name) || !overlap(A.box, B.box)) continue;
          if (A.parts.some((a) => B.parts.some((b) => overlap(a.box, b.box) && intersect(a.pts, b.pts)))) {
            out.push(A.name < B.name ? [A.name, B.name] : [B.name, A.name]);
          }
        }
      }
      return out.sort();
    },
  };
}

function box(pts) {
  const lo = [Infinity, Infinity, Infinity], hi = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < pts.length; i += 3) {
    for (let k = 0; k < 3; k++) { lo[k] = Math.min(lo[k], pts[i + k]); hi[k] = Math.max(hi[k], pts[i + k]); }
  }
  return { lo, hi };
}
function union(boxes) {
  return { lo: [0, 1, 2].map((k) => Math.min(...boxes.map((b) => b.lo[k]))),
           hi: [0, 1, 2].map((k) => Math.max(...boxes.map((b) => b.hi[k]))) };
}
function overlap(a, b) {
  return a.lo[0] <= b.hi[0] && b.lo[0] <= a.hi[0] && a.lo[1] <= b.hi[1] && b.lo[1] <= a.hi[1] &&
    a.lo[2] <= b.hi[2] && b.lo[2] <= a.hi[2];
}
