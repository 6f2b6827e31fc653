// Mesh loading for the preview: fetches "urdfls-file:<key>" through the server's /file route, parses STL, DAE
// and OBJ, caches the parsed geometry per key and file stamp (a new state with unchanged files re-uses it),
// and turns every failure into a placeholder box plus a message, never a missing part.
import * as THREE from 'three';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { ColladaLoader } from 'three/examples/jsm/loaders/ColladaLoader.js';
import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';

const FILE_PREFIX = 'urdfls-file:';
const TIMEOUT_MS = 60000;

const placeholderGeometry = new THREE.BoxGeometry(1, 1, 1);
placeholderGeometry.userData.shared = true;
const placeholderMaterial = new THREE.MeshPhongMaterial({ color: 0xd0368a, transparent: true, opacity: 0.75 });
placeholderMaterial.userData.shared = true;

function markShared(root) {
  root.traverse((o) => {
    if (o.geometry) o.geometry.userData.shared = true;
    for (const m of [].concat(o.material || [])) m.userData.shared = true;
  });
}

function hasVertices(root) {
  let n = 0;
  root.traverse((o) => { if (o.geometry && o.geometry.attributes && o.geometry.attributes.position) n += o.geometry.attributes.position.count; });
  return n > 0;
}

// Exporters disagree on COLLADA's <transparent opaque="A_ONE"> (many write an alpha of 0 for opaque), and
// textures next to the file are not served: a fully transparent or texture-only material would make the part
// vanish. Show it opaque, in its diffuse colour.
function fixColladaMaterials(root) {
  root.traverse((o) => {
    for (const m of [].concat(o.material || [])) {
      if (m.opacity <= 0.01) { m.opacity = 1; m.transparent = false; m.depthWrite = true; }
      if (m.map) { m.map.dispose(); m.map = null; m.needsUpdate = true; }
    }
  });
}

export function placeholder() {
  const m = new THREE.Mesh(placeholderGeometry, placeholderMaterial);
  m.userData.placeholder = true;
  m.scale.setScalar(0.1);
  return m;
}

export function createMeshCache(api) {
  const cache = new Map();   // key + stamp -> Promise<{ kind, object }>
  // textures inside DAE files are not part of the model's file list: never request them
  const daeManager = new THREE.LoadingManager();
  daeManager.setURLModifier((url) => (url.startsWith('data:') || url.startsWith('blob:') ? url : 'data:,'));

  async function fetchFile(key, name) {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), TIMEOUT_MS);
    try {
      const r = await fetch(api('/file/' + encodeURIComponent(key)), { signal: ctrl.signal });
      if (!r.ok) throw new Error(`${name}: HTTP ${r.status} ${r.statusText}`.trim());
      return await r.arrayBuffer();
    } catch (e) {
      if (e && e.name === 'AbortError') throw new Error(`${name}: timed out`);
      throw e;
    } finally {
      clearTimeout(timer);
    }
  }

  function parse(ext, data, name) {
    if (ext === '.stl') {
      const geometry = new STLLoader().parse(data);
      geometry.computeVertexNormals();   // many STL files carry zero or wrong facet normals
      const object = new THREE.Mesh(geometry);
      markShared(object);
      return { kind: 'stl', object };
    }
    const text = new TextDecoder().decode(data);
    if (ext === '.dae') {
      const dae = new ColladaLoader(daeManager).parse(text, '');
      if (!dae || !dae.scene) throw new Error(`${name}: not a COLLADA file`);
      fixColladaMaterials(dae.scene);
      markShared(dae.scene);
      return { kind: 'dae', object: dae.scene };
    }
    if (ext === '.obj') {
      const object = new OBJLoader().parse(text);
      markShared(object);
      return { kind: 'obj', object };
    }
    throw new Error(`${name}: unsupported mesh format "${ext || '(none)'}" (STL, DAE and OBJ are)`);
  }

  function template(key, info) {
    const id = key + '\n' + info.stamp;
    let p = cache.get(id);
    if (!p) {
      p = fetchFile(key, info.name).then((data) => {
        const t = parse(info.ext, data, info.name);
        if (!hasVertices(t.object)) throw new Error(`${info.name}: no geometry in the file`);
        return t;
      });
      p.catch(() => cache.delete(id));
      cache.set(id, p);
    }
    return p;
  }

  function instantiate(t, material) {
    if (t.kind === 'stl') return new THREE.Mesh(t.object.geometry, material);
    const obj = t.object.clone(true);
    if (t.kind === 'obj') obj.traverse((o) => { if (o.isMesh) o.material = material; });
    return obj;
  }

  return {
    tracker(onProgress) {
      let total = 0, loaded = 0, failed = 0, abandoned = false;
      const failures = [];
      let wake = null;
      const check = () => { if (wake && (abandoned || loaded + failed >= total)) { const w = wake; wake = null; w(); } };
      return {
        begin() { total++; },
        end(ok, why) {
          if (ok) loaded++; else { failed++; failures.push(why); }
          if (onProgress) onProgress();
          check();
        },
        abandon() { abandoned = true; check(); },
        settled() { return new Promise((res) => { wake = res; check(); }); },
        counts: () => ({ total, loaded, failed }),
        failures: () => failures.slice(),
      };
    },

    // the urdf-loader mesh callback: done(object) is always called, with a placeholder when loading fails
    load(path, material, done, tracker, files) {
      tracker.begin();
      const fail = (why) => {
        console.warn('urdf-ls preview:', why);
        done(placeholder());
        tracker.end(false, why);
      };
      if (!path || !path.startsWith(FILE_PREFIX)) {
        const shown = String(path || '').replace(/^unresolved-package:/, 'package://');
        fail(`${shown || '(empty filename)'}: not resolved by the server`);
        return;
      }
      const key = path.slice(FILE_PREFIX.length);
      const info = files[key];
      if (!info) { fail(`${key}: not a file of the model`); return; }
      template(key, info).then(
        (t) => { try { done(instantiate(t, material)); tracker.end(true); } catch (e) { fail(String(e && e.message || e)); } },
        (e) => fail(String(e && e.message || e)),
      );
    },

    // drop cached meshes the given file map no longer references
    retain(files) {
      const keep = new Set(Object.keys(files).map((k) => k + '\n' + files[k].stamp));
      for (const [id, p] of cache) {
        if (keep.has(id)) continue;
        cache.delete(id);
        p.then((t) => t.object.traverse((o) => {
          if (o.geometry) o.geometry.dispose();
          for (const m of [].concat(o.material || [])) m.dispose();
        }), () => {});
      }
    },
  };
}
