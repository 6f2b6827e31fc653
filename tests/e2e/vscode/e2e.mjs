// Drives code-server (VS Code in the browser) in headless Chromium with the packaged urdf-ls extension.
// The extension runs its BUNDLED server: the caller gives code-server a PATH without urdf-ls and no
// urdf-ls.server.command setting.
//   node e2e.mjs <config.json>
// config: { codeServer, vsix, work, out, shot, chromium, path, cases: [...] }, with cases run in order:
//   { kind: "squiggle", file }                       wait for an error squiggle, hover each one
//   { kind: "complete", file, line, column, pick }   put the cursor at line:column (1-based), invoke
//        completion, accept the item labelled `pick`, save, and record the file's text on disk; with `tabs`, after
//        accepting a snippet press Tab that many times and record the suggestions each tab stop shows (a choice)
//   { kind: "hover", name, file, line, column }      hover at line:column, record the hover's text
//   { kind: "open", file, wait_ms }                   open the file and wait
//   { kind: "definition", file, line, column, expect, squiggle }   open the file (wait for a `squiggle`: error or
//        warning), put the cursor at line:column, press F12, wait for the tab `expect`: its status bar position
//   { kind: "notification", file }                 open the file, wait for urdf-ls's error notification
//   { kind: "preview", file, cursor: [{ line, column, expect }], click }   open the file, press the editor-title
//        button "Open Preview", wait for the page in the webview to be ready, move the cursor to each line:column
//        and wait for the page to highlight `expect`, then click the link `click` in the page and record the
//        editor's selection
//   { kind: "rename", file, line, column, newName, open, files }   open each of `open` (saved files), open `file`,
//        put the cursor at line:column, press F2, type `newName`, Enter, save all (Ctrl+K S) and record the text
//        on disk of each of `files` (paths under the project) once none of the open editors is dirty
//   { kind: "compare", file }   open the file and its preview, run "urdf-ls: Compare with HEAD" from the command
//        palette, record the report's tab and text and the preview's comparison (result.compare[file])
// The result (out) is { steps, error?, squiggles, hover, completions: { file: { text, labels } } }.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { createRequire } from "node:module";

const cfg = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const require = createRequire(path.resolve(path.dirname(cfg.vsix), "package.json"));
const { chromium } = require("playwright-core");

const freePort = () => new Promise((res) => { const s = net.createServer(); s.listen(0, "127.0.0.1", () => { const p = s.address().port; s.close(() => res(p)); }); });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const result = { squiggles: 0, hover: null, completions: {}, steps: [] };
const t0 = Date.now();
const step = (s) => { const m = `${((Date.now() - t0) / 1000).toFixed(1)}s ${s}`; result.steps.push(m); console.error("[e2e]", m); };
const save = () => fs.writeFileSync(cfg.out, JSON.stringify(result, null, 1));

const ud = path.join(cfg.work, "user-data"), ext = path.join(cfg.work, "extensions"), proj = path.join(cfg.work, "project");
fs.mkdirSync(path.join(ud, "User"), { recursive: true });
fs.writeFileSync(path.join(ud, "User", "settings.json"), JSON.stringify({
  "workbench.startupEditor": "none", "security.workspace.trust.enabled": false,
  "telemetry.telemetryLevel": "off", "extensions.autoCheckUpdates": false, "extensions.autoUpdate": false,
  "workbench.tips.enabled": false, "update.mode": "none", "editor.hover.delay": 100,
  "editor.quickSuggestions": { other: false, comments: false, strings: false }, "editor.suggestOnTriggerCharacters": false,
  "editor.acceptSuggestionOnEnter": "on", "editor.suggest.showStatusBar": false, "files.autoSave": "off",
  ...(cfg.settings || {}),
}));
const env = { ...process.env, PATH: cfg.path };
const inst = spawnSync(cfg.codeServer, ["--extensions-dir", ext, "--user-data-dir", ud, "--install-extension", cfg.vsix], { encoding: "utf8", env });
step("install-extension rc=" + inst.status + " " + (inst.stdout + inst.stderr).trim().split("\n").pop());
if (inst.status !== 0) { result.error = "install failed"; save(); process.exit(1); }

const port = await freePort();
const cs = spawn(cfg.codeServer, ["--auth", "none", "--bind-addr", `127.0.0.1:${port}`, "--extensions-dir", ext, "--user-data-dir", ud,
  "--disable-telemetry", "--disable-update-check", "--disable-workspace-trust", "--disable-getting-started-override", proj],
  { stdio: ["ignore", "pipe", "pipe"], env });
let csLog = "";
cs.stdout.on("data", (d) => (csLog += d)); cs.stderr.on("data", (d) => (csLog += d));
const up = async () => { for (let i = 0; i < 120; i++) { const ok = await new Promise((r) => http.get(`http://127.0.0.1:${port}/healthz`, (res) => { res.resume(); r(res.statusCode === 200); }).on("error", () => r(false))); if (ok) return true; await sleep(500); } return false; };

async function openFile(page, name) {
  await page.keyboard.press("Control+P");
  await page.waitForSelector(".quick-input-widget .quick-input-box input.input", { timeout: 30000 });
  await page.keyboard.type(name, { delay: 20 });
  await page.waitForSelector(`.quick-input-list .monaco-list-row[aria-label*="${name}"]`, { timeout: 30000 });
  await page.keyboard.press("Enter");
  await page.waitForSelector(`.tab.active[aria-label*="${name}"]`, { timeout: 30000 });
  await page.waitForSelector(".monaco-editor.focused .view-lines", { timeout: 30000 });
  step("opened " + name);
}

async function squiggle(page, c) {
  await openFile(page, c.file);
  await page.waitForSelector(".monaco-editor .squiggly-error", { timeout: 120000 });
  result.squiggles = await page.locator(".monaco-editor .squiggly-error").count();
  step("squiggles: " + result.squiggles);
  const hovers = [];
  for (let k = 0; k < result.squiggles; k++) {
    const box = await page.locator(".monaco-editor .squiggly-error").nth(k).boundingBox();
    if (!box) continue;
    for (let i = 0; i < 4; i++) {
      await page.mouse.move(5, 5);
      await sleep(200);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
      const shown = await page.waitForSelector(".monaco-hover:not(.hidden) .hover-contents", { timeout: 3000 }).catch(() => null);
      await sleep(300);
      const txt = shown ? (await page.locator(".monaco-hover").allInnerTexts()).join("\n").trim() : "";
      if (txt) { hovers.push(txt); break; }
    }
  }
  result.hover = hovers.join("\n----\n") || null;
  step("hover: " + result.hover);
  await page.mouse.move(5, 5);
}

async function complete(page, c) {
  const file = path.join(proj, c.file);
  const before = fs.readFileSync(file, "utf8");
  await openFile(page, c.file);
  // the server is up once the document has been analysed; wait for its outline or a diagnostic marker is not
  // needed: completion requests are queued by the client until the server is ready
  await page.keyboard.press("Control+G");
  await page.waitForSelector(".quick-input-widget .quick-input-box input.input", { timeout: 30000 });
  await page.keyboard.type(`${c.line}:${c.column}`, { delay: 20 });
  await page.keyboard.press("Enter");
  await sleep(300);
  const rec = { labels: [], text: null };
  result.completions[c.file] = rec;
  let rows = null;
  for (let attempt = 0; attempt < 3 && !rows; attempt++) {
    await page.keyboard.press("Control+Space");
    // either a list, or VS Code's "No suggestions." (the server answered with nothing that matches)
    await page.waitForSelector(".suggest-widget.visible .monaco-list-row, .suggest-widget.visible .message:not([aria-hidden='true'])",
      { timeout: 15000 }).catch(() => null);
    rows = await page.$(".suggest-widget.visible .monaco-list-row");
    if (!rows) {
      const msg = await page.locator(".suggest-widget .message").allInnerTexts().catch(() => []);
      step(`no suggestions (${msg.join(" ").trim()}), attempt ${attempt + 1}`);
      await page.keyboard.press("Escape");
      await sleep(1000);
    }
  }
  if (!rows) throw new Error(`no completion list in ${c.file}`);
  await sleep(300);
  rec.labels = (await page.locator(".suggest-widget.visible .monaco-list-row .label-name").allInnerTexts()).map((s) => s.trim());
  step(`completions in ${c.file}: ${rec.labels.join(", ")}`);
  // move the selection onto the wanted item, then accept it with Enter
  for (let i = 0; i < 40; i++) {
    const focused = (await page.locator(".suggest-widget.visible .monaco-list-row.focused .label-name").allInnerTexts()).map((s) => s.trim());
    if (focused[0] === c.pick) break;
    await page.keyboard.press("ArrowDown");
    await sleep(50);
  }
  const focused = (await page.locator(".suggest-widget.visible .monaco-list-row.focused .label-name").allInnerTexts()).map((s) => s.trim());
  if (focused[0] !== c.pick) throw new Error(`item ${c.pick} not offered in ${c.file}: ${rec.labels.join(", ")}`);
  await page.keyboard.press("Enter");
  await sleep(300);
  rec.choices = [];
  for (let k = 0; k < (c.tabs || 0); k++) {
    await page.keyboard.press("Tab");   // the next tab stop; a choice opens the suggestions with its options
    const shown = await page.waitForSelector(".suggest-widget.visible .monaco-list-row", { timeout: 5000 }).catch(() => null);
    await sleep(200);
    rec.choices.push(shown ? (await page.locator(".suggest-widget.visible .monaco-list-row .label-name").allInnerTexts()).map((s) => s.trim()) : []);
    step(`tab stop ${k + 1} offers: ${rec.choices[k].join(", ")}`);
    if (shown) { await page.keyboard.press("Escape"); await sleep(100); }   // close the list, stay in the snippet
  }
  await page.keyboard.press("Escape"); // leave snippet mode
  await page.keyboard.press("Control+S");
  for (let i = 0; i < 100; i++) {
    const now = fs.readFileSync(file, "utf8");
    if (now !== before) { rec.text = now; break; }
    await sleep(100);
  }
  step(`saved ${c.file}: ${JSON.stringify(rec.text)}`);
}

async function hoverAt(page, c) {
  await openFile(page, c.file);
  await page.keyboard.press("Control+G");
  await page.waitForSelector(".quick-input-widget .quick-input-box input.input", { timeout: 30000 });
  await page.keyboard.type(`${c.line}:${c.column}`, { delay: 20 });
  await page.keyboard.press("Enter");
  await sleep(300);
  let text = "";
  for (let i = 0; i < 5 && !text; i++) {
    const box = await page.locator(".monaco-editor.focused .cursors-layer .cursor").first().boundingBox();
    await page.mouse.move(5, 5);
    await sleep(200);
    await page.mouse.move(box.x + 3, box.y + box.height / 2, { steps: 3 });
    const shown = await page.waitForSelector(".monaco-hover:not(.hidden) .hover-contents", { timeout: 3000 }).catch(() => null);
    await sleep(300);
    text = shown ? (await page.locator(".monaco-hover:not(.hidden) .hover-contents").allInnerTexts()).join("\n").trim() : "";
  }
  (result.hovers ??= {})[c.name] = text;
  step(`hover ${c.name}: ${JSON.stringify(text)}`);
  await page.mouse.move(5, 5);
}

async function definition(page, c) {
  await openFile(page, c.file);
  if (c.squiggle) {
    await page.waitForSelector(`.monaco-editor .squiggly-${c.squiggle}`, { timeout: 120000 });
    step(`${c.file}: a ${c.squiggle} squiggle`);
  }
  await goToLine(page, c.line, c.column);
  await sleep(300);
  await page.keyboard.press("F12");
  await page.waitForSelector(`.tab.active[aria-label*="${c.expect}"]`, { timeout: 60000 });
  await sleep(500);
  const status = (await page.locator('[id="status.editor.selection"]').innerText().catch(() => "")).trim();
  (result.definitions ??= {})[c.file] = { tab: c.expect, squiggle: !!c.squiggle, status };
  step(`definition from ${c.file}: ${c.expect} at ${status}`);
}

async function notification(page, c) {
  await openFile(page, c.file);
  const toast = page.locator(".notification-toast", { hasText: "urdf-ls" }).first();
  await toast.waitFor({ timeout: 60000 });
  await sleep(500);
  result.notifications = await page.locator(".notification-toast").allInnerTexts();
  result.buttons = (await toast.locator(".monaco-button").allInnerTexts()).map((s) => s.trim());
  step("notification: " + result.notifications.join(" | ") + " buttons: " + result.buttons.join(", "));
  // "Show Output" opens the urdf-ls output channel with the same explanation
  await toast.locator(".monaco-button", { hasText: "Show Output" }).click();
  const out = page.locator(".part.panel .monaco-editor .view-lines").first();
  await out.waitFor({ timeout: 30000 });
  for (let i = 0; i < 50 && !/Tried/.test(result.output || ""); i++) {
    result.output = (await out.innerText()).replace(/\u00a0/g, " ");
    await sleep(100);
  }
  step("output panel: " + JSON.stringify(result.output));
}

const base = (f) => f.split("/").pop();

/** F2 in the editor as a user does it; the files on disk once saved (see `rename` in the header) */
async function rename(page, c) {
  for (const f of c.open || []) await openFile(page, base(f));
  await openFile(page, base(c.file));
  await goToLine(page, c.line, c.column);
  await sleep(300);
  const rec = (result.rename = {});
  // F2 does nothing until the server has registered its rename provider (a slow start): press it again, as a
  // user would. The box opens with the name selected; keys typed before it has the focus would go to the text.
  let boxed = false;
  for (let attempt = 0; attempt < 12 && !boxed; attempt++) {
    await page.keyboard.press("F2");
    boxed = await page.waitForFunction(() => document.activeElement && document.activeElement.closest(".rename-box"),
      null, { timeout: 5000, polling: 50 }).then(() => true, () => false);
    if (!boxed) step(`F2: no rename box yet (attempt ${attempt + 1})`);
  }
  if (!boxed) throw new Error("F2 opened no rename box");
  rec.offered = await page.inputValue(".rename-box input");
  await page.keyboard.type(c.newName, { delay: 20 });
  await page.keyboard.press("Enter");
  await page.waitForSelector(".rename-box input", { state: "hidden", timeout: 30000 });
  await page.waitForSelector(`.tab.dirty[aria-label*="${base(c.file)}"]`, { timeout: 30000 });
  step(`renamed ${rec.offered} to ${c.newName}`);
  await page.keyboard.press("Control+K");
  await page.keyboard.press("S");
  await page.waitForFunction(() => !document.querySelector(".tab.dirty"), null, { timeout: 30000, polling: 100 });
  rec.onDisk = Object.fromEntries(c.files.map((f) => [f, fs.readFileSync(path.join(proj, f), "utf8")]));
  step("saved all: " + JSON.stringify(rec.onDisk));
}

/** the preview page inside the webview (a frame of a frame of the workbench), once it exists */
async function previewFrame(page, timeout = 60000) {
  const end = Date.now() + timeout;
  for (;;) {
    const f = page.frames().find((fr) => /[?&]token=/.test(fr.url()) && !fr.isDetached());
    if (f) return f;
    if (Date.now() > end) throw new Error("no preview frame; frames: " + page.frames().map((fr) => fr.url()).join(" "));
    await sleep(200);
  }
}

async function goToLine(page, line, column) {
  await page.keyboard.press("Control+G");
  await page.waitForSelector(".quick-input-widget .quick-input-box input.input", { timeout: 30000 });
  await page.keyboard.type(`${line}:${column}`, { delay: 20 });
  await page.keyboard.press("Enter");
}

async function preview(page, c) {
  await openFile(page, c.file);
  const button = page.locator('.editor-group-container.active .editor-actions .action-label[aria-label*="Open Preview"]');
  await button.first().click({ timeout: 60000 });
  step("pressed Open Preview");
  const rec = (result.preview = {});
  await page.waitForSelector(`.tab[aria-label*="Preview ${c.file}"]`, { timeout: 60000 });
  rec.groups = await page.locator(".editor-group-container").count();
  // beside: the text stays in the first group, the preview is the active tab of the second
  rec.tabsByGroup = await page.$$eval(".editor-group-container", (gs) => gs.map((g) =>
    [...g.querySelectorAll(".tab.active")].map((t) => t.getAttribute("aria-label"))));
  const frame = await previewFrame(page);
  rec.url = frame.url().replace(/token=[^&]*/, "token=…");
  // predicates as functions: the page's CSP forbids evaluating strings
  await frame.waitForFunction(() => window.urdfPreview && window.urdfPreview.ready && window.urdfPreview.links.length > 0, null, { timeout: 60000, polling: 100 });
  rec.links = await frame.evaluate(() => window.urdfPreview.links);
  step(`preview ready in the webview (${rec.url}): ${rec.links.join(", ")}`);
  rec.highlighted = [];
  for (const cur of c.cursor || []) {
    await page.keyboard.press("Control+1");   // focus the text editor's group
    await goToLine(page, cur.line, cur.column);
    await frame.waitForFunction((n) => window.urdfPreview.highlighted === n, cur.expect, { timeout: 30000, polling: 100 });
    rec.highlighted.push(await frame.evaluate(() => window.urdfPreview.highlighted));
    step(`cursor at ${cur.line}:${cur.column}: highlighted ${cur.expect}`);
  }
  if (c.click) {
    await page.keyboard.press("Control+1");   // focus the text editor's group
    await goToLine(page, 1, 1);
    const pt = await frame.evaluate((n) => window.urdfPreview.screenPoint(n), c.click);
    await frame.locator("#view").click({ position: { x: pt.x, y: pt.y } });
    await frame.waitForFunction((n) => window.urdfPreview.selected === n, c.click, { timeout: 30000, polling: 100 });
    const status = page.locator('[id="status.editor.selection"]');
    for (let i = 0; i < 150 && !/selected/.test(rec.selection || ""); i++) {
      rec.selection = (await status.innerText().catch(() => "")).replace(/\u00a0/g, " ").trim();
      await sleep(100);
    }
    rec.tabsAfterClick = await page.$$eval(".editor-group-container", (gs) => gs.map((g) =>
      [...g.querySelectorAll(".tab.active")].map((t) => t.getAttribute("aria-label"))));
    step(`clicked ${c.click}: editor selection ${rec.selection}, tabs ${JSON.stringify(rec.tabsAfterClick)}`);
  }
}

/** the preview page (a frame of the webview) that shows `title`, once it is ready with a robot */
async function previewFrameOf(page, title, timeout = 60000) {
  const end = Date.now() + timeout;
  for (;;) {
    for (const f of page.frames().filter((fr) => /[?&]token=/.test(fr.url()) && !fr.isDetached())) {
      const ok = await f.evaluate((t) => !!(window.urdfPreview && window.urdfPreview.ready && window.urdfPreview.title === t
        && window.urdfPreview.links.length > 0), title).catch(() => false);
      if (ok) return f;
    }
    if (Date.now() > end) throw new Error(`no preview of ${title}; frames: ` + page.frames().map((fr) => fr.url()).join(" "));
    await sleep(200);
  }
}

/** a click on an empty corner of the 3D view: the focus is in the view, nothing is picked */
async function focusView(page, frame) {
  const view = frame.locator("#view");
  const box = await view.boundingBox();
  await view.click({ position: { x: box.width - 12, y: box.height - 12 } });
  // the keys that follow must reach the page, not the workbench (the focus moves into the frame asynchronously)
  await frame.waitForFunction(() => document.hasFocus(), null, { timeout: 10000, polling: 50 });
  // and the workbench has made the preview's group the active one (it learns of the focus by a message, which
  // would otherwise undo a Ctrl+1 pressed before it arrives)
  await page.waitForSelector('.editor-group-container.active .tab.active[aria-label^="Preview "]', { timeout: 10000 });
}

const previewTabs = (page) => page.$$eval(".tab", (ts) => ts.map((t) => (t.getAttribute("aria-label") || "").replace(/, Editor Group \d+$/, ""))
  .filter((l) => l.startsWith("Preview ")));

/** Ctrl+Shift+P pressed while the 3D view has the focus (the page forwards it), then a command by its title */
async function commandFromPreview(page, frame, title) {
  await focusView(page, frame);
  await page.keyboard.press("Control+Shift+P");
  await page.waitForSelector(".quick-input-widget .quick-input-box input.input", { state: "visible", timeout: 10000 });
  const value = await page.inputValue(".quick-input-widget .quick-input-box input.input");
  await page.keyboard.type(title, { delay: 10 });
  await page.waitForSelector(`.quick-input-list .monaco-list-row[aria-label*="${title}"]`, { timeout: 10000 });
  await page.keyboard.press("Enter");
  return value;
}

/** one preview that follows the active editor, Open Preview twice, the lock, and shortcuts from the 3D view */
async function previewSession(page, c) {
  const rec = (result.session = {});
  await openFile(page, c.first);
  await page.locator('.editor-group-container.active .editor-actions .action-label[aria-label*="Open Preview"]').first().click({ timeout: 60000 });
  let frame = await previewFrameOf(page, c.first);
  rec.firstLinks = await frame.evaluate(() => window.urdfPreview.links);
  step("preview of " + c.first + ": " + rec.firstLinks.join(", "));
  await openFile(page, c.second);
  await page.waitForSelector(`.tab[aria-label^="Preview ${c.second}"]`, { timeout: 60000 });
  frame = await previewFrameOf(page, c.second);
  rec.second = await frame.evaluate(() => ({ links: window.urdfPreview.links, message: window.urdfPreview.message,
    errorCount: window.urdfPreview.errorCount }));
  step("followed to " + c.second + ": " + JSON.stringify(rec.second));
  await page.locator('.editor-group-container.active .editor-actions .action-label[aria-label*="Open Preview"]').first().click({ timeout: 30000 });
  await sleep(1500);   // (nothing to wait for: a second tab would have appeared by now)
  rec.tabsAfterSecondOpen = await previewTabs(page);
  // Ctrl+S with the focus in the 3D view saves the previewed document
  await page.keyboard.press("Control+1");
  await page.waitForSelector(".editor-group-container.active .monaco-editor.focused", { timeout: 10000 });
  await page.keyboard.press("Control+End");
  const before = fs.readFileSync(path.join(proj, c.second), "utf8");
  await page.keyboard.press("Enter");
  await focusView(page, frame);
  await page.keyboard.press("Control+S");
  const second = path.join(proj, c.second);
  for (let i = 0; i < 100 && !rec.savedFromPreview; i++) {
    rec.savedFromPreview = fs.readFileSync(second, "utf8") === before + "\n";
    if (!rec.savedFromPreview) await sleep(100);
  }
  step("Ctrl+S from the 3D view saved " + c.second + ": " + rec.savedFromPreview);
  // Ctrl+P with the focus in the 3D view opens Quick Open
  await focusView(page, frame);
  await page.keyboard.press("Control+P");
  rec.quickOpen = !!(await page.waitForSelector(".quick-input-widget .quick-input-box input.input", { state: "visible", timeout: 10000 }).catch(() => null));
  await page.keyboard.press("Escape");
  step("Ctrl+P from the 3D view: " + rec.quickOpen);
  rec.paletteValue = await commandFromPreview(page, frame, "Toggle Preview Lock");
  await page.waitForSelector(`.tab[aria-label^="Preview ${c.second} (locked)"]`, { timeout: 10000 });
  step("locked; palette opened with " + JSON.stringify(rec.paletteValue));
  await focusView(page, frame);
  await page.keyboard.press("Control+1");     // forwarded too: the text editor's group gets the focus
  await page.waitForSelector(".editor-group-container.active .monaco-editor.focused", { timeout: 10000 });
  await page.locator(`.editor-group-container.active .tab[aria-label^="${c.first}"]`).click();
  await page.waitForSelector(`.editor-group-container.active .tab.active[aria-label^="${c.first}"]`, { timeout: 10000 });
  await sleep(1500);   // (nothing to wait for: an unlocked preview would have switched by now)
  rec.tabsWhileLocked = await previewTabs(page);
  frame = await previewFrameOf(page, c.second);
  await commandFromPreview(page, frame, "Toggle Preview Lock");
  // unlocked, it shows the active text editor's document: at once, or once that editor has the focus again
  await page.keyboard.press("Control+1");
  await previewFrameOf(page, c.first, 30000);
  rec.tabsAfterUnlock = await previewTabs(page);
  step("after unlock: " + JSON.stringify(rec.tabsAfterUnlock));
}

/** urdf-ls: Restart language server, and wait for the new server's page in the preview */
async function compareWithHead(page, c) {
  const rec = ((result.compare ??= {})[c.file] = {});
  await openFile(page, c.file);
  await page.locator('.editor-group-container.active .editor-actions .action-label[aria-label*="Open Preview"]').first().click({ timeout: 60000 });
  let frame = await previewFrameOf(page, c.file);
  step("preview of " + c.file + " ready");
  await page.keyboard.press("Control+1");   // the text editor's group: the command compares its document
  await page.keyboard.press("Control+Shift+P");
  await page.waitForSelector(".quick-input-widget .quick-input-box input.input", { state: "visible", timeout: 10000 });
  await page.keyboard.type("urdf-ls: Compare with HEAD", { delay: 10 });
  await page.waitForSelector('.quick-input-list .monaco-list-row[aria-label*="Compare with HEAD"]', { timeout: 10000 });
  await page.keyboard.press("Enter");
  const title = `${c.file} vs HEAD`;
  await page.waitForSelector(`.tab[aria-label*="${title}"]`, { timeout: 120000 });
  rec.tab = await page.locator(`.tab[aria-label*="${title}"]`).first().getAttribute("aria-label");
  const group = page.locator(".editor-group-container", { has: page.locator(`.tab.active[aria-label*="${title}"]`) });
  const lines = group.locator(".monaco-editor .view-lines").first();
  for (let i = 0; i < 600 && !/^(---|# )/.test(rec.report || ""); i++) {   // (a bounded poll: 60 s)
    rec.report = (await lines.innerText().catch(() => "")).replace(/\u00a0/g, " ");
    await sleep(100);
  }
  step("report: " + JSON.stringify(rec.report));
  // (the page of a xacro file may load again once its expansion is in: the frame is then found anew)
  for (let attempt = 0; ; attempt++) {
    try {
      await frame.waitForFunction(() => window.urdfPreview.compare && window.urdfPreview.compare.ghostLinks.length > 0, null, { timeout: 60000, polling: 100 });
      rec.preview = await frame.evaluate(() => window.urdfPreview.compare);
      break;
    } catch (e) {
      if (attempt >= 2 || !/detached/i.test(String(e))) throw e;
      frame = await previewFrameOf(page, c.file, 30000);
    }
  }
  step("preview comparison: " + JSON.stringify(rec.preview));
}

async function restartServer(page, c) {
  await page.keyboard.press("Control+1");
  await page.keyboard.press("Control+Shift+P");
  await page.waitForSelector(".quick-input-widget .quick-input-box input.input", { state: "visible", timeout: 10000 });
  await page.keyboard.type("urdf-ls: Restart language server", { delay: 10 });
  await page.waitForSelector('.quick-input-list .monaco-list-row[aria-label*="Restart language server"]', { timeout: 10000 });
  const before = page.frames().filter((f) => /[?&]token=/.test(f.url())).map((f) => f.url());
  await page.keyboard.press("Enter");
  const end = Date.now() + 60000;
  while (Date.now() < end && !page.frames().some((f) => /[?&]token=/.test(f.url()) && !f.isDetached() && !before.includes(f.url()))) await sleep(200);
  result.restarted = page.frames().some((f) => /[?&]token=/.test(f.url()) && !f.isDetached() && !before.includes(f.url()));
  step("restarted: " + result.restarted);
}

let browser;
try {
  if (!(await up())) throw new Error("code-server did not come up: " + csLog.slice(-2000));
  step("code-server up on " + port);
  browser = await chromium.launch({ executablePath: cfg.chromium, headless: true,
    args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"] });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(proj)}`);
  await page.waitForSelector(".monaco-workbench", { timeout: 90000 });
  await page.waitForSelector(".explorer-folders-view .monaco-list-row", { timeout: 60000 });
  step("workbench loaded");
  for (const c of cfg.cases) {
    try {
      if (c.kind === "squiggle") await squiggle(page, c);
      else if (c.kind === "complete") await complete(page, c);
      else if (c.kind === "notification") await notification(page, c);
      else if (c.kind === "hover") await hoverAt(page, c);
      else if (c.kind === "definition") await definition(page, c);
      else if (c.kind === "rename") await rename(page, c);
      else if (c.kind === "preview") await preview(page, c);
      else if (c.kind === "previewSession") await previewSession(page, c);
      else if (c.kind === "restart") await restartServer(page, c);
      else if (c.kind === "compare") await compareWithHead(page, c);
      else if (c.kind === "open") { await openFile(page, c.file); await sleep(c.wait_ms || 2000); }
    } catch (e) {
      // record and go on with the next case, so one failure does not hide the others
      (result.caseErrors ??= {})[c.file] = String(e && e.message || e);
      step(`case ${c.file} failed: ${result.caseErrors[c.file]}`);
      await page.screenshot({ path: cfg.shot.replace(/\.png$/, `-${c.file}.png`) }).catch(() => {});
      await page.keyboard.press("Escape").catch(() => {});
      await page.keyboard.press("Escape").catch(() => {});
    }
    save();
  }
  await page.screenshot({ path: cfg.shot });
} catch (e) {
  result.error = String(e && e.stack || e);
  step("failed: " + result.error.split("\n")[0]);
  try { const pages = browser ? browser.contexts().flatMap((c) => c.pages()) : []; if (pages[0]) await pages[0].screenshot({ path: cfg.shot }); } catch {}
} finally {
  if (browser) await browser.close().catch(() => {});
  cs.kill("SIGTERM");
  // the extension host's server log, to explain a server that did not start
  const logs = [];
  const walk = (d) => { for (const f of fs.existsSync(d) ? fs.readdirSync(d, { withFileTypes: true }) : []) { const p = path.join(d, f.name); if (f.isDirectory()) walk(p); else if (/urdf-ls/.test(f.name)) logs.push(fs.readFileSync(p, "utf8").slice(-3000)); } };
  walk(path.join(ud, "logs"));
  result.serverLog = logs.join("\n----\n");
  save();
}
process.exit(result.error ? 1 : 0);
