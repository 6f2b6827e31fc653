// The measuring tool: with it on, two clicks on the robot's surfaces pick two points; the distance between
// them (and its x, y, z parts) is shown beside a line joining them. A third click starts a new measurement.
import * as THREE from 'three';
import { CSS2DObject } from 'three/examples/jsm/renderers/CSS2DRenderer.js';

const dotGeometry = new THREE.SphereGeometry(1, 12, 8);
const dotMaterial = new THREE.MeshBasicMaterial({ color: 0xffd400, depthTest: false, transparent: true });
const lineMaterial = new THREE.LineBasicMaterial({ color: 0xffd400, depthTest: false, transparent: true });

export function formatLength(d) {
  return d >= 1 ? d.toFixed(3) + ' m' : (d * 1000).toFixed(1) + ' mm';
}

// hitAt(clientX, clientY) -> world point on a shown surface, or null; size() -> the model's size (dot radius)
export function createMeasure(scene, out, hitAt, size) {
  const group = new THREE.Group();
  group.userData.helper = true;
  group.renderOrder = 20;
  scene.add(group);
  const label = document.createElement('div');
  label.className = 'label measure';
  const tag = new CSS2DObject(label);
  const state = { active: false, points: [], distance: null };

  function redraw() {
    for (const c of group.children.splice(0)) if (c.isLine) c.geometry.dispose();
    const r = Math.max(0.002, size() * 0.006);
    for (const p of state.points) {
      const dot = new THREE.Mesh(dotGeometry, dotMaterial);
      dot.position.fromArray(p);
      dot.scale.setScalar(r);
      dot.renderOrder = 20;
      group.add(dot);
    }
    state.distance = null;
    out.textContent = state.active ? (state.points.length ? 'pick the second point' : 'pick a point on the robot') : '';
    if (state.points.length === 2) {
      const [a, b] = state.points.map((p) => new THREE.Vector3().fromArray(p));
      const line = new THREE.Line(new THREE.BufferGeometry().setFromPoints([a, b]), lineMaterial);
      line.renderOrder = 20;
      group.add(line);
      state.distance = a.distanceTo(b);
      const d = b.clone().sub(a);
      label.textContent = formatLength(state.distance);
      tag.position.copy(a).add(b).multiplyScalar(0.5);
      group.add(tag);
      out.textContent = `distance ${formatLength(state.distance)} (dx ${formatLength(Math.abs(d.x))}, ` +
        `dy ${formatLength(Math.abs(d.y))}, dz ${formatLength(Math.abs(d.z))})`;
    }
    group.visible = state.active;
  }

  return {
    state,
    group,
    setActive(on) {
      state.active = !!on;
      state.points = [];
      out.classList.toggle('on', state.active);
      redraw();
    },
    clear() { state.points = []; redraw(); },
    // a click in measuring mode: true when it was used (the page then does not select a link)
    click(clientX, clientY) {
      if (!state.active) return false;
      const p = hitAt(clientX, clientY);
      if (!p) return true;
      if (state.points.length === 2) state.points = [];
      state.points.push(p.toArray());
      redraw();
      return true;
    },
  };
}
