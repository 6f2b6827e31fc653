// The live 3D preview in a webview beside the editor. The language server serves the page on 127.0.0.1
// (command urdf-ls.preview); the webview frames that page, so the same page works in every editor and in a
// browser. Both ways: the cursor's position goes to the server (urdf-ls/cursorMoved), which highlights the
// link or joint under it; a click on a link comes back as window/showDocument (see revealInEditor).
import * as vscode from "vscode";
import type { LanguageClient, ShowDocumentParams, ShowDocumentRequest, ShowDocumentResult } from "vscode-languageclient/node";

export const CURSOR_MOVED = "urdf-ls/cursorMoved";
const CURSOR_DEBOUNCE_MS = 100;

/** the webview's own page: only a frame of the preview's origin, no scripts of its own */
export function webviewHtml(src: vscode.Uri, cspSource: string): string {
  const origin = `${src.scheme}://${src.authority}`;
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<!doctype html>
<html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; frame-src ${origin}; style-src ${cspSource} 'unsafe-inline'">
<style>html, body { margin: 0; padding: 0; height: 100%; overflow: hidden; } iframe { border: 0; width: 100%; height: 100%; display: block; }</style>
</head><body><iframe src="${esc(src.toString(true))}" title="urdf-ls preview" allow="fullscreen"></iframe></body></html>`;
}

function lightTheme(): boolean {
  const k = vscode.window.activeColorTheme.kind;
  return k === vscode.ColorThemeKind.Light || k === vscode.ColorThemeKind.HighContrastLight;
}

export class Previews implements vscode.Disposable {
  private panels = new Map<string, vscode.WebviewPanel>();   // document URI -> its preview
  private timer: ReturnType<typeof setTimeout> | undefined;
  private subscriptions: vscode.Disposable[] = [];

  constructor(private client: () => LanguageClient | undefined, private log: (s: string) => void) {
    this.subscriptions.push(
      vscode.window.onDidChangeTextEditorSelection((e) => this.cursorMoved(e.textEditor)),
      // the server ends the page with the document: so does its preview
      vscode.workspace.onDidCloseTextDocument((d) => this.panels.get(d.uri.toString())?.dispose()),
    );
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const p of this.panels.values()) p.dispose();
    for (const s of this.subscriptions) s.dispose();
  }

  /** open (or show again) the preview of the editor's document beside it */
  async open(editor: vscode.TextEditor | undefined): Promise<void> {
    const doc = editor?.document;
    if (!editor || !doc || (doc.languageId !== "urdf" && doc.languageId !== "xacro")) {
      void vscode.window.showInformationMessage("urdf-ls: open a URDF or xacro file to preview it.");
      return;
    }
    const key = doc.uri.toString();
    const known = this.panels.get(key);
    if (known) {
      known.reveal(undefined, true);
      return;
    }
    const src = await this.page(doc);
    if (!src) return;
    const name = doc.uri.path.split("/").pop() ?? "robot";
    const panel = vscode.window.createWebviewPanel("urdf-ls.preview", `Preview ${name}`,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: true, retainContextWhenHidden: true });   // scripts: the framed page needs them
    panel.webview.html = webviewHtml(src, panel.webview.cspSource);
    panel.onDidDispose(() => this.panels.delete(key));
    this.panels.set(key, panel);
    this.cursorMoved(editor);
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

  /** a new server (restart, settings changed) serves new pages: point the open previews at them */
  async reload(): Promise<void> {
    for (const [key, panel] of this.panels) {
      const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
      const src = doc && await this.page(doc).catch((e) => { this.log(`preview reload failed: ${e}`); return undefined; });
      if (src) panel.webview.html = webviewHtml(src, panel.webview.cspSource);
    }
  }

  /** tell the server where the cursor is (debounced), for the documents that have a preview open */
  private cursorMoved(editor: vscode.TextEditor): void {
    if (!this.panels.has(editor.document.uri.toString())) return;
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
    const panel = this.panels.get(uri.toString());
    const column = shown?.viewColumn
      ?? (panel?.viewColumn === vscode.ViewColumn.One ? vscode.ViewColumn.Two : vscode.ViewColumn.One);
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
