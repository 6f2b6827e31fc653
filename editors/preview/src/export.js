// The view as a PNG: rendered and read back in the same task, so the WebGL drawing buffer (not preserved
// between frames) still holds the picture.
export function canvasPng(canvas, render) {
  render();
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no image'))), 'image/png'));
}

export async function downloadPng(canvas, render, title) {
  const blob = await canvasPng(canvas, render);
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = (String(title || 'robot').replace(/\.(urdf|xacro)$/i, '').replace(/[^\w.-]+/g, '_') || 'robot') + '.png';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 60000);
}
