// A small, fast XML reader for well-formed URDF (the server publishes only text without errors): elements and
// attributes, no text content. It builds plain objects with the part of the DOM API urdf-loader uses
// (children, nodeName, getAttribute, hasAttribute); on a 1 MB robot it takes a fraction of DOMParser's time
// and the tree is much cheaper to walk. Anything it does not understand throws, and the caller falls back to
// DOMParser.

const TOKEN = /<(?:!--[\s\S]*?-->|!\[CDATA\[[\s\S]*?\]\]>|\?[\s\S]*?\?>|!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>|\/([^\s>]+)\s*>|([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>)|</g;
const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const NAMED = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(v) {
  // attribute-value normalisation (XML 1.0 §3.3.3), then character and predefined entity references
  if (/[\t\n\r]/.test(v)) v = v.replace(/\r\n|[\t\n\r]/g, ' ');
  if (v.indexOf('&') < 0) return v;
  return v.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (m, e) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    if (e in NAMED) return NAMED[e];
    throw new Error('entity &' + e + ';');
  });
}

export class XNode {
  constructor(name, attrs, parent) {
    this.nodeName = name;
    this.attrs = attrs;
    this.children = [];
    this.parentNode = parent;
  }
  getAttribute(n) { const v = this.attrs.get(n); return v === undefined ? null : v; }
  hasAttribute(n) { return this.attrs.has(n); }
  setAttribute(n, v) { this.attrs.set(n, String(v)); }
  removeChild(c) { const i = this.children.indexOf(c); if (i >= 0) this.children.splice(i, 1); return c; }
  querySelector() { throw new Error('querySelector is not supported'); }
}

// parse a document and return its root element as an XNode
export function parseXml(text) {
  TOKEN.lastIndex = 0;
  let root = null, top = null, m;
  while ((m = TOKEN.exec(text)) !== null) {
    const [all, close, open, rawAttrs, selfClose] = m;
    if (all === '<') throw new Error('unexpected "<" at ' + m.index);
    if (close !== undefined) {
      if (!top || top.nodeName !== close) throw new Error('mismatched </' + close + '>');
      top = top.parentNode;
      continue;
    }
    if (open === undefined) continue;   // comment, CDATA, processing instruction, doctype
    const attrs = new Map();
    if (rawAttrs) {
      ATTR.lastIndex = 0;
      let a;
      while ((a = ATTR.exec(rawAttrs)) !== null) {
        if (attrs.has(a[1])) throw new Error('duplicate attribute ' + a[1]);
        attrs.set(a[1], decode(a[2] !== undefined ? a[2] : a[3]));
      }
    }
    const node = new XNode(open, attrs, top);
    if (top) top.children.push(node);
    else if (root) throw new Error('more than one root element');
    else root = node;
    if (!selfClose) top = node;
  }
  if (!root || top) throw new Error('unclosed element');
  return root;
}

// the root as something urdf-loader's parse() accepts (it checks `instanceof Element` on the root only)
export function asElement(node) {
  const el = Object.create(Element.prototype);
  for (const k of ['nodeName', 'attrs', 'children', 'parentNode']) {
    Object.defineProperty(el, k, { value: node[k], writable: true, enumerable: true });
  }
  for (const k of ['getAttribute', 'hasAttribute', 'setAttribute', 'removeChild', 'querySelector']) {
    Object.defineProperty(el, k, { value: XNode.prototype[k], writable: true });
  }
  for (const c of node.children) c.parentNode = el;
  return el;
}
