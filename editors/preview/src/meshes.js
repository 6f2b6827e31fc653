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

// Exporters disagree on COLLADA's <transparent opaque="A_ONE"> (many write an alpha of 0 for opaque): a fully
// transparent material would make the part vanish. Show it opaque.
function fixColladaMaterials(root) {
  root.traverse((o) => {
    for (const m of [].concat(o.material || [])) {
      if (m.opacity <= 0.01) { m.opacity = 1; m.transparent = false; m.depthWrite = true; }
    }
  });
}

// The materials a COLLADA file defines itself; ColladaLoader gives a submesh without one a default material
// (the equivalent of Ogre's "BaseWhite"), which instantiate() replaces by the URDF material.
function ownMaterials(dae) {
  return new Set(Object.values((dae.library && dae.library.materials) || {}).map((m) => m.build).filter(Boolean));
}

// Texture images of a COLLADA file, loaded through /asset/<key>: the template resolves once they are loaded,
// have failed or timed out; a failed one is dropped, so the part shows in its diffuse colour (not black), and
// named in the page's message.
function daeTextureLoading(api, key, stamp) {
  const manager = new THREE.LoadingManager();
  const prefix = 'urdfls-dae:';
  const refs = new Map();      // requested URL -> the reference as the file writes it
  manager.setURLModifier((url) => {
    if (url.startsWith('data:') || url.startsWith('blob:')) return url;
    if (!url.startsWith(prefix)) return 'data:,';
    const ref = url.slice(prefix.length);
    const out = api('/asset/' + encodeURIComponent(key), '&p=' + encodeURIComponent(ref) + '&v=' + encodeURIComponent(stamp));
    refs.set(out, ref);
    return out;
  });
  let open = 0, wake = null;
  const failed = new Set();
  const start = manager.itemStart.bind(manager), end = manager.itemEnd.bind(manager), error = manager.itemError.bind(manager);
  manager.itemStart = (url) => { open++; start(url); };
  manager.itemError = (url) => { failed.add(url); error(url); };
  manager.itemEnd = (url) => { end(url); if (--open === 0 && wake) wake(); };
  return {
    manager, basePath: prefix,
    settled: () => new Promise((res) => {
      if (open === 0) { res(); return; }
      wake = res;
      setTimeout(res, TIMEOUT_MS);
    }),
    // drop the textures that did not load; the references that failed
    dropFailed(root) {
      root.traverse((o) => {
        for (const m of [].concat(o.material || [])) {
          for (const k of ['map', 'normalMap', 'specularMap', 'emissiveMap', 'lightMap']) {
            if (m[k] && m[k].isTexture && !m[k].image) { m[k] = null; m.needsUpdate = true; }
          }
        }
      });
      return [...failed].map((u) => { try { return decodeURIComponent(refs.get(u) || u); } catch (e) { return refs.get(u) || u; } });
    },
  };
}

export function placeholder() {
  const m = new THREE.Mesh(placeholderGeometry, placeholderMaterial);
  m.userData.placeholder = true;
  m.scale.setScalar(0.1);
  return m;
}

export function createMeshCache(api) {
  const cache = new Map();   // key + stamp -> Promise<{ kind, object }>

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

  function parse(ext, data, name, key, stamp) {
    if (ext === '.stl') {
      const geometry = new STLLoader().parse(data);
      geometry.computeVertexNormals();   // many STL files carry zero or wrong facet normals
      const object = new THREE.Mesh(geometry);
      markShared(object);
      return { kind: 'stl', object };
    }
    const text = new TextDecoder().decode(data);
    if (ext === '.dae') {
      const textures = daeTextureLoading(api, key, stamp);
      const dae = new ColladaLoader(textures.manager).parse(text, textures.basePath);
      if (!dae || !dae.scene) throw new Error(`${name}: not a COLLADA file`);
      fixColladaMaterials(dae.scene);
      markShared(dae.scene);
      const own = ownMaterials(dae);
      return textures.settled().then(() => {
        const warnings = textures.dropFailed(dae.scene).map((ref) => `texture ${ref} of ${name}: could not be loaded`);
        return { kind: 'dae', object: dae.scene, own, warnings };
      });
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
      p = fetchFile(key, info.name).then((data) => parse(info.ext, data, info.name, key, info.stamp)).then((t) => {
        if (!hasVertices(t.object)) throw new Error(`${info.name}: no geometry in the file`);
        return t;
      });
      p.catch(() => cache.delete(id));
      cache.set(id, p);
    }
    return p;
  }

  // As RViz does (rviz_default_plugins robot_link.cpp, createEntityForGeometryElement): a submesh with a
  // material of its own keeps it, one without (Ogre's BaseWhite: STL, OBJ without .mtl, a COLLADA triangle set
  // bound to no material) gets the link's URDF material, or the default one when the visual sets none.
  function instantiate(t, material) {
    if (t.kind === 'stl') return new THREE.Mesh(t.object.geometry, material);
    const obj = t.object.clone(true);
    if (t.kind === 'obj') obj.traverse((o) => { if (o.isMesh) o.material = material; });
    if (t.kind === 'dae') {
      const pick = (m) => (t.own.has(m) ? m : material);
      obj.traverse((o) => { if (o.isMesh) o.material = Array.isArray(o.material) ? o.material.map(pick) : pick(o.material); });
    }
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
        (t) => {
          try { done(instantiate(t, material)); tracker.end(true); } catch (e) { fail(String(e && e.message || e)); return; }
          for (const why of t.warnings || []) { tracker.begin(); tracker.end(false, why); }
        },
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
          for (const m of [].concat(o.material || [])) {
            for (const k of ['map', 'normalMap', 'specularMap', 'emissiveMap', 'lightMap']) if (m[k]) m[k].dispose();
            m.dispose();
          }
        }), () => {});
      }
    },
  };
}
