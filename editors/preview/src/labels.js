// Link name labels: one DOM label per link at its frame's origin (CSS2DRenderer), crisp at any zoom. The same
// DOM layer carries the other 2D overlays (the measuring tool's distance): add their groups to `layer`.
import * as THREE from 'three';
import { CSS2DRenderer, CSS2DObject } from 'three/examples/jsm/renderers/CSS2DRenderer.js';

export function createLabels(canvas, scene) {
  const renderer = new CSS2DRenderer();
  const el = renderer.domElement;
  el.id = 'labels';
  // its own stacking context: the renderer's per-label z-index must not lift labels over the toolbar's menu
  Object.assign(el.style, { position: 'absolute', left: '0', top: '0', pointerEvents: 'none', zIndex: '0' });
  canvas.after(el);          // above the view, below the toolbar and panels
  const layer = new THREE.Group();
  const names = new THREE.Group();
  layer.userData.helper = names.userData.helper = true;
  names.visible = false;
  scene.add(layer);
  let robot = null, builtFor = '';
  const p = new THREE.Vector3();

  function rebuild() {
    for (const o of names.children.splice(0)) o.element.remove();
    for (const link of Object.values(robot ? robot.links : {})) {
      const div = document.createElement('div');
      div.className = 'label';
      div.textContent = link.name;
      const o = new CSS2DObject(div);
      o.userData.link = link;
      names.add(o);
    }
  }
  return {
    layer,
    setModel(r) { robot = r; },
    // hidden names leave the layer: the renderer would otherwise touch every label's style on every frame
    setShown(on) {
      names.visible = !!on;
      if (on) layer.add(names);
      else { layer.remove(names); for (const o of names.children) o.element.style.display = 'none'; }
    },
    // after the WebGL render: place the labels (a new model, or a patch that renames links, gets new ones)
    render(camera, width, height) {
      if (names.visible) {
        const key = robot ? robot.uuid + ':' + Object.keys(robot.links).join('\n') : '';
        if (key !== builtFor) { builtFor = key; rebuild(); }
        for (const o of names.children) o.position.copy(o.userData.link.getWorldPosition(p));
      }
      renderer.setSize(width, height);
      renderer.render(layer, camera);
    },
    texts: () => [...el.querySelectorAll('.label')].filter((d) => d.style.display !== 'none' && names.visible &&
      !d.classList.contains('measure')).map((d) => d.textContent),
  };
}
