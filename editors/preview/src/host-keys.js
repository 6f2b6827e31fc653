// When the page is framed by an editor (VS Code's webview frames it), key presses in the page never reach the
// editor, so its shortcuts (Ctrl+P, Ctrl+Shift+P, Ctrl+S ...) did nothing while the 3D view had the focus.
// Shortcut-like presses are handed to the framing page, which gives them to the editor; the page's own keys
// (plain letters, Escape) and its editing keys (copy, paste, undo ...) stay here.
const EDITING = new Set(['a', 'c', 'v', 'x', 'z', 'y']);

function isShortcut(e) {
  if (/^F\d+$/.test(e.key)) return true;
  if (!(e.ctrlKey || e.metaKey || e.altKey)) return false;
  // copy, paste, select all, undo stay with the page (its text fields, text selected in it)
  return e.altKey || e.shiftKey || !EDITING.has(e.key.toLowerCase());
}

function forwardShortcutsToHost(win) {
  if (win.parent === win) return;      // not framed: a browser tab keeps its keys
  win.addEventListener('keydown', (e) => {
    if (!isShortcut(e)) return;
    e.preventDefault();                // (Ctrl+P would otherwise print the frame, Ctrl+S save it)
    const { key, code, keyCode, ctrlKey, shiftKey, altKey, metaKey, repeat } = e;
    win.parent.postMessage({ type: 'urdf-ls.keydown', key, code, keyCode, ctrlKey, shiftKey, altKey, metaKey, repeat }, '*');
  }, true);
}

forwardShortcutsToHost(window);
