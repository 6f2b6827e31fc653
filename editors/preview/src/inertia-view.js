// Physics overlays: each link's equivalent inertia box and each joint's range. They live in one group of the
// scene, not in the robot (a one-link patch swaps link contents), and follow the links' world matrices on
// every frame, so joint motion moves them along.
import * as THREE from 'three';

// eigen-decomposition of a symmetric 3x3 matrix (cyclic Jacobi): { values: [3], vectors: Matrix3 (columns) }
export function symmetricEigen(a) {
  const m = [[a[0][0], a[0][1], a[0][2]], [a[1][0], a[1][1], a[1][2]], [a[2][0], a[2][1], a[2][2]]];
  const v = [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
  for (let sweep = 0; sweep < 50; sweep++) {
    const off = Math.abs(m[0][1]) + Math.abs(m[0][2]) + Math.abs(m[1][2]);
    if (off < 1e-15 * (Math.abs(m[0][0]) + Math.abs(m[1][1]) + Math.abs(m[2][2]) + 1e-300)) break;
    for (const [p, q] of [[0, 1], [0, 2], [1, 2]]) {
      if (m[p][q] === 0) continue;
      const theta = (m[q][q] - m[p][p]) / (2 * m[p][q]);
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const c = 1 / Math.sqrt(t * t + 1), s = t * c;
      for (let k = 0; k < 3; k++) {       // m <- m J (columns p, q)
        const mkp = m[k][p], mkq = m[k][q];
        m[k][p] = c * mkp - s * mkq; m[k][q] = s * mkp + c * mkq;
      }
      for (let k = 0; k < 3; k++) {       // m <- J^T m (rows p, q)
        const mpk = m[p][k], mqk = m[q][k];
        m[p][k] = c * mpk - s * mqk; m[q][k] = s * mpk + c * mqk;
      }
      for (let k = 0; k < 3; k++) {
        const vkp = v[k][p], vkq = v[k][q];
        v[k][p] = c * vkp - s * vkq; v[k][q] = s * vkp + c * vkq;
      }
    }
  }
  const vectors = new THREE.Matrix3().set(v[0][0], v[0][1], v[0][2], v[1][0], v[1][1], v[1][2], v[2][0], v[2][1], v[2][2]);
  if (vectors.determinant() < 0) {          // a rotation, not a reflection
    const e = vectors.elements;
    for (let k = 6; k < 9; k++) e[k] = -e[k];
  }
  return { values: [m[0][0], m[1][1], m[2][2]], vectors };
}

// The box of uniform density with the link's mass and principal moments, as Gazebo and RViz draw it: for
// principal moments I1, I2, I3 its sides are sqrt(6 (I2 + I3 - I1) / m) and so on, along the principal axes at
// the centre of mass (in the <inertial> origin's frame, rpy included). Null, as in RViz, without a positive mass
// or when no body has these moments (one not positive, or one larger than the sum of the other two).
export function inertiaBox(inertial) {
  if (!inertial || !(inertial.mass > 0)) return null;
  const i = inertial.inertia || {};
  const t = [[i.ixx || 0, i.ixy || 0, i.ixz || 0], [i.ixy || 0, i.iyy || 0, i.iyz || 0], [i.ixz || 0, i.iyz || 0, i.izz || 0]];
  const { values: [a, b, c], vectors } = symmetricEigen(t);
  const slack = 1e-9 * (a + b + c);
  if (!(a > 0 && b > 0 && c > 0) || b + c - a < -slack || a + c - b < -slack || a + b - c < -slack) return null;
  const m = inertial.mass;
  const side = (x) => Math.sqrt(Math.max(0, 6 * x / m));
  const size = [side(b + c - a), side(a + c - b), side(a + b - c)];
  const o = inertial.origin || {};
  const xyz = o.xyz || [0, 0, 0], rpy = o.rpy || [0, 0, 0];
  const frame = new THREE.Matrix4().makeRotationFromEuler(new THREE.Euler(rpy[0], rpy[1], rpy[2], 'ZYX'));
  frame.setPosition(xyz[0], xyz[1], xyz[2]);
  const principal = new THREE.Matrix4().setFromMatrix3(vectors);
  return { size, moments: [a, b, c], local: frame.multiply(principal) };
}

const boxGeometry = new THREE.BoxGeometry(1, 1, 1);
const boxEdges = new THREE.EdgesGeometry(boxGeometry);
// drawn over the robot (no depth test): a box as large as its link's part would otherwise fight with it
const over = { transparent: true, depthTest: false, depthWrite: false };
const boxMaterial = new THREE.MeshBasicMaterial({ color: 0x7c4dff, opacity: 0.3, ...over });
const edgeMaterial = new THREE.LineBasicMaterial({ color: 0xb39dff, opacity: 0.9, ...over });
const rangeMaterial = new THREE.MeshBasicMaterial({ color: 0x26c6da, opacity: 0.4, side: THREE.DoubleSide, ...over });
const rangeLine = new THREE.LineBasicMaterial({ color: 0x4dd0e1, opacity: 0.95, ...over });

function placed(object, follow, local) {
  object.matrixAutoUpdate = false;
  object.userData.follow = follow;
  object.userData.local = local;
  return object;
}

function inertiaObject(link, box) {
  const g = new THREE.Group();
  g.add(new THREE.Mesh(boxGeometry, boxMaterial), new THREE.LineSegments(boxEdges, edgeMaterial));
  g.children.forEach((c) => { c.scale.set(...box.size.map((s) => Math.max(s, 1e-6))); c.renderOrder = 5; });
  g.userData.info = { link: link.name, size: box.size, moments: box.moments };
  return placed(g, link, box.local);
}

// a revolute joint's range: a sector in the plane normal to its axis, from lower to upper, starting at a
// direction normal to the axis; a prismatic joint's: a bar along the axis from lower to upper
function rangeObject(joint, radius) {
  const lo = joint.limit.lower, hi = joint.limit.upper;
  if (!(Number.isFinite(lo) && Number.isFinite(hi) && hi > lo)) return null;
  const axis = joint.axis.clone().normalize();
  const basis = new THREE.Quaternion().setFromUnitVectors(new THREE.Vector3(0, 0, 1), axis);
  const g = new THREE.Group();
  let info;
  if (joint.jointType === 'revolute') {
    const sweep = Math.min(hi - lo, 2 * Math.PI);
    const shape = new THREE.CircleGeometry(radius, Math.max(8, Math.ceil(sweep / 0.1)), lo, sweep);
    const fan = new THREE.Mesh(shape, rangeMaterial);
    const arc = Array.from({ length: 33 }, (_, k) => { const a = lo + sweep * k / 32; return new THREE.Vector3(radius * Math.cos(a), radius * Math.sin(a), 0); });
    const rim = new THREE.Line(new THREE.BufferGeometry().setFromPoints([new THREE.Vector3(), ...arc, new THREE.Vector3()]), rangeLine);
    fan.quaternion.copy(basis); rim.quaternion.copy(basis);
    g.add(fan, rim);
    info = { joint: joint.name, type: 'revolute', lower: lo, upper: hi, radius };
  } else if (joint.jointType === 'prismatic') {
    const width = radius * 0.12;
    const bar = new THREE.Mesh(new THREE.BoxGeometry(width, width, hi - lo), rangeMaterial);
    bar.position.set(0, 0, (lo + hi) / 2).applyQuaternion(basis);
    bar.quaternion.copy(basis);
    const ends = new THREE.LineSegments(new THREE.BufferGeometry().setFromPoints([
      new THREE.Vector3(0, 0, lo), new THREE.Vector3(0, 0, hi)].map((p) => p.applyQuaternion(basis))), rangeLine);
    g.add(bar, ends);
    info = { joint: joint.name, type: 'prismatic', lower: lo, upper: hi, length: hi - lo };
  } else {
    return null;
  }
  g.children.forEach((c) => { c.renderOrder = 6; });
  g.userData.info = info;
  // the joint's frame at rest, in its parent link: the range does not turn with the joint
  const local = new THREE.Matrix4().compose(joint.origPosition || joint.position, joint.origQuaternion || joint.quaternion,
    new THREE.Vector3(1, 1, 1));
  return placed(g, joint.parent, local);
}

function disposeGroup(group) {
  for (const c of group.children.splice(0)) {
    c.traverse((o) => { if (o.geometry && o.geometry !== boxGeometry && o.geometry !== boxEdges) o.geometry.dispose(); });
  }
}

export function createPhysicsView(scene) {
  const boxes = new THREE.Group(), ranges = new THREE.Group();
  boxes.userData.helper = ranges.userData.helper = true;
  boxes.visible = ranges.visible = false;
  scene.add(boxes, ranges);
  let model = null, built = null;
  const follow = (group) => {
    for (const o of group.children) {
      const f = o.userData.follow;
      o.visible = !!(f && f.parent);
      if (o.visible) o.matrix.multiplyMatrices(f.matrixWorld, o.userData.local);
      o.matrixWorldNeedsUpdate = true;
    }
  };
  return {
    // the model (and a counter bumped when a link is patched: overlays are rebuilt when either changes) and a
    // function giving its size (the ranges' radius), called only when the overlays are built
    setModel(robot, version, size) { model = robot ? { robot, version, size } : null; },
    setShown(kind, on) { (kind === 'inertia' ? boxes : ranges).visible = !!on; },
    beforeRender() {
      if (!boxes.visible && !ranges.visible) return;
      const key = model && model.robot.uuid + ':' + model.version;
      if (built !== key) {
        disposeGroup(boxes); disposeGroup(ranges);
        built = key;
        if (model) {
          for (const link of Object.values(model.robot.links)) {
            const box = inertiaBox(link.inertial);
            if (box) boxes.add(inertiaObject(link, box));
          }
          for (const joint of Object.values(model.robot.joints)) {
            const r = rangeObject(joint, Math.max(0.01, model.size() * 0.07));
            if (r) ranges.add(r);
          }
        }
      }
      if (model) model.robot.updateMatrixWorld(true);
      follow(boxes); follow(ranges);
    },
    boxes: () => boxes.children.map((o) => o.userData.info),
    ranges: () => ranges.children.map((o) => o.userData.info),
  };
}
