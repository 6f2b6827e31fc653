// urdf-loader trusts its input; urdf-ls publishes only text without errors, but warnings remain (a mimic of
// an unknown joint, a zero axis, rgba with three numbers...). Repair what would throw or produce NaN transforms,
// so a model that loads in urdfdom also shows here.
const kids = (el, name) => [...el.children].filter((c) => c.nodeName.toLowerCase() === name);
const nums = (s) => String(s || '').trim().split(/\s+/).filter(Boolean).map(Number);

// returns the <robot> element, ready for URDFLoader.parse
export function sanitize(text) {
  const doc = new DOMParser().parseFromString(text, 'text/xml');
  if (doc.getElementsByTagName('parsererror').length) throw new Error('the URDF is not well-formed XML');
  const robot = [...doc.children].find((c) => c.nodeName === 'robot');
  if (!robot) throw new Error('no <robot> element');
  const links = new Set(kids(robot, 'link').map((l) => l.getAttribute('name')));
  const joints = kids(robot, 'joint');
  for (const j of joints) {
    const p = kids(j, 'parent')[0], c = kids(j, 'child')[0];
    if (!p || !c || !links.has(p.getAttribute('link')) || !links.has(c.getAttribute('link'))) robot.removeChild(j);
  }
  const names = new Set(kids(robot, 'joint').map((j) => j.getAttribute('name')));
  for (const j of kids(robot, 'joint')) {
    for (const m of kids(j, 'mimic')) if (!names.has(m.getAttribute('joint')) || m.getAttribute('joint') === j.getAttribute('name')) j.removeChild(m);
    for (const a of kids(j, 'axis')) {
      const v = nums(a.getAttribute('xyz'));
      if (v.length !== 3 || v.some((x) => !Number.isFinite(x)) || v.every((x) => x === 0)) a.setAttribute('xyz', '1 0 0');
    }
  }
  for (const c of doc.getElementsByTagName('color')) {
    const v = nums(c.getAttribute('rgba')).map((x) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 1));
    while (v.length < 4) v.push(1);
    c.setAttribute('rgba', v.slice(0, 4).join(' '));
  }
  for (const el of [...doc.getElementsByTagName('visual'), ...doc.getElementsByTagName('collision')]) {
    const g = kids(el, 'geometry')[0];
    if (!g || !g.children.length) el.parentNode.removeChild(el);
  }
  // urdf-loader finds the root link with one querySelector over the whole document per link (quadratic in
  // the robot's size: most of the build time of a 1,500-link robot); answer that query from a set instead
  const children = new Set(kids(robot, 'joint').flatMap((j) => kids(j, 'child').map((c) => c.getAttribute('link'))));
  const query = Element.prototype.querySelector;
  robot.querySelector = (sel) => {
    const m = /^child\[link="(.*)"\]$/s.exec(sel);
    if (m) return children.has(m[1]) ? robot : null;
    return query.call(robot, sel);
  };
  return robot;
}
