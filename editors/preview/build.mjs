// Bundles the preview page into urdf_ls/preview/static (or the folder given as the first argument).
// esbuild's output is deterministic, so scripts/check-preview-bundle.sh can rebuild and compare.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(process.argv[2] || path.join(here, '..', '..', 'urdf_ls', 'preview', 'static'));
fs.mkdirSync(out, { recursive: true });
await build({
  entryPoints: [path.join(here, 'src', 'main.js')],
  outfile: path.join(out, 'preview.js'),
  bundle: true,
  format: 'iife',
  minify: true,
  target: ['chrome100', 'firefox100', 'safari15'],
  legalComments: 'eof',
  charset: 'utf8',
  sourcemap: false,
  logLevel: 'warning',
  absWorkingDir: here,
});
fs.copyFileSync(path.join(here, 'src', 'index.html'), path.join(out, 'index.html'));
console.log('built', path.relative(process.cwd(), out) || '.');
