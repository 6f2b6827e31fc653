// Read the URDF text into the element tree urdf-loader builds from, repairing what would throw or produce NaN
// transforms: urdf-ls publishes only text without errors, but warnings remain (a mimic of an unknown joint,
// a zero axis, rgba with three numbers...), and a model that loads in urdfdom should show here.
import { asElement, parseXml } from './xml.js';

const kids = (el, name) => [...el.children].filter((c) => c.nodeName.toLowerCase() === name);
const nums = (s) => String(s || '').trim().split(/\s+/).filter(Boolean).map(Number);

function read(text, fast) {
  try {
    if (!fast) throw new Error('DOMParser asked for');
    return asElement(parseXml(text));            // fast path
  } catch (e) {
    const doc = new DOMParser().parseFromString(text, 'text/xml');
    if (doc.getElementsByTagName('parsererror').length) throw new Error('the URDF is not well-formed XML');
    return doc.documentElement;
  }
}

// returns the <robot> element, ready for URDFLoader.parse
export function sanitize(text, fast = true) {
  const robot = read(text, fast);
  if (!robot || robot.nodeName !== 'robot') throw new Error('no <robot> element');
  const links = new Set(kids(robot, 'link').map((l) => l.getAttribute('name')));
  for (const j of kids(robot, 'joint')) {
    const p = kids(j, 'parent')[0], c = kids(j, 'child')[0];
    if (!p || !c || !links.has(p.getAttribute('link')) || !links.has(c.getAttribute('link'))) robot.removeChild(j);
  }
  const joints = kids(robot, 'joint');
  const names = new Set(joints.map((j) => j.getAttribute('name')));
  for (const j of joints) {
    for (const m of kids(j, 'mimic')) if (!names.has(m.getAttribute('joint')) || m.getAttribute('joint') === j.getAttribute('name')) j.removeChild(m);
    for (const a of kids(j, 'axis')) {
      const v = nums(a.getAttribute('xyz'));
      if (v.length !== 3 || v.some((x) => !Number.isFinite(x)) || v.every((x) => x === 0)) a.setAttribute('xyz', '1 0 0');
    }
  }
  // colours: in top-level materials and in the materials of visuals (the only places urdf-loader reads them)
  const fixColors = (material) => {
    for (const c of kids(material, 'color')) {
      const v = nums(c.getAttribute('rgba')).map((x) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 1));
      while (v.length < 4) v.push(1);
      c.setAttribute('rgba', v.slice(0, 4).join(' '));
    }
  };
  for (const m of kids(robot, 'material')) fixColors(m);
  for (const l of kids(robot, 'link')) {
    for (const el of l.children) {
      const kind = el.nodeName.toLowerCase();
      if (kind !== 'visual' && kind !== 'collision') continue;
      const g = kids(el, 'geometry')[0];
      if (!g || !g.children.length) { l.removeChild(el); continue; }
      for (const m of kids(el, 'material')) fixColors(m);
    }
  }
  // urdf-loader finds the root link with one querySelector over the whole document per link (quadratic in
  // the robot's size); answer that query from a set instead
  const children = new Set(joints.flatMap((j) => kids(j, 'child').map((c) => c.getAttribute('link'))));
  const query = robot.querySelector;
  Object.defineProperty(robot, 'querySelector', {
    writable: true,
    value: (sel) => {
      const m = /^child\[link="(.*)"\]$/s.exec(sel);
      if (m) return children.has(m[1]) ? robot : null;
      return query.call(robot, sel);
    },
  });
  return robot;
}
