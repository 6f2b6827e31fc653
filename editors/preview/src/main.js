// urdf-ls live preview page: renders the state the server pushes (Server-Sent Events, long-poll fallback)
// with three.js + urdf-loader. The camera, joint values, toggles and selection survive every update; a
// broken document keeps the last good model and shows an error badge.
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import URDFLoader from 'urdf-loader';
import { createMeshCache } from './meshes.js';
import { createJointPanel } from './joints.js';
import { sanitize } from './sanitize.js';
import { createLabels } from './labels.js';
import { createMeasure } from './measure.js';
import { createPhysicsView } from './inertia-view.js';
import { createCompareView } from './compare.js';
import { canvasPng, downloadPng } from './export.js';
import { createContacts, hullPreviews, primitivePreviews } from './contacts.js';
import './host-keys.js';   // editor shortcuts from the framed page
import './menus.js';       // the toolbar's menus close on a press outside them

const $ = (id) => document.getElementById(id);
const meta = document.querySelector('meta[name="urdfls-token"]');
const TOKEN = new URLSearchParams(location.search).get('token') || (meta && meta.content) || '';
// URLs relative to the page, so that it also works behind a path prefix (e.g. code-server's /proxy/PORT/)
const api = (path, query = '') => `${path.replace(/^\//, '')}?token=${encodeURIComponent(TOKEN)}${query}`;
const FILE_PREFIX = 'urdfls-file:';
// ?theme=light for editors with a light colour theme (dark by default)
const LIGHT = new URLSearchParams(location.search).get('theme') === 'light';
if (LIGHT) document.body.classList.add('light');
const BG = LIGHT ? 0xe4e7eb : 0x23272e;
THREE.Cache.enabled = true;   // texture images by URL; the URL carries the file's stamp, so a changed file reloads

// ---- public state for tests and embedders -----------------------------------------------------------------
const P = {
  ready: false, version: null, links: [], joints: [], errorCount: 0, firstError: null, message: null, title: '',
  selected: null, highlighted: null, highlightRequest: null, loading: null, toggles: { visual: true, collision: false, frames: false, com: false, labels: false, inertia: false, ranges: false, contacts: false, hulls: false,
    primitives: false },
  contacts: [],
  meshes: { total: 0, loaded: 0, failed: 0 }, failedMeshes: [], buildError: null, connected: false, statesReceived: 0,
  builds: 0, patches: 0, receivedAt: null, renderedAt: null, renderedVersion: null, webglError: null, pending: false,
};
window.urdfPreview = P;
Object.defineProperty(P, "_debug", { enumerable: false, get: () => ({ scene, camera, controls, grid, renderer }) });

// ---- scene ------------------------------------------------------------------------------------------------------
const canvas = $('view');
// without WebGL the page still follows the document (links, errors, messages) and says why nothing is drawn
let renderer = null;
try {
  renderer = new THREE.WebGLRenderer({ canvas, antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
} catch (e) {
  P.webglError = 'WebGL is not available here, so the robot cannot be drawn (' + (e && e.message || e) + ').';
}
canvas.addEventListener('webglcontextlost', (e) => { e.preventDefault(); P.webglError = 'The WebGL context was lost; waiting for it to come back.'; updateChrome(); });
canvas.addEventListener('webglcontextrestored', () => { P.webglError = null; updateChrome(); requestRender(); });
const scene = new THREE.Scene();
scene.background = new THREE.Color(BG);
const camera = new THREE.PerspectiveCamera(45, 1, 0.01, 1000);
camera.up.set(0, 0, 1);                       // URDF is Z-up
camera.position.set(1.6, 1.2, 1.1);
scene.add(camera);
// on a light background, white parts must stay darker than it: less light, and a darker ground colour
scene.add(LIGHT ? new THREE.HemisphereLight(0xffffff, 0x30343a, 1.05) : new THREE.HemisphereLight(0xffffff, 0x404040, 1.6));
const headLight = new THREE.DirectionalLight(0xffffff, LIGHT ? 1.05 : 1.6);
headLight.position.set(0.5, 1, 1);
camera.add(headLight);
const controls = new OrbitControls(camera, canvas);
controls.target.set(0, 0, 0.3);
controls.update();

// the ground grid in the XY plane, each line cut into cell-long segments (a long line whose end is behind the
// camera is dropped entirely by some software rasterisers)
function makeGrid(size, divisions, centre, other) {
  const pos = [], col = [], c1 = new THREE.Color(centre), c2 = new THREE.Color(other);
  const h = size / 2, step = size / divisions;
  for (let i = 0; i <= divisions; i++) {
    const k = -h + i * step, c = i === divisions / 2 ? c1 : c2;
    for (let j = 0; j < divisions; j++) {
      const a = -h + j * step, b = a + step;
      pos.push(a, k, 0, b, k, 0, k, a, 0, k, b, 0);
      for (let n = 0; n < 4; n++) col.push(c.r, c.g, c.b);
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setAttribute('color', new THREE.Float32BufferAttribute(col, 3));
  return new THREE.LineSegments(g, new THREE.LineBasicMaterial({ vertexColors: true, toneMapped: false }));
}
const grid = LIGHT ? makeGrid(4, 40, 0x6e7781, 0xb4bac2) : makeGrid(4, 40, 0x7a8494, 0x4c5460);
grid.userData.helper = true;
scene.add(grid);
const worldAxes = new THREE.AxesHelper(0.2);
worldAxes.userData.helper = true;
scene.add(worldAxes);

const labels = createLabels(canvas, scene);
const physics = createPhysicsView(scene);
const measure = createMeasure(labels.layer, $('measure-out'), surfacePoint, () => (current ? modelSize(current.robot) : 1));

let renderQueued = false;
function requestRender() {
  if (renderQueued) return;
  renderQueued = true;
  requestAnimationFrame(() => { renderQueued = false; renderNow(); });
}
let renderedVersion = null;
let placeholdersDirty = false;
function renderNow() {
  if (placeholdersDirty && current) { placeholdersDirty = false; fixPlaceholders(current.robot); }
  if (current && P.toggles.hulls && hullPreviews(current.robot, hullMaterial)) lookDirty = true;
  if (current && P.toggles.primitives && primitivePreviews(current.robot, primitiveMaterial)) lookDirty = true;
  if (current && P.toggles.contacts) updateContacts();
  if (lookDirty) applyLook();
  physics.beforeRender();
  if (renderer && !P.webglError) renderer.render(scene, camera);
  labels.render(camera, canvas.clientWidth, canvas.clientHeight);
  if (P.ready && P.version !== renderedVersion) {
    // wall-clock time the new version reached the screen (for latency measurements from outside)
    renderedVersion = P.renderedVersion = P.version;
    P.renderedAt = Date.now();
  }
}
controls.addEventListener('change', requestRender);
let cameraTouched = false;
let fittedTitle = null;     // the camera is fitted once per document (title), then left to the user
controls.addEventListener('start', () => { cameraTouched = true; });

function resize() {
  const w = Math.max(1, canvas.clientWidth), h = Math.max(1, canvas.clientHeight);
  if (renderer) renderer.setSize(w, h, false);
  camera.aspect = w / h;
  camera.updateProjectionMatrix();
  renderNow();
}
new ResizeObserver(resize).observe(canvas);
// the toolbar wraps in narrow views (an editor's side panel): the joint panel starts below it
new ResizeObserver(() => document.documentElement.style.setProperty('--bar-h', $('bar').offsetHeight + 'px')).observe($('bar'));
resize();

// ---- materials for looks ----------------------------------------------------------------------------------
const collisionMaterial = new THREE.MeshPhongMaterial({ color: 0xff9e3d, transparent: true, opacity: 0.55, depthWrite: false });
collisionMaterial.userData.shared = true;
// the convex hulls of the visual meshes, as `urdf-ls collision --hull` would write them
const hullMaterial = new THREE.MeshPhongMaterial({ color: 0x3fb950, transparent: true, opacity: 0.35, depthWrite: false });
hullMaterial.userData.shared = true;
// the enclosing box, cylinder or sphere of `urdf-ls collision --primitive`, where one fits
const primitiveMaterial = new THREE.MeshBasicMaterial({ color: 0x58a6ff, wireframe: true });
primitiveMaterial.userData.shared = true;
const tints = new Map();   // material -> Map(color -> tinted clone)
function tinted(material, color) {
  if (Array.isArray(material)) return material.map((m) => tinted(m, color));
  let byColor = tints.get(material);
  if (!byColor) { byColor = new Map(); tints.set(material, byColor); }
  let m = byColor.get(color);
  if (!m) {
    m = material.clone();
    if (m.emissive) { m.emissive.setHex(color); m.emissiveIntensity = 0.65; }
    else if (m.color) m.color.setHex(color);
    byColor.set(color, m);
  }
  return m;
}
const SELECT_COLOR = 0xff7a00, HIGHLIGHT_COLOR = 0x2f81f7, CHANGED_COLOR = 0xdb61a2, CONTACT_COLOR = 0xe5534b;

// ---- model --------------------------------------------------------------------------------------------------------
let current = null;        // { robot, urdf, filesSig, state }
let latest = null;         // newest state received
let buildSeq = 0;
let pending = 0;           // seq of the build in flight (0: none)
let lookDirty = false;
const meshCache = createMeshCache(api);
// another version of the robot as a ghost, its changed links tinted (compare.js; the state's `compare`)
const compareView = createCompareView(scene, meshCache, () => { lookDirty = true; updateCompareChrome(); requestRender(); });
Object.defineProperty(P, 'compare', { enumerable: true, get: () => (compareView.active() ? {
  label: compareView.view.label, changed: [...compareView.view.changed], ghostLinks: compareView.view.ghostLinks,
  hidden: compareView.view.hidden, meshes: compareView.view.meshes } : null) });
const jointValues = new Map();
const panel = createJointPanel($('joints'), $('jfilter'), {
  get: (name) => jointValues.get(name) || 0,
  set: (name, v) => setJoint(name, v),
});

function filesSig(files) {
  return Object.keys(files || {}).sort().map((k) => k + '=' + files[k].stamp).join('|');
}

function onState(st) {
  latest = st;
  P.statesReceived++;
  compareView.set(st.compare || null, st.files).catch((e) => console.warn('urdf-ls preview: comparison failed', e));
  P.errorCount = st.errorCount || 0;
  P.firstError = st.firstError || null;
  P.message = st.message || null;
  P.title = st.title || '';
  P.pending = !!st.pending;     // the model is an older one; the document's own (its xacro expansion) is coming
  if (current && st.urdf === current.urdf && filesSig(st.files) === current.filesSig) {
    // the model on screen already shows this text (e.g. only the error count changed): no rebuild,
    // and a pending build of another text is now stale
    buildSeq++;
    pending = 0;
    current.state = st;
    P.buildError = null;
    if (current.settled) { if (!st.pending) P.version = st.version; P.ready = true; }
    updateChrome();
    setStatus();
    requestRender();
    return;
  }
  if (st.urdf == null) {
    buildSeq++;
    pending = 0;
    if (current) { removeModel(current); current = null; }
    P.links = []; P.joints = []; P.version = st.version; P.ready = true; P.buildError = null;
    P.meshes = { total: 0, loaded: 0, failed: 0 }; P.failedMeshes = [];
    panel.update([]);
    updateChrome();
    setStatus();
    requestRender();
    return;
  }
  if (current && current.settled && !pending && filesSig(st.files) === current.filesSig && patchLink(st)) return;
  updateChrome();
  rebuild(st);
}

function rebuild(st) {
  build(st).catch((e) => {
    // a bug must not leave the page waiting forever: report it and keep what is on screen
    console.error(e);
    pending = 0;
    P.buildError = 'The preview failed: ' + (e && e.message || e);
    P.ready = true;
    updateChrome();
    setStatus();
  });
}

// ---- a keystroke inside one <link>: that link is rebuilt, not the robot ---------------------------------------------
// The common prefix and suffix of the old and new text bound the edit. When it lies inside one top-level
// <link>...</link> that keeps its name and has no meshes or textures (nothing to load), only that link is parsed
// (with the robot's named materials) and its visuals, collisions and centre of mass are swapped in: a 1 MB robot
// follows a keystroke in a few milliseconds instead of a full rebuild. Anything else rebuilds the robot.
function editedLink(before, after) {
  const n = Math.min(before.length, after.length);
  let p = 0;
  while (p < n && before.charCodeAt(p) === after.charCodeAt(p)) p++;
  let s = 0;
  while (s < n - p && before.charCodeAt(before.length - 1 - s) === after.charCodeAt(after.length - 1 - s)) s++;
  const start = after.lastIndexOf('<link', p);
  if (start < 0 || p <= start + 5 || !/[\s>]/.test(after[start + 5])) return null;
  const close = after.indexOf('</link>', start);
  if (close < 0 || close < after.length - s) return null;      // the edit reaches past this link's end
  const next = after.indexOf('<link', start + 5);
  if (next >= 0 && next < close) return null;                    // a <link> inside: not one link's body
  const text = after.slice(start, close + 7);
  const shift = after.length - before.length;
  const oldText = before.slice(start, close + 7 - shift);
  if (!oldText.endsWith('</link>')) return null;
  // comments, CDATA, processing instructions, meshes and textures take the full path; a <link> in <gazebo> too
  const unsafe = /<!|<\?|<mesh\b|<texture\b/;
  if (unsafe.test(text) || unsafe.test(oldText) || after.lastIndexOf('<gazebo', start) > after.lastIndexOf('</gazebo', start)) return null;
  return { text, oldText };
}

function patchLink(st) {
  const edit = editedLink(current.urdf, st.urdf);
  if (!edit) return false;
  const t0 = performance.now();
  const robot = current.robot;
  let name, fresh;
  try {
    const el = sanitize('<robot name="patch">' + edit.text + '</robot>');
    const oldEl = sanitize('<robot name="patch">' + edit.oldText + '</robot>');
    name = el.children.length === 1 && el.children[0].getAttribute('name');
    if (!name || name !== oldEl.children[0].getAttribute('name') || !robot.links[name]) return false;
    el.children.unshift(...(robot.userData.materialNodes || []));
    const loader = new URDFLoader(new THREE.LoadingManager());
    loader.parseVisual = true;
    loader.parseCollision = current.withCollision;
    fresh = loader.parse(el);
    sharePrimitives(fresh);
  } catch (e) {
    return false;     // the full build reports what is wrong
  }
  swapLinkContents(robot, robot.links[name], fresh.links[name]);
  buildSeq++;
  current.urdf = st.urdf;
  current.state = st;
  P.patches++;
  physics.setModel(robot, P.patches, () => modelSize(robot));
  P.buildError = null;
  P.version = st.version;
  P.ready = true;
  P.buildMs = Math.round(performance.now() - t0);
  updateChrome();
  setStatus();
  lookDirty = true;
  requestRender();
  return true;
}

function swapLinkContents(robot, link, from) {
  const parts = (o) => o.isURDFVisual || o.isURDFCollider;
  const gone = link.children.filter((c) => parts(c) || (c.userData.helper && !c.isURDFJoint));
  const goneMeshes = [];
  for (const c of gone) {
    c.traverse((o) => { if (o.isMesh && !o.userData.helper && !(o.parent && o.parent.userData.helper)) goneMeshes.push(o); });
    link.remove(c);
  }
  const keep = new Set();            // materials the rest of the robot still uses (named materials are shared)
  robot.traverse((o) => { if (o.isMesh) keep.add(o.userData.baseMaterial || o.material); });
  for (const o of goneMeshes) {
    if (o.geometry && !o.geometry.userData.shared) o.geometry.dispose();
    const m = o.userData.baseMaterial || o.material;
    if (!keep.has(m)) disposeMaterial(m);
  }
  for (const c of from.children.filter(parts)) link.add(c);
  link.inertial = from.inertial;
  if (robot.userData.coms) {
    robot.userData.coms = robot.userData.coms.filter((g) => !gone.includes(g));
    const g = comMarker(link, robot.userData.comParts);
    if (g) {
      g.scale.setScalar(robot.userData.comScale * g.userData.k);
      robot.userData.coms.push(g);
    }
  }
}

// ---- self-collision at the current pose (contacts.js), checked when the pose, the model or its meshes change
const contacts = createContacts();
let contactsKey = null;
function updateContacts() {
  const key = [P.version, P.meshes.loaded, ...jointValues.entries()].join();
  if (key === contactsKey) return;
  contactsKey = key;
  const pairs = contacts.check(current.robot);
  if (pairs.join(';') !== P.contacts.join(';')) { P.contacts = pairs; lookDirty = true; }
  const out = $('contacts-out');
  out.textContent = pairs.length ? 'in collision: ' + pairs.map((p) => p.join(' – ')).join(', ') : '';
  out.classList.toggle('on', pairs.length > 0);
}

async function build(st) {
  const withCollision = P.toggles.collision || P.toggles.contacts;   // collision geometry: only while it is used
  const seq = ++buildSeq;
  pending = seq;
  P.ready = false;
  P.builds++;
  const t0 = performance.now();
  let progressive = false;
  const tracker = meshCache.tracker(() => {
    if (seq === buildSeq || progressive) { P.loading = tracker.counts(); setStatus(tracker); }
    if (progressive) { lookDirty = true; placeholdersDirty = true; requestRender(); }
  });
  const loader = new URDFLoader(new THREE.LoadingManager());
  loader.parseVisual = true;
  loader.parseCollision = withCollision;
  loader.workingPath = '';
  loader.packages = (pkg) => 'unresolved-package:' + pkg;
  loader.loadMeshCb = (path, manager, material, done) => meshCache.load(path, material, done, tracker, st.files || {});
  // textures of <material><texture filename="urdfls-file:..."/>: fetched through the same file route, and
  // counted like meshes (ready waits for them; a failure is reported)
  const texNames = new Map(), texFailed = new Set();
  const files = st.files || {};
  const mgr = loader.manager;
  mgr.setURLModifier((url) => {
    const key = url.startsWith(FILE_PREFIX) ? url.slice(FILE_PREFIX.length) : null;
    const out = key !== null && files[key] ? api('/file/' + encodeURIComponent(key), '&v=' + encodeURIComponent(files[key].stamp))
      : 'data:,#' + encodeURIComponent(url);
    texNames.set(out, key !== null && files[key] ? files[key].name : url.replace(/^unresolved-package:/, 'package://'));
    return out;
  });
  mgr.itemStart = () => tracker.begin();
  mgr.itemError = (url) => texFailed.add(url);
  mgr.itemEnd = (url) => {
    const name = texNames.get(url) || url;
    tracker.end(!texFailed.has(url), url.startsWith('data:') ? `texture ${name}: not resolved by the server`
      : `texture ${name}: could not be loaded`);
  };
  let robot = null;
  const times = { sanitize: 0, parse: 0, settle: 0, finish: 0 };
  try {
    const el = sanitize(st.urdf);
    times.sanitize = performance.now() - t0;
    robot = loader.parse(el);
    if (!robot || !robot.isURDFRobot) throw new Error('no <robot> element');
    sharePrimitives(robot);
    robot.userData.materialNodes = [...el.children].filter((c) => c.nodeName.toLowerCase() === 'material');
    robot.userData.withCollision = withCollision;
    times.parse = performance.now() - t0 - times.sanitize;
  } catch (e) {
    tracker.abandon();
    if (seq !== buildSeq) return;
    pending = 0;
    P.buildError = 'The model could not be built: ' + (e && e.message || e);
    console.error(e);
    P.version = st.version;
    P.ready = !current || current.settled;
    updateChrome();
    setStatus();
    return;
  }
  if (!current) {
    // first model: show it at once and let the meshes pop in (with progress)
    progressive = true;
    installModel(robot, st);
    fitView();
  }
  const t1 = performance.now();
  await tracker.settled();
  times.settle = performance.now() - t1;
  if (progressive) {
    if (!current || current.robot !== robot) return;       // replaced by a newer build meanwhile
  } else if (seq !== buildSeq) {                            // a newer state replaced this build
    disposeModel(robot);
    return;
  } else {
    const old = current;
    installModel(robot, st);
    removeModel(old);
  }
  if (pending === seq) pending = 0;
  fixPlaceholders(robot);
  decorate(robot);
  current.settled = true;
  P.meshes = tracker.counts();
  P.loading = null;
  P.failedMeshes = tracker.failures();
  P.buildError = null;
  P.version = current.state.version;
  P.buildMs = Math.round(performance.now() - t0);
  times.finish = P.buildMs - times.sanitize - times.parse - times.settle;
  P.timings = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Math.round(v)]));
  if ((progressive && !cameraTouched) || (current.state.title || '') !== (fittedTitle || '')) fitView();
  meshCache.retain(current.state.files || {});
  P.ready = pending === 0;
  updateChrome();
  setStatus();
  lookDirty = true;
  requestRender();
}

function installModel(robot, st) {
  current = { robot, urdf: st.urdf, filesSig: filesSig(st.files), state: st, settled: false,
    withCollision: robot.userData.withCollision };
  scene.add(robot);
  physics.setModel(robot, 0, () => modelSize(robot));
  labels.setModel(robot);
  if (measure.state.active) measure.clear();
  P.links = Object.keys(robot.links);
  P.joints = Object.keys(robot.joints);
  for (const [name, j] of Object.entries(robot.joints)) {
    if (!movable(j) || isMimic(j)) continue;
    if (jointValues.has(name)) j.setJointValue(clampJoint(j, jointValues.get(name)));
    else if (j.mimicJoints.length) j.setJointValue(j.jointValue[0]);   // mimic joints start at multiplier * 0 + offset
  }
  panel.update(Object.values(robot.joints).filter((j) => movable(j) && !isMimic(j)).map(jointInfo));
  decorate(robot);
  if (P.selected && !robot.links[P.selected]) select(null, false);
  highlight(P.highlightRequest);   // a joint's child link may differ in the new model
  lookDirty = true;
  requestRender();
}

function removeModel(model) {
  scene.remove(model.robot);
  disposeModel(model.robot);
}

function disposeModel(robot) {
  robot.traverse((o) => {
    if (o.isMesh || o.isLine || o.isSprite) {
      if (o.geometry && !o.geometry.userData.shared) o.geometry.dispose();
      for (const m of [].concat(o.userData.baseMaterial || o.material || [])) disposeMaterial(m);
    }
  });
}
function disposeMaterial(m) {
  if (!m || m.userData.shared) return;
  for (const k of ['map', 'normalMap', 'emissiveMap', 'specularMap', 'alphaMap', 'bumpMap', 'aoMap', 'lightMap']) {
    if (m[k] && m[k].isTexture) m[k].dispose();
  }
  const t = tints.get(m);
  if (t) { for (const c of t.values()) c.dispose(); tints.delete(m); }
  m.dispose();
}

// ---- joints ---------------------------------------------------------------------------------------------------------
function isMimic(j) { return j.type === 'URDFMimicJoint'; }
function movable(j) { return j.jointType === 'revolute' || j.jointType === 'continuous' || j.jointType === 'prismatic'; }
function jointRange(j) {
  if (j.jointType === 'continuous') return [-Math.PI, Math.PI];
  const lo = j.limit.lower, hi = j.limit.upper;
  if (Number.isFinite(lo) && Number.isFinite(hi) && hi > lo) return [lo, hi];
  j.ignoreLimits = true;
  return j.jointType === 'prismatic' ? [-1, 1] : [-Math.PI, Math.PI];
}
function clampJoint(j, v) { const [lo, hi] = jointRange(j); return Math.min(hi, Math.max(lo, v)); }
function jointInfo(j) {
  const [lo, hi] = jointRange(j);
  return { name: j.name, type: j.jointType, lower: lo, upper: hi };
}
function setJoint(name, value) {
  if (!current) return false;
  const j = current.robot.joints[name];
  if (!j || !movable(j) || isMimic(j)) return false;
  const v = clampJoint(j, Number(value));
  jointValues.set(name, v);
  j.setJointValue(v);
  panel.show(name, v);
  requestRender();
  return true;
}
function resetPose() {
  if (!current) return;
  jointValues.clear();
  for (const j of Object.values(current.robot.joints)) {
    if (movable(j) && !isMimic(j)) { const v = clampJoint(j, 0); j.setJointValue(v); jointValues.set(j.name, v); panel.show(j.name, v); }
  }
  requestRender();
}

// ---- looks: visual/collision toggles, frames, centres of mass, selection ------------------------------------------
function modelSize(robot) {
  const box = boundingBox(robot);
  return box.isEmpty() ? 1 : Math.max(0.05, box.getSize(new THREE.Vector3()).length());
}

function boundingBox(robot) {
  const box = new THREE.Box3();
  robot.updateMatrixWorld(true);
  robot.traverseVisible((o) => {
    if (o.userData.helper) return;
    if (o.isMesh && o.geometry) {
      if (!o.geometry.boundingBox) o.geometry.computeBoundingBox();
      const b = o.geometry.boundingBox.clone().applyMatrix4(o.matrixWorld);
      if (Number.isFinite(b.min.x) && Number.isFinite(b.max.x)) box.union(b);
    }
  });
  if (box.isEmpty()) {
    for (const l of Object.values(robot.links || {})) box.expandByPoint(l.getWorldPosition(new THREE.Vector3()));
  }
  return box;
}

function sharePrimitives(robot) {
  // urdf-loader's unit box/sphere/cylinder are shared (src/three-shared.js); check it stays so
  robot.traverse((o) => {
    if (o.isMesh && o.geometry && /^(Box|Sphere|Cylinder)Geometry$/.test(o.geometry.type) && !o.geometry.userData.shared) {
      o.geometry.userData.shared = true;
      console.warn('urdf-ls preview: unshared primitive geometry');
    }
  });
}

function decorate(robot) {
  // helpers (frames, axes, centres of mass) are made only when shown; sizes follow the model's size
  const t = P.toggles;
  if (!t.frames && !t.com && !robot.userData.frames) return;
  const s = Math.min(1, Math.max(0.01, modelSize(robot) * 0.06));
  if (!robot.userData.frames) {
    const frames = [], coms = [];
    const axesGeo = new THREE.AxesHelper(1).geometry;
    const axesMat = new THREE.LineBasicMaterial({ vertexColors: true, depthTest: false, transparent: true });
    const arrowMat = new THREE.MeshBasicMaterial({ color: 0xe040fb, depthTest: false, transparent: true });
    const arrowLineMat = new THREE.LineBasicMaterial({ color: 0xe040fb, depthTest: false, transparent: true });
    robot.userData.comParts = {
      mat: new THREE.MeshBasicMaterial({ color: 0xffd33d, depthTest: false, transparent: true }),
      mat2: new THREE.MeshBasicMaterial({ color: 0x111111, depthTest: false, transparent: true }),
      geo: new THREE.SphereGeometry(1, 16, 12, 0, Math.PI),
      maxMass: Math.max(0, ...Object.values(robot.links).map((l) => (l.inertial && l.inertial.mass) || 0)),
    };
    for (const j of Object.values(robot.joints)) {
      const g = new THREE.Group();
      g.userData.helper = true;
      const axes = new THREE.LineSegments(axesGeo, axesMat);
      axes.renderOrder = 10;
      g.add(axes);
      if (movable(j) || j.jointType === 'planar') {
        const arrow = new THREE.ArrowHelper(j.axis.clone().normalize(), new THREE.Vector3(), 1.6, 0xe040fb, 0.35, 0.18);
        arrow.line.material.dispose(); arrow.cone.material.dispose();
        arrow.line.material = arrowLineMat; arrow.cone.material = arrowMat;
        arrow.line.geometry.userData.shared = arrow.cone.geometry.userData.shared = true;   // three's, module-wide
        arrow.traverse((o) => { o.renderOrder = 11; });
        g.add(arrow);
      }
      j.add(g);
      frames.push(g);
    }
    for (const l of Object.values(robot.links)) {
      const g = comMarker(l, robot.userData.comParts);
      if (g) coms.push(g);
    }
    robot.userData.frames = frames;
    robot.userData.coms = coms;
  }
  for (const g of robot.userData.frames) g.scale.setScalar(s);
  robot.userData.comScale = s * 0.5;
  for (const g of robot.userData.coms) g.scale.setScalar(s * 0.5 * g.userData.k);
  lookDirty = true;
}

// the centre-of-mass marker of a link (none without a positive mass), added to the link; its size grows with
// the cube root of the mass (as a ball of the link's density would), relative to the heaviest link
function comMarker(link, parts) {
  const inertial = link.inertial;
  if (!inertial || !(inertial.mass > 0)) return null;
  const g = new THREE.Group();
  g.userData.helper = true;
  g.userData.link = link.name;
  g.userData.k = Math.max(0.25, Math.cbrt(inertial.mass / Math.max(parts.maxMass, inertial.mass)));
  const a = new THREE.Mesh(parts.geo, parts.mat), b = new THREE.Mesh(parts.geo, parts.mat2);
  b.rotation.y = Math.PI;
  a.renderOrder = b.renderOrder = 12;
  g.add(a, b);
  const o = inertial.origin.xyz;
  g.position.set(o[0], o[1], o[2]);
  link.add(g);
  return g;
}

function fixPlaceholders(robot) {
  // a failed mesh's placeholder box: sized from the rest of the model (link origins and loaded geometry,
  // 6% of its size, 1 to 10 cm), and the <mesh scale=...> of its group undone
  const holders = [];
  robot.traverse((o) => { if (o.userData.placeholder) holders.push(o); });
  if (!holders.length) return;
  robot.updateMatrixWorld(true);
  const box = new THREE.Box3(), p = new THREE.Vector3();
  robot.traverse((o) => {
    if (o.userData.placeholder) return;
    if (o.isURDFLink) box.expandByPoint(o.getWorldPosition(p));
    if (o.isMesh && o.geometry && !o.userData.helper) {
      if (!o.geometry.boundingBox) o.geometry.computeBoundingBox();
      const b = o.geometry.boundingBox.clone().applyMatrix4(o.matrixWorld);
      if (Number.isFinite(b.min.x) && Number.isFinite(b.max.x)) box.union(b);
    }
  });
  const span = box.isEmpty() ? 0 : box.getSize(p).length();
  const size = span > 0 ? Math.min(0.1, Math.max(0.01, span * 0.06)) : 0.05;
  const ws = new THREE.Vector3();
  for (const o of holders) {
    if (!o.parent) continue;
    o.parent.getWorldScale(ws);
    o.scale.set(size / (Math.abs(ws.x) || 1), size / (Math.abs(ws.y) || 1), size / (Math.abs(ws.z) || 1));
  }
}

function applyLook() {
  lookDirty = false;
  if (!current) return;
  const robot = current.robot;
  const t = P.toggles;
  const hl = P.highlighted;
  const colliding = new Set(t.contacts ? P.contacts.flat() : []);
  const visit = (o, link, kind) => {
    if (o.userData.helper) {
      o.visible = o.parent && o.parent.isURDFJoint ? t.frames : t.com;
      return;
    }
    if (o.userData.hullPreview) { o.visible = t.hulls; return; }
    if (o.userData.primitivePreview) { o.visible = t.primitives; return; }
    if (o.isURDFLink) link = o.name;
    if (o.isURDFVisual) { kind = 'visual'; o.visible = t.visual; }
    if (o.isURDFCollider) { kind = 'collision'; o.visible = t.collision; }
    if (o.isMesh && kind) {
      if (!o.userData.baseMaterial) o.userData.baseMaterial = o.material;
      let m = kind === 'collision' && !o.userData.placeholder ? collisionMaterial : o.userData.baseMaterial;
      if (link === P.selected) m = tinted(m, SELECT_COLOR);
      else if (link === hl) m = tinted(m, HIGHLIGHT_COLOR);
      else if (colliding.has(link)) m = tinted(m, CONTACT_COLOR);
      else if (compareView.isChanged(link)) m = tinted(m, CHANGED_COLOR);
      o.material = m;
    }
    for (const c of o.children) visit(c, link, kind);
  };
  visit(robot, null, null);
}

function setToggle(name, on) {
  if (!(name in P.toggles)) return false;
  P.toggles[name] = !!on;
  if (on && current && (name === 'frames' || name === 'com')) decorate(current.robot);
  if (on && (name === 'collision' || name === 'contacts') && current && !current.withCollision && latest &&
      latest.urdf != null) rebuild(latest);
  if (name === 'contacts') { contactsKey = null; if (!on) { P.contacts = []; $('contacts-out').classList.remove('on'); } }
  if (name === 'labels') labels.setShown(on);
  if (name === 'inertia' || name === 'ranges') physics.setShown(name, on);
  const box = $('t-' + name);
  if (box) box.checked = !!on;
  lookDirty = true;
  requestRender();
  return true;
}
for (const name of Object.keys(P.toggles)) {
  $('t-' + name).checked = P.toggles[name];
  $('t-' + name).addEventListener('change', (e) => setToggle(name, e.target.checked));
}

function fitView() {
  if (!current) return;
  const box = boundingBox(current.robot);
  if (box.isEmpty()) return;
  const center = box.getCenter(new THREE.Vector3());
  const radius = Math.max(0.05, box.getSize(new THREE.Vector3()).length() / 2);
  const dist = radius / Math.sin(THREE.MathUtils.degToRad(camera.fov) / 2) * 1.2;   // margin: the toolbar covers the top
  const dir = new THREE.Vector3(1.0, 0.75, 0.6).normalize();
  camera.position.copy(center).addScaledVector(dir, dist);
  camera.near = Math.max(0.001, dist / 200);
  camera.far = dist * 100;
  camera.updateProjectionMatrix();
  controls.target.copy(center);
  controls.update();
  const g = Math.pow(10, Math.ceil(Math.log10(radius * 4)));
  grid.scale.setScalar(g / 4);
  grid.position.set(0, 0, Math.min(0, box.min.z));   // the ground under the feet, not through the legs
  worldAxes.scale.setScalar(Math.max(0.05, radius * 0.3) / 0.2);
  fittedTitle = current.state.title;
  requestRender();
}

// ---- picking ----------------------------------------------------------------------------------------------------------
const raycaster = new THREE.Raycaster();
function shownChain(o) {
  for (let p = o; p; p = p.parent) { if (!p.visible || p.userData.helper) return false; }
  return true;
}
function linkAt(clientX, clientY) {
  if (!current) return null;
  const r = canvas.getBoundingClientRect();
  const ndc = new THREE.Vector2(((clientX - r.left) / r.width) * 2 - 1, -((clientY - r.top) / r.height) * 2 + 1);
  raycaster.setFromCamera(ndc, camera);
  current.robot.updateMatrixWorld(true);
  for (const hit of raycaster.intersectObject(current.robot, true)) {
    if (!hit.object.isMesh || !shownChain(hit.object)) continue;
    for (let p = hit.object; p; p = p.parent) if (p.isURDFLink) return p.name;
  }
  return null;
}
// the world point of the shown surface under a css-pixel position (the measuring tool's pick)
function surfacePoint(clientX, clientY) {
  if (!current) return null;
  const r = canvas.getBoundingClientRect();
  raycaster.setFromCamera(new THREE.Vector2(((clientX - r.left) / r.width) * 2 - 1, -((clientY - r.top) / r.height) * 2 + 1), camera);
  current.robot.updateMatrixWorld(true);
  const hit = raycaster.intersectObject(current.robot, true).find((h) => h.object.isMesh && shownChain(h.object));
  return hit ? hit.point.clone() : null;
}
let down = null;
canvas.addEventListener('pointerdown', (e) => { down = { x: e.clientX, y: e.clientY, b: e.button }; });
canvas.addEventListener('pointerup', (e) => {
  if (!down || down.b !== 0 || Math.hypot(e.clientX - down.x, e.clientY - down.y) > 4) { down = null; return; }
  down = null;
  if (!measure.click(e.clientX, e.clientY)) select(linkAt(e.clientX, e.clientY), true);
});

// hover: the link under the pointer, by name (one ray per frame at most, none while dragging)
let hoverAt = null;
canvas.addEventListener('pointermove', (e) => {
  if (e.buttons) { hoverAt = null; $('hover').classList.remove('on'); return; }
  const first = hoverAt === null;
  hoverAt = { x: e.clientX, y: e.clientY };
  if (first) requestAnimationFrame(updateHover);
});
canvas.addEventListener('pointerleave', () => { hoverAt = null; $('hover').classList.remove('on'); });
function updateHover() {
  const at = hoverAt;
  hoverAt = null;
  if (!at) return;
  const name = linkAt(at.x, at.y);
  const el = $('hover');
  el.classList.toggle('on', !!name);
  P.hovered = name;
  if (!name) return;
  el.textContent = name;
  el.style.left = Math.min(at.x + 14, window.innerWidth - el.offsetWidth - 4) + 'px';
  el.style.top = (at.y + 16) + 'px';
}

// keys: f fit, r reset pose, v visual, c collision, a frames & axes, m centres of mass, l names, i inertia
// boxes, g joint ranges, x self-collision, h hulls, p primitives, d measure, j joints, Esc deselect (and stop
// measuring)
window.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey || (e.target && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName) && e.target.type !== 'checkbox')) return;
  const toggles = { v: 'visual', c: 'collision', a: 'frames', m: 'com', l: 'labels', i: 'inertia', g: 'ranges',
    x: 'contacts', h: 'hulls', p: 'primitives' };
  if (e.key === 'f') fitView();
  else if (e.key === 'r') resetPose();
  else if (e.key === 'j') $('side').classList.toggle('on');
  else if (e.key === 'd') setMeasuring(!measure.state.active);
  else if (e.key === 'Escape') { select(null, false); setMeasuring(false); }
  else if (toggles[e.key]) setToggle(toggles[e.key], !P.toggles[toggles[e.key]]);
  else return;
  e.preventDefault();
});

// double-click: orbit around the point under the pointer (the camera's distance is kept)
canvas.addEventListener('dblclick', (e) => {
  const point = surfacePoint(e.clientX, e.clientY);
  if (!point) return;
  camera.position.add(point.clone().sub(controls.target));
  controls.target.copy(point);
  controls.update();
  cameraTouched = true;
  requestRender();
});

function select(name, notify) {
  P.selected = name || null;
  const picked = $('picked');
  picked.textContent = name ? 'link: ' + name : '';
  picked.classList.toggle('on', !!name);
  lookDirty = true;
  requestRender();
  if (name && notify) post('/select', { link: name });
}

function highlight(name) {
  let link = null;
  if (name && current) {
    if (current.robot.links[name]) link = name;
    else if (current.robot.joints[name]) {
      const child = current.robot.joints[name].children.find((c) => c.isURDFLink);
      link = child ? child.name : null;
    }
  }
  P.highlightRequest = name || null;
  P.highlighted = link;
  lookDirty = true;
  requestRender();
}

// ---- chrome: title, error badge, messages, status ------------------------------------------------------------------
function updateChrome() {
  const st = latest;
  $('title').textContent = (st && st.title) || 'urdf-ls preview';
  document.title = st && st.title ? st.title + ' — urdf-ls preview' : 'urdf-ls preview';
  const badge = $('errors');
  const n = P.errorCount;
  badge.textContent = n === 1 ? '1 error' : n + ' errors';
  badge.classList.toggle('on', n > 0);
  const msgs = [];
  if (st && st.message) msgs.push([st.stale ? 'error' : 'info', st.message]);
  if (st && st.urdf == null && !st.message && !st.pending) msgs.push(['info', 'Nothing to render yet: the document has no valid robot.']);
  if (current && st.stale) msgs.push(['error', (n > 0 ? 'The document has ' + badge.textContent + ': s' : 'S') + 'howing the last good model.']);
  if (P.buildError) msgs.push(['error', P.buildError]);
  if (P.webglError) msgs.push(['error', P.webglError]);
  const failed = P.failedMeshes;
  if (failed.length) {
    const shown = failed.slice(0, 5).map((f) => '• ' + f).join('\n');
    msgs.push(['warn', `${failed.length} file${failed.length > 1 ? 's' : ''} could not be loaded (meshes are shown as boxes):\n${shown}` +
      (failed.length > 5 ? `\n… and ${failed.length - 5} more` : '')]);
  }
  const box = $('messages');
  box.textContent = '';
  for (const [cls, text] of msgs) {
    const d = document.createElement('div');
    d.className = cls;
    d.textContent = text;
    box.appendChild(d);
  }
}
$('errors').addEventListener('click', () => {
  if (P.firstError) post('/reveal', { line: P.firstError[0], character: P.firstError[1] });
});

function setStatus(tracker) {
  const el = $('status');
  if (P.ended) { el.textContent = 'this preview has ended: open it again from the editor'; return; }
  if (!P.connected) { el.textContent = P.statesReceived ? 'disconnected: waiting for the server…' : 'connecting…'; return; }
  if (tracker && !P.ready) {
    const c = tracker.counts();
    el.textContent = c.total ? `loading meshes ${c.loaded + c.failed}/${c.total}` : 'building…';
    return;
  }
  if (!latest) { el.textContent = 'waiting for the document…'; return; }
  el.textContent = (current ? `${P.links.length} links` + (P.version != null ? ` · v${P.version}` : '') : '') +
    (P.pending ? (current ? ' · ' : '') + 'expanding…' : '');
}

function updateCompareChrome() {
  const btn = $('compare');
  const on = compareView.active();
  btn.hidden = !on;
  if (!on) return;
  const v = compareView.view, n = v.changed.size;
  btn.textContent = 'vs ' + (v.label || 'other') + (n ? ` · ${n} changed` : '');
  btn.classList.toggle('on', !v.hidden);
  btn.title = (v.hidden ? 'Show ' : 'Hide ') + 'the other version (ghost) and the changed links (' + n + ')';
}
$('compare').addEventListener('click', () => compareView.setHidden(!compareView.view.hidden));

$('fit').addEventListener('click', () => fitView());
$('shot').addEventListener('click', () => downloadPng(canvas, renderNow, P.title).catch((e) => console.warn('urdf-ls preview: export failed', e)));
$('measure').addEventListener('click', () => setMeasuring(!measure.state.active));
function setMeasuring(on) {
  measure.setActive(on);
  $('measure').classList.toggle('on', !!on);
  canvas.style.cursor = on ? 'crosshair' : '';
  requestRender();
}
$('reset').addEventListener('click', () => resetPose());
$('joints-btn').addEventListener('click', () => $('side').classList.toggle('on'));
$('side-close').addEventListener('click', () => $('side').classList.remove('on'));

function post(path, body) {
  return fetch(api(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    .catch((e) => console.warn('urdf-ls preview: POST failed', e));
}

// ---- connection: SSE, long-poll when SSE is not available ---------------------------------------------------------
function onHighlight(msg) { highlight(msg && msg.name); }

// states that arrive while the page is busy (a build is synchronous) are coalesced: only the newest is built
let seen = -1, queued = null;
function deliver(st) {
  if (!st || st.seq === seen) return;
  seen = st.seq;
  if (queued) P.coalesced = (P.coalesced || 0) + 1;
  else setTimeout(() => { const next = queued; queued = null; onState(next); }, 0);
  queued = st;
}
function connectEvents() {
  if (!('EventSource' in window)) { longPoll(); return; }
  let opened = false, failures = 0;
  const es = new EventSource(api('/events'));
  es.addEventListener('open', () => { opened = true; failures = 0; P.connected = true; setStatus(); });
  es.addEventListener('state', (e) => { P.receivedAt = Date.now(); deliver(JSON.parse(e.data)); });
  es.addEventListener('highlight', (e) => onHighlight(JSON.parse(e.data)));
  es.addEventListener('error', () => {
    P.connected = false;
    setStatus();
    // closed for good (e.g. a 403: another server with another token) or never opened: poll instead
    if (es.readyState === EventSource.CLOSED || (!opened && ++failures >= 5)) { es.close(); longPoll(); }
  });
}
async function longPoll() {
  let since = -1;
  for (;;) {
    try {
      const r = await fetch(api('/state', '&since=' + since));
      if (r.status === 403) { P.connected = false; P.ended = true; setStatus(); return; }
      const j = await r.json();
      P.connected = true;
      since = j.seq;
      if (j.state && j.state.version != null) deliver(j.state);
      if (j.highlight !== P.highlightRequest) onHighlight({ name: j.highlight });
    } catch (e) {
      P.connected = false;
      setStatus();
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

// ---- test hooks ----------------------------------------------------------------------------------------------------
Object.assign(P, {
  setCompareHidden: (hidden) => compareView.setHidden(hidden),
  setJoint, getJoint: (name) => (current && current.robot.joints[name] ? current.robot.joints[name].angle : undefined),
  resetPose, setToggle, fit: fitView, select: (name) => select(name, true), linkAt,
  // css-pixel position of a link's rendered geometry centre (or its origin), relative to the viewport
  screenPoint(name) {
    if (!current || !current.robot.links[name]) return null;
    const link = current.robot.links[name];
    current.robot.updateMatrixWorld(true);
    const box = new THREE.Box3();
    const own = (o) => {
      if (o !== link && (o.isURDFJoint || o.userData.helper)) return;
      if (o.isMesh && shownChain(o)) {
        if (!o.geometry.boundingBox) o.geometry.computeBoundingBox();
        box.union(o.geometry.boundingBox.clone().applyMatrix4(o.matrixWorld));
      }
      for (const c of o.children) own(c);
    };
    own(link);
    const p = box.isEmpty() ? link.getWorldPosition(new THREE.Vector3()) : box.getCenter(new THREE.Vector3());
    p.project(camera);
    const r = canvas.getBoundingClientRect();
    return { x: r.left + (p.x + 1) / 2 * r.width, y: r.top + (1 - p.y) / 2 * r.height };
  },
  // renders now and reads back pixels: [r,g,b] at a css-pixel position, or a coarse grid of the whole view
  pixelAt(x, y) {
    renderNow();
    if (!renderer) return null;
    const gl = renderer.getContext();
    const r = canvas.getBoundingClientRect();
    const sx = canvas.width / r.width, sy = canvas.height / r.height;
    const px = new Uint8Array(4);
    gl.readPixels(Math.floor((x - r.left) * sx), Math.floor(canvas.height - (y - r.top) * sy - 1), 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
    return [px[0], px[1], px[2]];
  },
  snapshot(cols = 64, rows = 48) {
    renderNow();
    if (!renderer) return null;
    const gl = renderer.getContext();
    const w = canvas.width, h = canvas.height;
    const all = new Uint8Array(w * h * 4);
    gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, all);
    const bgRGB = [(BG >> 16) & 255, (BG >> 8) & 255, BG & 255];
    const cells = [];
    let nonBackground = 0;
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols; i++) {
        const x = Math.floor((i + 0.5) * w / cols), y = h - 1 - Math.floor((j + 0.5) * h / rows);
        const k = (y * w + x) * 4;
        cells.push([all[k], all[k + 1], all[k + 2]]);
      }
    }
    for (let k = 0; k < all.length; k += 4) {
      if (Math.abs(all[k] - bgRGB[0]) + Math.abs(all[k + 1] - bgRGB[1]) + Math.abs(all[k + 2] - bgRGB[2]) > 30) nonBackground++;
    }
    return { cols, rows, cells, nonBackground, total: w * h };
  },
  render: renderNow,
  // the tree the page builds from (after repairs) as plain JSON; fast: the own XML reader, else DOMParser
  readUrdf(text, fast = true) {
    const plain = (el) => ({ name: el.nodeName, attrs: Object.fromEntries([...(el.attrs ? el.attrs.entries()
      : [...el.attributes].map((a) => [a.name, a.value]))].sort()), children: [...el.children].map(plain) });
    return plain(sanitize(text, fast));
  },
  // the page-side cost of an update of the current text, best of n: read + repair, urdf-loader's build
  benchBuild(n = 5, fast = true) {
    if (!latest || latest.urdf == null) return null;
    const best = { sanitize: Infinity, parse: Infinity };
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      const el = sanitize(latest.urdf, fast);
      const t1 = performance.now();
      const loader = new URDFLoader(new THREE.LoadingManager());
      loader.loadMeshCb = (path, manager, material, done) => done(null);
      const robot = loader.parse(el);
      sharePrimitives(robot);
      const t2 = performance.now();
      best.sanitize = Math.min(best.sanitize, t1 - t0);
      best.parse = Math.min(best.parse, t2 - t1);
      disposeModel(robot);
    }
    return best;
  },
  // world-axis size of a link's own geometry (its visual and collision meshes, not its children)
  linkSize(name) {
    if (!current || !current.robot.links[name]) return null;
    const link = current.robot.links[name];
    current.robot.updateMatrixWorld(true);
    const box = new THREE.Box3();
    const own = (o) => {
      if (o !== link && (o.isURDFJoint || o.userData.helper)) return;
      if (o.isMesh && shownChain(o)) {
        if (!o.geometry.boundingBox) o.geometry.computeBoundingBox();
        box.union(o.geometry.boundingBox.clone().applyMatrix4(o.matrixWorld));
      }
      for (const c of o.children) own(c);
    };
    own(link);
    return box.isEmpty() ? null : box.getSize(new THREE.Vector3()).toArray();
  },
  // the overlays, as drawn: inertia boxes, joint ranges, link labels (DOM text), the measurement
  inertiaBoxes: () => physics.boxes(), jointRanges: () => physics.ranges(), labelTexts: () => labels.texts(),
  comMarkers: () => (current && current.robot.userData.coms || []).map((g) => ({ link: g.userData.link, scale: g.scale.x })),
  measurement: () => ({ ...measure.state }), setMeasuring,
  // css-pixel position of a world point
  project(xyz) {
    const p = new THREE.Vector3().fromArray(xyz).project(camera), r = canvas.getBoundingClientRect();
    return { x: r.left + (p.x + 1) / 2 * r.width, y: r.top + (1 - p.y) / 2 * r.height };
  },
  exportPng: () => canvasPng(canvas, renderNow).then((b) => new Promise((res) => { const f = new FileReader(); f.onload = () => res(f.result); f.readAsDataURL(b); })),
  memory: () => (renderer ? { ...renderer.info.memory, programs: (renderer.info.programs || []).length } : null),
  camera: () => [...camera.position.toArray(), ...controls.target.toArray()],
});

updateChrome();
setStatus();
connectEvents();
