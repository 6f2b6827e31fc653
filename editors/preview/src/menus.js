// The toolbar's drop-down menus (<details>, the "show" overlays) close as a menu does: on a press anywhere
// outside them (the 3D view, another button) and on Escape. A <details> alone stays open until its summary is
// clicked again, and the open "show" menu then covered the measuring hint below the bar.
function closeWhenLeft(menu) {
  // capture: the 3D view's orbit controls take the pointer, so the press never bubbles up to the document
  document.addEventListener('pointerdown', (e) => {
    if (menu.open && !menu.contains(e.target)) menu.open = false;
  }, true);
  window.addEventListener('keydown', (e) => {
    if (menu.open && e.key === 'Escape') menu.open = false;
  });
}

for (const menu of document.querySelectorAll('#bar details')) closeWhenLeft(menu);
