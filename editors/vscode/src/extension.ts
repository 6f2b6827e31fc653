import * as vscode from "vscode";
import { LanguageClient, LanguageClientOptions, ServerOptions, ShowDocumentResult } from "vscode-languageclient/node";
import { Comparisons } from "./compare";
import { Previews } from "./preview";
import { findServer, Launch, MIN_PYTHON } from "./python";

/** a normal stop (restart, settings change) ends the server with status 0: vscode-languageclient logs every
 * exit as an error, which made each restart look like a failure */
class UrdfLanguageClient extends LanguageClient {
  error(message: string, data?: unknown, showNotification: boolean | "force" = "force"): void {
    if (/^Server process exited with code 0\.?$/.test(message)) {
      this.info("Server process exited normally (status 0).", undefined, false);
      return;
    }
    super.error(message, data, showNotification);
  }
}

let client: LanguageClient | undefined;
let output: vscode.OutputChannel | undefined;
let starting: Promise<void> | undefined;
let previews: Previews | undefined;
let launched: Launch | undefined;     // the server program started last (`urdf-ls diff` runs it too)

function log(s: string): void {
  output?.appendLine(`[urdf-ls] ${s}`);
}

/** one error message with the two ways out: the settings and the log */
async function reportError(message: string): Promise<void> {
  log(message);
  const choice = await vscode.window.showErrorMessage(message, "Open Settings", "Show Output");
  if (choice === "Open Settings") {
    await vscode.commands.executeCommand("workbench.action.openSettings", "urdf-ls.server");
  } else if (choice === "Show Output") {
    output?.show(true);
  }
}

/** xacro expansion runs the file's Python expressions: only in trusted workspaces */
export function expandXacro(cfg: vscode.WorkspaceConfiguration): boolean {
  return (cfg.get<boolean>("xacro.expand") ?? false) && vscode.workspace.isTrusted;
}

async function start(context: vscode.ExtensionContext): Promise<void> {
  const cfg = vscode.workspace.getConfiguration("urdf-ls");
  const found = await findServer(context.extensionPath, cfg, log);
  if (!found.launch) {
    const what = found.tried.map((t) => `${t.what}: ${t.problem}`).join("; ");
    const needs = (cfg.get<string[]>("server.command") ?? []).length > 0
      ? "urdf-ls could not start its server."
      : `urdf-ls needs Python ${MIN_PYTHON.join(".")} or newer to run its bundled server, and found none.`;
    void reportError(`${needs} Tried ${what}. Install Python 3 or set urdf-ls.server.pythonPath (or urdf-ls.server.command).`);
    return;
  }
  launched = found.launch;
  const { command, args, source } = found.launch;
  log(`starting ${command} ${args.join(" ")} (${source})`);
  // stdio without `transport`: TransportKind.stdio would append `--stdio` to the arguments
  const serverOptions: ServerOptions = { command, args };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: "file", language: "urdf" },
      { scheme: "file", language: "xacro" },
      { scheme: "untitled", language: "urdf" },
      { scheme: "untitled", language: "xacro" },
      { scheme: "file", language: "srdf" },
      { scheme: "untitled", language: "srdf" },
      // controller YAML files of a ROS package (ros2_control's convention); other YAML files are not sent
      { scheme: "file", language: "yaml", pattern: "**/config/*.{yaml,yml}" },
    ],
    outputChannel: output,
    initializationOptions: { xacro: { expand: expandXacro(cfg), args: cfg.get<Record<string, string>>("xacro.args") ?? {} } },
    middleware: {
      window: {
        showDocument: async (params, next) => (client && previews
          ? previews.revealInEditor(client, params, next)
          : await next(params, new vscode.CancellationTokenSource().token) as ShowDocumentResult),
      },
    },
  };
  client = new UrdfLanguageClient("urdf-ls", "urdf-ls", serverOptions, clientOptions);
  try {
    await client.start();
  } catch (err) {
    const c = client;
    client = undefined;
    await c.stop().catch(() => undefined);
    void reportError(`urdf-ls could not start its server (${command} ${args.join(" ")}, ${source}): ${err}`);
  }
}

/** the editor of a command run from an editor's title menu (its document's URI), else the active one */
function editorOf(resource?: vscode.Uri): vscode.TextEditor | undefined {
  return (resource && vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === resource.toString()))
    || vscode.window.activeTextEditor;
}

async function restart(context: vscode.ExtensionContext): Promise<void> {
  // serialise restarts: settings changes can come in bursts
  const prev = starting;
  starting = (async () => {
    await prev?.catch(() => undefined);
    if (client) {
      const c = client;
      client = undefined;
      await c.stop().catch(() => undefined);
    }
    await start(context);
    await previews?.reload();
  })();
  return starting;
}

/** the command line flags of `urdf-ls diff` that give it the server's xacro settings */
function diffFlags(): string[] {
  const cfg = vscode.workspace.getConfiguration("urdf-ls");
  if (!expandXacro(cfg)) return [];
  const args = Object.entries(cfg.get<Record<string, string>>("xacro.args") ?? {}).flatMap(([k, v]) => ["--xacro-arg", `${k}=${v}`]);
  return ["--expand-xacro", ...args];
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel("urdf-ls");
  previews = new Previews(() => client, log);
  const comparisons = new Comparisons({
    launch: async () => { await starting; return launched; },
    diffFlags,
    previewShows: (doc) => !!previews?.shows(doc),
    previewCompare: async (doc, compare) => { await previews?.compare(doc, compare); },
    log,
  });
  context.subscriptions.push(
    output,
    previews,
    comparisons,
    vscode.commands.registerCommand("urdf-ls.compareWithHead", (resource?: vscode.Uri) => comparisons.withHead(editorOf(resource))),
    vscode.commands.registerCommand("urdf-ls.compareWithFile", (resource?: vscode.Uri) => comparisons.withFile(editorOf(resource))),
    vscode.commands.registerCommand("urdf-ls.clearComparison", () => comparisons.clear(vscode.window.activeTextEditor)),
    // from the editor-title button: the URI of that editor's document
    vscode.commands.registerCommand("urdf-ls.openPreview", async (resource?: vscode.Uri) => {
      await starting;
      const editor = (resource && vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === resource.toString()))
        || vscode.window.activeTextEditor;
      try {
        await previews?.open(editor);
      } catch (e) {
        void reportError(`urdf-ls could not open the preview: ${e}`);
      }
    }),
    vscode.commands.registerCommand("urdf-ls.togglePreviewLock", () => previews?.toggleLock()),
    vscode.commands.registerCommand("urdf-ls.savePreviewedDocument", () => previews?.saveShown()),
    vscode.commands.registerCommand("urdf-ls.restart", () => restart(context)),
    vscode.commands.registerCommand("urdf-ls.showOutput", () => output?.show(true)),
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (e.affectsConfiguration("urdf-ls.server") || e.affectsConfiguration("urdf-ls.xacro")) {
        await restart(context);
      }
    }),
    vscode.workspace.onDidGrantWorkspaceTrust(async () => {
      if (vscode.workspace.getConfiguration("urdf-ls").get<boolean>("xacro.expand")) {
        await restart(context);
      }
    })
  );
  const py = vscode.extensions.getExtension("ms-python.python");
  if (py) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const api: any = py.isActive ? py.exports : await py.activate();
      const ev = api?.environments?.onDidChangeActiveEnvironmentPath;
      if (typeof ev === "function") {
        context.subscriptions.push(ev(async () => {
          const cfg = vscode.workspace.getConfiguration("urdf-ls");
          if (!(cfg.get<string>("server.pythonPath") ?? "").trim() && (cfg.get<string[]>("server.command") ?? []).length === 0) {
            await restart(context);
          }
        }));
      }
    } catch (e) {
      log(`Python extension API failed: ${e}`);
    }
  }
  starting = start(context);
  await starting;
}

export async function deactivate(): Promise<void> {
  if (client) {
    await client.stop();
  }
}
