import * as vscode from "vscode";
import {
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  TransportKind,
} from "vscode-languageclient/node";

let client: LanguageClient | undefined;

export function serverCommand(cfg: vscode.WorkspaceConfiguration): { command: string; args: string[] } {
  const cmd = cfg.get<string[]>("server.command") ?? [];
  if (cmd.length > 0) {
    return { command: cmd[0], args: cmd.slice(1) };
  }
  const py = (cfg.get<string>("server.pythonPath") ?? "").trim();
  if (py) {
    return { command: py, args: ["-m", "urdf_ls"] };
  }
  return { command: "urdf-ls", args: [] };
}

async function start(context: vscode.ExtensionContext): Promise<void> {
  const cfg = vscode.workspace.getConfiguration("urdf-ls");
  const { command, args } = serverCommand(cfg);
  const serverOptions: ServerOptions = { command, args, transport: TransportKind.stdio };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: "file", language: "urdf" },
      { scheme: "file", language: "xacro" },
      { scheme: "untitled", language: "urdf" },
      { scheme: "untitled", language: "xacro" },
    ],
    outputChannelName: "urdf-ls",
    initializationOptions: { xacro: { expand: cfg.get<boolean>("xacro.expand") ?? false } },
  };
  client = new LanguageClient("urdf-ls", "urdf-ls", serverOptions, clientOptions);
  try {
    await client.start();
  } catch (err) {
    vscode.window.showErrorMessage(
      `urdf-ls could not start (${command} ${args.join(" ")}): ${err}. ` +
        "Install it with `pip install urdf-ls` or set urdf-ls.server.command / urdf-ls.server.pythonPath."
    );
  }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(
    vscode.commands.registerCommand("urdf-ls.restart", async () => {
      if (client) {
        await client.stop().catch(() => undefined);
        client = undefined;
      }
      await start(context);
    }),
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (e.affectsConfiguration("urdf-ls.server") || e.affectsConfiguration("urdf-ls.xacro")) {
        await vscode.commands.executeCommand("urdf-ls.restart");
      }
    })
  );
  await start(context);
}

export async function deactivate(): Promise<void> {
  if (client) {
    await client.stop();
  }
}
