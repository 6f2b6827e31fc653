// Finding the program that runs the urdf-ls server.
//
// Order: the `urdf-ls.server.command` setting overrides everything; otherwise the bundled server
// (bundled/tool/server.py + bundled/libs) runs on a Python >= 3.9 taken from, in this order,
// the `urdf-ls.server.pythonPath` setting, the interpreter selected in the Python extension
// (ms-python.python) when it is installed, then python3 / python on PATH.
// Every candidate is resolved to an absolute path and probed before use, so a missing program is
// reported with what was tried instead of a bare ENOENT from the language client.
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as vscode from "vscode";

export const MIN_PYTHON: [number, number] = [3, 9];

export interface Launch {
  command: string;
  args: string[];
  /** how it was chosen, for the output channel */
  source: string;
}

export interface Tried {
  what: string;
  problem: string;
}

/** expand ~, ${userHome}, ${workspaceFolder} and ${env:NAME}; relative paths are taken from the first workspace folder */
export function expandPath(value: string, folder: string | undefined): string {
  let v = value.trim();
  v = v.replace(/\$\{userHome\}/g, os.homedir());
  v = v.replace(/\$\{env:([^}]+)\}/g, (_m, n: string) => process.env[n] ?? "");
  if (folder) {
    v = v.replace(/\$\{workspaceFolder\}/g, folder);
  }
  if (v === "~" || v.startsWith("~/")) {
    v = path.join(os.homedir(), v.slice(1));
  }
  if (folder && v.includes(path.sep) && !path.isAbsolute(v)) {
    v = path.resolve(folder, v);
  }
  return v;
}

function isExecutableFile(p: string): boolean {
  try {
    const st = fs.statSync(p);
    if (!st.isFile()) {
      return false;
    }
    if (process.platform !== "win32") {
      fs.accessSync(p, fs.constants.X_OK);
    }
    return true;
  } catch {
    return false;
  }
}

/** like `which`: an absolute path for a command name or path, or undefined */
export function which(cmd: string, envPath: string | undefined = process.env.PATH): string | undefined {
  const exts = process.platform === "win32" ? (process.env.PATHEXT ?? ".EXE;.CMD;.BAT").split(";").concat([""]) : [""];
  if (cmd.includes("/") || (process.platform === "win32" && cmd.includes("\\"))) {
    for (const e of exts) {
      if (isExecutableFile(cmd + e)) {
        return path.resolve(cmd + e);
      }
    }
    return undefined;
  }
  for (const dir of (envPath ?? "").split(path.delimiter)) {
    if (!dir) {
      continue;
    }
    for (const e of exts) {
      const p = path.join(dir, cmd + e);
      if (isExecutableFile(p)) {
        return p;
      }
    }
  }
  return undefined;
}

/** "3.11" when the interpreter runs, or an error text */
export function probePython(exe: string): Promise<{ version?: [number, number]; error?: string }> {
  return new Promise((resolve) => {
    execFile(exe, ["-c", "import sys; print('%d.%d' % sys.version_info[:2])"], { timeout: 15000 }, (err, stdout, stderr) => {
      if (err) {
        resolve({ error: (stderr || String(err.message)).trim().split("\n").pop() });
        return;
      }
      const m = /^(\d+)\.(\d+)/.exec(stdout.trim());
      resolve(m ? { version: [Number(m[1]), Number(m[2])] } : { error: `unexpected output ${JSON.stringify(stdout)}` });
    });
  });
}

/** the interpreter selected in the Python extension, when it is installed */
async function pythonFromExtension(resource: vscode.Uri | undefined, log: (s: string) => void): Promise<string | undefined> {
  const ext = vscode.extensions.getExtension("ms-python.python");
  if (!ext) {
    return undefined;
  }
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const api: any = ext.isActive ? ext.exports : await ext.activate();
    const envs = api?.environments;
    if (envs?.getActiveEnvironmentPath) {
      const active = envs.getActiveEnvironmentPath(resource);
      const env = await envs.resolveEnvironment(active);
      const exe: string | undefined = env?.executable?.uri?.fsPath ?? active?.path;
      if (exe) {
        return exe;
      }
    }
    // older API
    const details = api?.settings?.getExecutionDetails?.(resource);
    const cmd: string[] | undefined = details?.execCommand;
    return cmd && cmd.length > 0 ? cmd[0] : undefined;
  } catch (e) {
    log(`Python extension API failed: ${e}`);
    return undefined;
  }
}

export function bundledServer(extensionPath: string): string {
  return path.join(extensionPath, "bundled", "tool", "server.py");
}

export async function findServer(
  extensionPath: string,
  cfg: vscode.WorkspaceConfiguration,
  log: (s: string) => void
): Promise<{ launch?: Launch; tried: Tried[] }> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  const tried: Tried[] = [];

  const cmd = (cfg.get<string[]>("server.command") ?? []).filter((s) => typeof s === "string");
  if (cmd.length > 0 && cmd[0].trim()) {
    const exe = expandPath(cmd[0], folder);
    const abs = which(exe);
    if (abs) {
      return { launch: { command: abs, args: cmd.slice(1), source: "setting urdf-ls.server.command" }, tried };
    }
    tried.push({ what: `urdf-ls.server.command ${JSON.stringify(cmd)}`, problem: `${exe} was not found or is not executable` });
    return { tried };
  }

  const script = bundledServer(extensionPath);
  const candidates: { what: string; exe: string }[] = [];
  const setting = (cfg.get<string>("server.pythonPath") ?? "").trim();
  if (setting) {
    candidates.push({ what: "urdf-ls.server.pythonPath", exe: expandPath(setting, folder) });
  } else {
    const fromExt = await pythonFromExtension(vscode.workspace.workspaceFolders?.[0]?.uri, log);
    if (fromExt) {
      candidates.push({ what: "the Python extension's interpreter", exe: fromExt });
    }
    for (const name of process.platform === "win32" ? ["python", "py"] : ["python3", "python"]) {
      candidates.push({ what: `${name} on PATH`, exe: name });
    }
  }
  for (const c of candidates) {
    const abs = which(c.exe);
    if (!abs) {
      tried.push({ what: `${c.what} (${c.exe})`, problem: c.exe.includes("/") ? "not found or not executable" : "not on PATH" });
      continue;
    }
    const probe = await probePython(abs);
    if (!probe.version) {
      tried.push({ what: `${c.what} (${abs})`, problem: `does not run: ${probe.error}` });
      continue;
    }
    const [maj, min] = probe.version;
    if (maj < MIN_PYTHON[0] || (maj === MIN_PYTHON[0] && min < MIN_PYTHON[1])) {
      tried.push({ what: `${c.what} (${abs})`, problem: `Python ${maj}.${min} is older than ${MIN_PYTHON.join(".")}` });
      continue;
    }
    log(`using ${c.what}: ${abs} (Python ${maj}.${min})`);
    return { launch: { command: abs, args: [script], source: `${c.what}, Python ${maj}.${min}` }, tried };
  }
  return { tried };
}
