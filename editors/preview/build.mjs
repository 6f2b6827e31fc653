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
  minify: !process.env.PREVIEW_DEBUG,
  target: ['chrome100', 'firefox100', 'safari15'],
  legalComments: 'eof',
  charset: 'utf8',
  sourcemap: false,
  logLevel: 'warning',
  absWorkingDir: here,
  plugins: [{
    // urdf-loader's `import * as THREE from 'three'` gets the shared unit primitives of src/three-shared.js
    name: 'urdf-loader-shared-primitives',
    setup(b) {
      b.onResolve({ filter: /^three$/ }, (args) => (/[\\/]urdf-loader[\\/]/.test(args.importer)
        ? { path: path.join(here, 'src', 'three-shared.js') } : undefined));
    },
  }],
});
fs.copyFileSync(path.join(here, 'src', 'index.html'), path.join(out, 'index.html'));
console.log('built', path.relative(process.cwd(), out) || '.');

// the bundle carries three.js and urdf-loader: ship their licences beside it
const notices = ['three', 'urdf-loader'].map((name) => {
  const dir = path.join(here, 'node_modules', name);
  const { version, license, author, homepage } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = path.join(dir, 'LICENSE');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim()
    // urdf-loader's npm package has no LICENSE file: the standard notice of its licence (Apache-2.0)
    : `Copyright ${(author && (author.name || author)) || 'the ' + name + ' authors'}\n\n` +
      'Licensed under the Apache License, Version 2.0 (the "License"); you may not use this file except in\n' +
      'compliance with the License. You may obtain a copy of the License at\n\n' +
      '    http://www.apache.org/licenses/LICENSE-2.0\n\n' +
      'Unless required by applicable law or agreed to in writing, software distributed under the License is\n' +
      'distributed on an "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.\n' +
      'See the License for the specific language governing permissions and limitations under the License.\n' +
      `Source: ${homepage || 'https://www.npmjs.com/package/' + name}`;
  return `${name} ${version} (${license})\n\n${text}\n`;
});
fs.writeFileSync(path.join(out, 'THIRD_PARTY_LICENSES.txt'),
  'preview.js bundles these packages (built by editors/preview/build.mjs from its package-lock.json).\n\n' +
  notices.join('\n' + '-'.repeat(78) + '\n\n'));
