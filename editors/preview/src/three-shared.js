// What urdf-loader sees as 'three' (esbuild redirects its import here): three itself, except that the unit
// box, sphere and cylinder it makes for every primitive (and scales per mesh) are shared instances, so
// building a 1,500-link robot does not generate and upload 1,500 identical geometries.
import * as THREE from 'three';

export * from 'three';

const cache = new Map();
function shared(Kind, args) {
  const key = Kind.name + ':' + args.join(',');
  let g = cache.get(key);
  if (!g) {
    g = new Kind(...args);
    g.userData.shared = true;
    cache.set(key, g);
  }
  return g;
}

// called with `new`: returning an object makes that object the result
export function BoxGeometry(...args) { return shared(THREE.BoxGeometry, args); }
export function SphereGeometry(...args) { return shared(THREE.SphereGeometry, args); }
export function CylinderGeometry(...args) { return shared(THREE.CylinderGeometry, args); }
