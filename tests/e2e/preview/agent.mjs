// A small browser agent for the preview tests: headless Chromium (the system's, never a downloaded one)
// driven by playwright-core, commanded by one JSON object per line on stdin, answering one per line on stdout.
//   node agent.mjs <chromium> <user-data-dir>
// ops: goto {url, width, height, iframe}, eval {expr}, wait {expr, timeout}, click {x, y}, screenshot {path},
//      download {selector}, logs {}, close {}. Coordinates are relative to the preview page (the agent adds the iframe's offset).
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '..', '..', '..', 'editors', 'preview', 'package.json'));
const { chromium } = require('playwright-core');
const [chromiumPath = '/usr/bin/chromium', userDataDir] = process.argv.slice(2);

const ARGS = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  '--disable-dev-shm-usage', '--disable-features=Translate,MediaRouter', '--mute-audio'];

const logs = [];
let context, page, target, host, offset = { x: 0, y: 0 };

async function launch() {
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath, headless: true, args: ARGS, viewport: { width: 900, height: 640 },
    bypassCSP: true,   // waitForFunction evaluates its predicate string; the page's CSP forbids eval
  });
  page = context.pages()[0] || await context.newPage();
  watch(page);
}

function watch(p) {
  p.on('console', (m) => logs.push(`[${m.type()}] ${m.text()}`));
  p.on('pageerror', (e) => logs.push(`[pageerror] ${e.stack || e}`));
}

// a reverse proxy that serves http://127.0.0.1:PORT/x as http://localhost:P2/proxy/PORT/x, as code-server does
let proxyServer = null;
async function proxied(url) {
  const u = new URL(url);
  if (proxyServer) proxyServer.close();
  proxyServer = http.createServer((req, res) => {
    const m = /^\/proxy\/(\d+)(\/.*)$/.exec(req.url);
    if (!m) { res.writeHead(404); res.end(); return; }
    const up = http.request({ host: '127.0.0.1', port: +m[1], path: m[2], method: req.method,
      headers: { ...req.headers, host: `127.0.0.1:${m[1]}` } }, (r) => { res.writeHead(r.statusCode, r.headers); r.pipe(res); });
    up.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(up);
    res.on('close', () => up.destroy());
  });
  await new Promise((r) => proxyServer.listen(0, '127.0.0.1', r));
  return `http://localhost:${proxyServer.address().port}/proxy/${u.port}/${u.search}`;
}

const ops = {
  async goto({ url, width = 900, height = 640, iframe = false, proxy = false, noEventSource = false, initScript = null,
    sandbox = null }) {
    if (noEventSource) initScript = 'delete window.EventSource;';   // the preview falls back to long-polling
    if (initScript || page.urdflsInit) {
      // a fresh page, with a script that runs before the page's own
      await page.close();
      page = await context.newPage();
      watch(page);
      if (initScript) {
        page.urdflsInit = true;
        await page.addInitScript({ content: initScript });
      }
    }
    await page.setViewportSize({ width, height });
    if (proxy) url = await proxied(url);
    if (!iframe) {
      await page.goto(url);
      target = page.mainFrame();
      offset = { x: 0, y: 0 };
    } else {
      // the embedding page comes from another local origin, as an editor's webview does
      const html = `<!doctype html><body style="margin:0;background:#fff"><div style="padding:20px 0 0 30px">
        <iframe id="f" src="${url}" ${sandbox === null ? '' : `sandbox="${sandbox}"`}
          style="width:${width - 60}px;height:${height - 60}px;border:1px solid #888"></iframe></div></body>`;
      if (host) host.close();
      host = http.createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'text/html' }); res.end(html); });
      await new Promise((r) => host.listen(0, '127.0.0.1', r));
      await page.goto(`http://localhost:${host.address().port}/`);
      const el = await page.waitForSelector('#f');
      target = await el.contentFrame();
      await target.waitForLoadState('domcontentloaded');
      const box = await el.boundingBox();
      offset = { x: box.x + 1, y: box.y + 1 };
    }
    return { status: 'ok' };
  },
  async eval({ expr }) { return await target.evaluate(expr); },
  async wait({ expr, timeout = 20000 }) {
    const h = await target.waitForFunction(expr, null, { timeout, polling: 50 });
    return await h.jsonValue();
  },
  async click({ x, y }) { await page.mouse.click(x + offset.x, y + offset.y); return true; },
  async move({ x, y }) { await page.mouse.move(x + offset.x, y + offset.y, { steps: 2 }); return true; },
  async press({ key }) { await page.keyboard.press(key); return true; },
  // click an element that starts a download: the file's name and its bytes (base64)
  async download({ selector }) {
    const [d] = await Promise.all([page.waitForEvent('download', { timeout: 20000 }), target.click(selector)]);
    const chunks = [];
    for await (const c of await d.createReadStream()) chunks.push(c);
    return { name: d.suggestedFilename(), base64: Buffer.concat(chunks).toString('base64') };
  },
  async screenshot({ path: p }) { await page.screenshot({ path: p }); return p; },
  async logs() { return logs.splice(0); },
  async close() { if (host) host.close(); if (proxyServer) proxyServer.close(); await context.close(); setTimeout(() => process.exit(0), 10); return true; },
};

await launch();
process.stdout.write(JSON.stringify({ id: 0, ok: true, value: 'ready' }) + '\n');
const rl = readline.createInterface({ input: process.stdin });
let chain = Promise.resolve();
rl.on('line', (line) => {
  chain = chain.then(async () => {
    let msg;
    try { msg = JSON.parse(line); } catch { return; }
    let reply;
    try {
      reply = { id: msg.id, ok: true, value: await ops[msg.op](msg) };
    } catch (e) {
      reply = { id: msg.id, ok: false, error: String(e && e.message || e) };
    }
    process.stdout.write(JSON.stringify(reply === undefined ? null : reply) + '\n');
  });
});
rl.on('close', () => { chain.then(() => context.close()).finally(() => process.exit(0)); });
