// Joint sliders: one per revolute/continuous/prismatic joint (mimic joints follow their leader), within limits.
// The DOM is rebuilt only when the set of joints or their limits change, so typing keeps the panel as it is.

function fmt(type, v) {
  return type === 'prismatic' ? `${v.toFixed(3)} m` : `${(v * 180 / Math.PI).toFixed(1)}°`;
}

export function createJointPanel(container, filter, { get, set }) {
  let signature = '';
  const rows = new Map();   // name -> { row, input, val, type }

  function applyFilter() {
    const q = filter.value.trim().toLowerCase();
    for (const [name, r] of rows) r.row.style.display = !q || name.toLowerCase().includes(q) ? '' : 'none';
  }
  filter.addEventListener('input', applyFilter);

  return {
    update(joints) {
      const sig = joints.map((j) => `${j.name}\u0000${j.type}\u0000${j.lower}\u0000${j.upper}`).join('\u0001');
      if (sig === signature) { for (const j of joints) this.show(j.name, get(j.name)); return; }
      signature = sig;
      rows.clear();
      container.textContent = '';
      if (!joints.length) {
        container.textContent = 'No movable joints.';
        return;
      }
      const frag = document.createDocumentFragment();
      for (const j of joints) {
        const row = document.createElement('div');
        row.className = 'joint';
        const head = document.createElement('div');
        head.className = 'name';
        const label = document.createElement('span');
        label.textContent = j.name;
        label.title = `${j.name} (${j.type})`;
        const val = document.createElement('span');
        val.className = 'val';
        head.append(label, val);
        const input = document.createElement('input');
        input.type = 'range';
        input.min = String(j.lower);
        input.max = String(j.upper);
        input.step = String((j.upper - j.lower) / 1000);
        input.dataset.joint = j.name;
        input.addEventListener('input', () => set(j.name, parseFloat(input.value)));
        row.append(head, input);
        frag.appendChild(row);
        rows.set(j.name, { row, input, val, type: j.type });
        const v = Math.min(j.upper, Math.max(j.lower, get(j.name)));
        input.value = String(v);
        val.textContent = fmt(j.type, v);
        rows.get(j.name).shown = v;
      }
      container.appendChild(frag);
      applyFilter();
    },
    show(name, v) {
      const r = rows.get(name);
      if (!r || r.shown === v) return;
      r.shown = v;
      if (document.activeElement !== r.input) r.input.value = String(v);
      r.val.textContent = fmt(r.type, v);
    },
  };
}
