// The live 3D preview in a webview beside the editor. The language server serves the page on 127.0.0.1
// (command urdf-ls.preview); the webview frames that page, so the same page works in every editor and in a
// browser. One preview follows the active URDF/xacro editor, as Markdown's does, unless it is locked to its
// document. Both ways: the cursor's position goes to the server (urdf-ls/cursorMoved), which highlights the
// link or joint under it; a click on a link comes back as window/showDocument (see revealInEditor).
import { randomBytes } from "crypto";
import * as vscode from "vscode";
import type { LanguageClient, ShowDocumentParams, ShowDocumentRequest, ShowDocumentResult } from "vscode-languageclient/node";

export const CURSOR_MOVED = "urdf-ls/cursorMoved";
export const OPEN_CONTEXT = "urdf-ls.previewOpen";   // (the lock command is offered while a preview is open)
const CURSOR_DEBOUNCE_MS = 100;

function nonce(): string {
  return randomBytes(16).toString("hex");
}

/** the webview's own page: a frame of the preview's origin, and one script that hands the shortcuts the framed
 * page sends (src/host-keys.js of the page) to VS Code: the webview passes key events of its own document on
 * to the workbench, which runs their keybindings, so they are dispatched there */
export function webviewHtml(src: vscode.Uri, cspSource: string): string {
  const origin = `${src.scheme}://${src.authority}`;
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const n = nonce();
  return `<!doctype html>
<html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; frame-src ${origin}; style-src ${cspSource} 'unsafe-inline'; script-src 'nonce-${n}'">
<style>html, body { margin: 0; padding: 0; height: 100%; overflow: hidden; } iframe { border: 0; width: 100%; height: 100%; display: block; }</style>
</head><body><iframe src="${esc(src.toString(true))}" title="urdf-ls preview" allow="fullscreen"></iframe>
<script nonce="${n}">
const frame = document.querySelector("iframe");
window.addEventListener("message", (e) => {
  const k = e.data;
  if (e.source !== frame.contentWindow || !k || k.type !== "urdf-ls.keydown" || typeof k.key !== "string") return;
  window.dispatchEvent(new KeyboardEvent("keydown", { key: k.key, code: k.code, keyCode: k.keyCode, ctrlKey: !!k.ctrlKey,
    shiftKey: !!k.shiftKey, altKey: !!k.altKey, metaKey: !!k.metaKey, repeat: !!k.repeat, bubbles: true, cancelable: true }));
});
</script></body></html>`;
}

function lightTheme(): boolean {
  const k = vscode.window.activeColorTheme.kind;
  return k === vscode.ColorThemeKind.Light || k === vscode.ColorThemeKind.HighContrastLight;
}

function isRobotDocument(doc: vscode.TextDocument | undefined): doc is vscode.TextDocument {
  return !!doc && (doc.languageId === "urdf" || doc.languageId === "xacro");
}

export class Previews implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private shown: vscode.TextDocument | undefined;     // the document the preview shows
  private locked = false;
  private switching: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private subscriptions: vscode.Disposable[] = [];

  constructor(private client: () => LanguageClient | undefined, private log: (s: string) => void) {
    this.subscriptions.push(
      vscode.window.onDidChangeTextEditorSelection((e) => this.cursorMoved(e.textEditor)),
      vscode.window.onDidChangeActiveTextEditor((e) => this.follow(e)),
      // the server ends the page with the document: so does its preview
      vscode.workspace.onDidCloseTextDocument((d) => {
        if (this.shown && d.uri.toString() === this.shown.uri.toString()) this.panel?.dispose();
      }),
    );
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.panel?.dispose();
    for (const s of this.subscriptions) s.dispose();
  }

  /** open the preview beside the editor, or show the editor's document in the one already open */
  async open(editor: vscode.TextEditor | undefined): Promise<void> {
    const doc = editor?.document;
    if (!editor || !isRobotDocument(doc)) {
      void vscode.window.showInformationMessage("urdf-ls: open a URDF or xacro file to preview it.");
      return;
    }
    if (this.panel) {
      if (this.shown?.uri.toString() !== doc.uri.toString()) await this.show(doc);
      this.panel.reveal(undefined, true);
      return;
    }
    const src = await this.page(doc);
    if (!src || this.panel) return;
    const panel = vscode.window.createWebviewPanel("urdf-ls.preview", this.title(doc),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: true, retainContextWhenHidden: true });   // scripts: the framed page needs them
    panel.webview.html = webviewHtml(src, panel.webview.cspSource);
    panel.onDidDispose(() => {
      if (this.panel === panel) {
        this.panel = this.shown = undefined;
        this.locked = false;
        void vscode.commands.executeCommand("setContext", OPEN_CONTEXT, false);
      }
    });
    this.panel = panel;
    this.shown = doc;
    void vscode.commands.executeCommand("setContext", OPEN_CONTEXT, true);
    this.cursorMoved(editor);
  }

  /** whether the preview is open on this document */
  shows(doc: vscode.TextDocument): boolean {
    return !!this.panel && this.shown?.uri.toString() === doc.uri.toString();
  }

  /** draw another version of the document's robot into its page ({urdf, label, changed}), or stop (null) */
  async compare(doc: vscode.TextDocument, compare: unknown): Promise<void> {
    const client = this.client();
    if (!client) return;
    await client.sendRequest("workspace/executeCommand", { command: "urdf-ls.preview",
      arguments: [client.code2ProtocolConverter.asUri(doc.uri), { external: false, compare }] });
  }

  /** Ctrl+S in the preview saves the document it shows (a webview itself has nothing to save) */
  async saveShown(): Promise<void> {
    if (this.shown && !this.shown.isClosed) await this.shown.save();
  }

  /** the lock toggle: a locked preview stays on its document when another editor becomes active */
  toggleLock(): void {
    if (!this.panel || !this.shown) return;
    this.locked = !this.locked;
    this.panel.title = this.title(this.shown);
    if (!this.locked) this.follow(vscode.window.activeTextEditor);
  }

  private title(doc: vscode.TextDocument): string {
    const name = doc.uri.path.split("/").pop() ?? "robot";
    return this.locked ? `Preview ${name} (locked)` : `Preview ${name}`;
  }

  /** the active editor changed: an unlocked preview shows its document (serialised: editors can flip fast) */
  private follow(editor: vscode.TextEditor | undefined): void {
    const doc = editor?.document;
    if (!this.panel || this.locked || !isRobotDocument(doc) || doc.uri.toString() === this.shown?.uri.toString()) return;
    this.switching = this.switching.then(() => this.show(doc)).catch((e) => this.log(`preview switch failed: ${e}`));
  }

  private async show(doc: vscode.TextDocument): Promise<void> {
    const panel = this.panel;
    if (!panel || doc.isClosed) return;
    const src = await this.page(doc);
    if (!src || this.panel !== panel) return;
    this.shown = doc;
    panel.title = this.title(doc);
    panel.webview.html = webviewHtml(src, panel.webview.cspSource);
    const editor = vscode.window.visibleTextEditors.find((e) => e.document === doc);
    if (editor) this.cursorMoved(editor);
  }

  /** the URL of the page the server serves for the document, as the webview can reach it */
  private async page(doc: vscode.TextDocument): Promise<vscode.Uri | undefined> {
    const client = this.client();
    if (!client) {
      void vscode.window.showErrorMessage("urdf-ls: the language server is not running (see urdf-ls: Show output).");
      return undefined;
    }
    const uri = client.code2ProtocolConverter.asUri(doc.uri);
    // {external: false}: the server must not open a browser as well, the webview shows the page
    const res = await client.sendRequest<{ url: string }>("workspace/executeCommand",
      { command: "urdf-ls.preview", arguments: [uri, { external: false }] });
    let page = vscode.Uri.parse(res.url, true);
    if (lightTheme()) page = page.with({ query: page.query + "&theme=light" });
    // remote and browser set-ups (code-server, SSH, Codespaces) reach the server's port through a forward
    let src = await vscode.env.asExternalUri(page);
    if (!src.query) src = src.with({ query: page.query });   // code-server's port forward drops the token
    this.log(`preview of ${doc.uri.fsPath} at ${src.toString(true).replace(/token=[^&]*/, "token=…")}`);
    return src;
  }

  /** a new server (restart, settings changed) serves new pages: point the preview at its page */
  async reload(): Promise<void> {
    const panel = this.panel, doc = this.shown;
    if (!panel || !doc || doc.isClosed) return;
    const src = await this.page(doc).catch((e) => { this.log(`preview reload failed: ${e}`); return undefined; });
    if (src && this.panel === panel) panel.webview.html = webviewHtml(src, panel.webview.cspSource);
  }

  /** tell the server where the cursor is (debounced), in the document the preview shows */
  private cursorMoved(editor: vscode.TextEditor): void {
    if (!this.panel || editor.document.uri.toString() !== this.shown?.uri.toString()) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const client = this.client();
      const pos = editor.selection.active;
      if (!client || editor.document.isClosed) return;
      void client.sendNotification(CURSOR_MOVED, {
        textDocument: { uri: client.code2ProtocolConverter.asUri(editor.document.uri) },
        position: { line: pos.line, character: pos.character },
      }).catch((e) => this.log(`${CURSOR_MOVED} failed: ${e}`));
    }, CURSOR_DEBOUNCE_MS);
  }

  /** window/showDocument for a document (a click on a link in the page): show it in the editor group that
   * already shows it, not in the preview's group, which has the focus after the click */
  async revealInEditor(client: LanguageClient, params: ShowDocumentParams,
    next: ShowDocumentRequest.HandlerSignature): Promise<ShowDocumentResult> {
    if (params.external) return await next(params, new vscode.CancellationTokenSource().token) as ShowDocumentResult;
    const uri = client.protocol2CodeConverter.asUri(params.uri);
    const shown = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri.toString());
    const column = shown?.viewColumn
      ?? (this.panel?.viewColumn === vscode.ViewColumn.One ? vscode.ViewColumn.Two : vscode.ViewColumn.One);
    try {
      await vscode.window.showTextDocument(uri, {
        viewColumn: column,
        selection: params.selection ? client.protocol2CodeConverter.asRange(params.selection) : undefined,
        preserveFocus: params.takeFocus !== true,
      });
      return { success: true };
    } catch (e) {
      this.log(`showDocument ${params.uri} failed: ${e}`);
      return { success: false };
    }
  }
}
