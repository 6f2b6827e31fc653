// Another version of the robot (the state's `compare`: e.g. the file at HEAD) drawn as a ghost over the current
// one: translucent grey, visuals only, at its zero pose, never picked. The links that differ in the current
// version are named in compare.changed; main.js tints them (see applyLook). Built with the page's own URDF
// reader and mesh cache, so a mesh both versions use is fetched once.
import * as THREE from 'three';
import URDFLoader from 'urdf-loader';
import { sanitize } from './sanitize.js';

const FILE_PREFIX = 'urdfls-file:';

export function createCompareView(scene, meshCache, onChange) {
  const ghostMaterial = new THREE.MeshBasicMaterial({ color: 0xb8c0cc, transparent: true, opacity: 0.22, depthWrite: false });
  ghostMaterial.userData.shared = true;
  let ghost = null;          // the ghost robot on screen
  let shownUrdf = null;      // the text it was built from
  let seq = 0;
  const view = { label: '', changed: new Set(), hidden: false, ghostLinks: [], meshes: { total: 0, loaded: 0, failed: 0 } };

  function dispose(robot) {
    robot.traverse((o) => { if (o.isMesh && o.geometry && !o.geometry.userData.shared) o.geometry.dispose(); });
  }

  function clear() {
    seq++;
    if (ghost) { scene.remove(ghost); dispose(ghost); }
    ghost = null;
    shownUrdf = null;
    view.ghostLinks = [];
    view.changed = new Set();
    view.label = '';
    onChange();
  }

  // a mesh of the ghost: every part takes the ghost's material, and none casts a pick
  function ghostly(o) {
    o.traverse((c) => {
      if (c.isMesh) { c.material = ghostMaterial; c.raycast = () => {}; c.renderOrder = 1; }
    });
    return o;
  }

  async function build(compare, files) {
    const mine = ++seq;
    const tracker = meshCache.tracker(null);
    const loader = new URDFLoader(new THREE.LoadingManager());
    loader.parseVisual = true;
    loader.parseCollision = false;
    loader.workingPath = '';
    loader.packages = (pkg) => 'unresolved-package:' + pkg;
    loader.loadMeshCb = (path, manager, material, done) => meshCache.load(path, material, (o) => done(o && ghostly(o)), tracker, files);
    loader.manager.setURLModifier((url) => (url.startsWith(FILE_PREFIX) ? 'data:,' : url));   // (no textures on a ghost)
    let robot;
    try {
      robot = loader.parse(sanitize(compare.urdf));
    } catch (e) {
      console.warn('urdf-ls preview: the compared version could not be built', e);
      return;
    }
    if (!robot || !robot.isURDFRobot) return;
    ghostly(robot);
    await tracker.settled();
    if (mine !== seq) { dispose(robot); return; }
    if (ghost) { scene.remove(ghost); dispose(ghost); }
    ghost = robot;
    ghost.visible = !view.hidden;
    ghost.userData.ghost = true;
    scene.add(ghost);
    view.ghostLinks = Object.keys(robot.links);
    view.meshes = tracker.counts();
    onChange();
  }

  return {
    view,
    // the state's compare (or null): rebuild the ghost when its text changed
    set(compare, files) {
      if (!compare || typeof compare.urdf !== 'string') { if (ghost || shownUrdf !== null) clear(); return Promise.resolve(); }
      view.label = compare.label || '';
      view.changed = new Set(compare.changed || []);
      onChange();
      if (compare.urdf === shownUrdf) return Promise.resolve();
      shownUrdf = compare.urdf;
      return build(compare, files || {});
    },
    setHidden(hidden) {
      view.hidden = !!hidden;
      if (ghost) ghost.visible = !view.hidden;
      onChange();
    },
    isChanged: (link) => !view.hidden && view.changed.has(link),
    active: () => shownUrdf !== null,
  };
}
