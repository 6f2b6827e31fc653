// Drives code-server (VS Code in the browser) in headless Chromium with the packaged urdf-ls extension:
// opens a URDF file with a dangling link reference and waits for the error squiggle and its hover.
//   node e2e.mjs <code-server-bin> <vsix> <workdir> <out.json> <screenshot.png> <python> [chromium]
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { createRequire } from "node:module";

const [csBin, vsix, work, outJson, shot, python, chromiumPath = "/usr/bin/chromium"] = process.argv.slice(2);
const require = createRequire(path.resolve(path.dirname(vsix), "package.json"));
const { chromium } = require("playwright-core");

const freePort = () => new Promise((res) => { const s = net.createServer(); s.listen(0, "127.0.0.1", () => { const p = s.address().port; s.close(() => res(p)); }); });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const result = { squiggles: 0, hover: null, steps: [] };
const step = (s) => { result.steps.push(s); console.error("[e2e]", s); };

const ud = path.join(work, "user-data"), ext = path.join(work, "extensions"), proj = path.join(work, "project");
fs.mkdirSync(path.join(ud, "User"), { recursive: true });
fs.writeFileSync(path.join(ud, "User", "settings.json"), JSON.stringify({
  "urdf-ls.server.command": [python, "-m", "urdf_ls"],
  "workbench.startupEditor": "none", "security.workspace.trust.enabled": false,
  "telemetry.telemetryLevel": "off", "extensions.autoCheckUpdates": false, "extensions.autoUpdate": false,
  "workbench.tips.enabled": false, "update.mode": "none", "editor.hover.delay": 100,
}));
const inst = spawnSync(csBin, ["--extensions-dir", ext, "--user-data-dir", ud, "--install-extension", vsix], { encoding: "utf8" });
step("install-extension rc=" + inst.status + " " + (inst.stdout + inst.stderr).trim().split("\n").pop());
if (inst.status !== 0) { fs.writeFileSync(outJson, JSON.stringify(result)); process.exit(1); }

const port = await freePort();
const cs = spawn(csBin, ["--auth", "none", "--bind-addr", `127.0.0.1:${port}`, "--extensions-dir", ext, "--user-data-dir", ud,
  "--disable-telemetry", "--disable-update-check", "--disable-workspace-trust", "--disable-getting-started-override", proj],
  { stdio: ["ignore", "pipe", "pipe"] });
let csLog = "";
cs.stdout.on("data", (d) => (csLog += d)); cs.stderr.on("data", (d) => (csLog += d));
const up = async () => { for (let i = 0; i < 120; i++) { const ok = await new Promise((r) => http.get(`http://127.0.0.1:${port}/healthz`, (res) => { res.resume(); r(res.statusCode === 200); }).on("error", () => r(false))); if (ok) return true; await sleep(500); } return false; };
let browser;
try {
  if (!(await up())) throw new Error("code-server did not come up: " + csLog.slice(-2000));
  step("code-server up on " + port);
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"] });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(proj)}`);
  await page.waitForSelector(".monaco-workbench", { timeout: 90000 });
  step("workbench loaded");
  await sleep(3000);
  // open the file from the Explorer
  await page.locator(".explorer-folders-view .monaco-list-row", { hasText: "robot.urdf" }).first().click({ timeout: 60000 });
  await page.waitForSelector(".monaco-editor .view-lines", { timeout: 60000 });
  step("editor open");
  await page.waitForSelector(".monaco-editor .squiggly-error", { timeout: 120000 });
  result.squiggles = await page.locator(".monaco-editor .squiggly-error").count();
  step("squiggles: " + result.squiggles);
  // hover every squiggle and collect what VS Code shows
  const hovers = [];
  for (let k = 0; k < result.squiggles; k++) {
    const box = await page.locator(".monaco-editor .squiggly-error").nth(k).boundingBox();
    if (!box) continue;
    for (let i = 0; i < 4; i++) {
      await page.mouse.move(5, 5);
      await sleep(200);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
      await sleep(1200);
      const txt = (await page.locator(".monaco-hover").allInnerTexts()).join("\n").trim();
      if (txt) { hovers.push(txt); break; }
    }
  }
  result.hover = hovers.join("\n----\n") || null;
  step("hover: " + result.hover);
  await page.screenshot({ path: shot });
} catch (e) {
  result.error = String(e && e.stack || e);
  step("failed: " + result.error.split("\n")[0]);
  try { const pages = browser ? browser.contexts().flatMap((c) => c.pages()) : []; if (pages[0]) await pages[0].screenshot({ path: shot }); } catch {}
} finally {
  if (browser) await browser.close().catch(() => {});
  cs.kill("SIGTERM");
  fs.writeFileSync(outJson, JSON.stringify(result, null, 1));
}
process.exit(result.error ? 1 : 0);
