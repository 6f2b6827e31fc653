// "urdf-ls: Compare with HEAD" and "Compare with File…": what changed in the robot, as `urdf-ls diff` says it
// (docs/review.md), in a read-only report beside the editor; and, while the document's preview is open, the
// other version drawn into it as a ghost with the changed links tinted (the option "compare" of the server's
// urdf-ls.preview command). The diff runs the server's own program (`<server command> diff ...`, and
// `canonical` for the other version's robot), with the same xacro opt-in as the server: the setting
// urdf-ls.xacro.expand in a trusted workspace.
import { execFile } from "child_process";
import * as path from "path";
import * as vscode from "vscode";
import type { Launch } from "./python";

export const REPORT_SCHEME = "urdf-ls-diff";
const TIMEOUT_MS = 120000;
const ROBOT_LANGUAGES = ["urdf", "xacro", "srdf"];

interface Ran { status: number; stdout: string; stderr: string }

function run(command: string, args: string[], cwd: string): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, timeout: TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024, encoding: "utf8" },
      (err, stdout, stderr) => {
        const status = err ? (typeof (err as { code?: unknown }).code === "number" ? (err as { code: number }).code : -1) : 0;
        resolve({ status, stdout, stderr: stderr || (err && status === -1 ? String(err) : "") });
      });
  });
}

interface FileDiff { old: string; new: string; notes: string[]; changes: unknown[]; changed_links: string[] }

export interface CompareHost {
  launch(): Promise<Launch | undefined>;
  diffFlags(): string[];                              // --expand-xacro, --xacro-arg ... as the server has them
  previewShows(doc: vscode.TextDocument): boolean;
  previewCompare(doc: vscode.TextDocument, compare: unknown): Promise<void>;
  log(s: string): void;
}

export class Comparisons implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private reports = new Map<string, string>();
  private changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private registration: vscode.Disposable;

  constructor(private host: CompareHost) {
    this.registration = vscode.workspace.registerTextDocumentContentProvider(REPORT_SCHEME, this);
  }

  dispose(): void {
    this.registration.dispose();
    this.changed.dispose();
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.reports.get(uri.toString()) ?? "";
  }

  async withHead(editor: vscode.TextEditor | undefined): Promise<void> {
    const doc = this.robotDocument(editor);
    if (!doc) return;
    const file = doc.uri.fsPath;
    await this.compare(doc, ["--git", "HEAD", "--", path.basename(file)], "HEAD", ["--rev", "HEAD", file]);
  }

  async withFile(editor: vscode.TextEditor | undefined): Promise<void> {
    const doc = this.robotDocument(editor);
    if (!doc) return;
    const picked = await vscode.window.showOpenDialog({ canSelectMany: false, openLabel: "Compare",
      defaultUri: vscode.Uri.file(path.dirname(doc.uri.fsPath)),
      filters: { "Robot descriptions": ["urdf", "xacro", "srdf"], "All files": ["*"] } });
    const other = picked?.[0]?.fsPath;
    if (!other) return;
    // (the other file is the old side: the report reads "what this document changes against it")
    await this.compare(doc, [other, doc.uri.fsPath], path.basename(other), [other]);
  }

  /** the preview of the document no longer shows a comparison */
  async clear(editor: vscode.TextEditor | undefined): Promise<void> {
    const doc = editor?.document;
    if (doc && this.host.previewShows(doc)) await this.host.previewCompare(doc, null);
  }

  private robotDocument(editor: vscode.TextEditor | undefined): vscode.TextDocument | undefined {
    const doc = editor?.document;
    if (!doc || !ROBOT_LANGUAGES.includes(doc.languageId) || doc.uri.scheme !== "file") {
      void vscode.window.showInformationMessage("urdf-ls: open a URDF, xacro or SRDF file (saved on disk) to compare it.");
      return undefined;
    }
    if (doc.isDirty) {
      void vscode.window.showInformationMessage("urdf-ls compares the file as saved on disk; unsaved edits are not included.");
    }
    return doc;
  }

  /** what: `urdf-ls diff`'s arguments; other: `urdf-ls canonical`'s, which print the other version's robot */
  private async compare(doc: vscode.TextDocument, what: string[], label: string, other: string[]): Promise<void> {
    const launch = await this.host.launch();
    if (!launch) {
      void vscode.window.showErrorMessage("urdf-ls: the server program was not found (see urdf-ls: Show output).");
      return;
    }
    const cwd = path.dirname(doc.uri.fsPath);
    const base = [...launch.args, "diff", ...this.host.diffFlags()];
    const [text, json] = await Promise.all([
      run(launch.command, [...base, ...what], cwd),
      run(launch.command, [...base, "--format", "json", ...what], cwd),
    ]);
    if (text.status !== 0 || json.status !== 0) {
      const why = (text.stderr || json.stderr).trim().split("\n").pop() || `exit status ${text.status}`;
      this.host.log(`urdf-ls diff ${what.join(" ")} failed: ${text.stderr}${json.stderr}`);
      void vscode.window.showErrorMessage(`urdf-ls: could not compare with ${label}: ${why}`);
      return;
    }
    let files: FileDiff[] = [];
    try {
      files = JSON.parse(json.stdout) as FileDiff[];
    } catch (e) {
      this.host.log(`urdf-ls diff gave no JSON: ${e}`);
    }
    const name = path.basename(doc.uri.fsPath);
    const count = files.reduce((n, f) => n + f.changes.length, 0);
    const report = (text.stdout.trim() ? text.stdout
      : `No change a consumer would see between ${label} and ${name}.\n`);
    const uri = vscode.Uri.from({ scheme: REPORT_SCHEME, path: `/${name} vs ${label}` });
    this.reports.set(uri.toString(), report);
    this.changed.fire(uri);
    const shown = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(shown, { viewColumn: vscode.ViewColumn.Beside, preview: true, preserveFocus: true });
    this.host.log(`compared ${name} with ${label}: ${count} change(s)`);
    await this.ghost(doc, label, files, () => this.canonical(launch, other, cwd));
  }

  /** the other version's robot as `urdf-ls canonical` prints it (a xacro file's expansion when allowed) */
  private async canonical(launch: Launch, other: string[], cwd: string): Promise<string | undefined> {
    const ran = await run(launch.command, [...launch.args, "canonical", ...this.host.diffFlags(), ...other], cwd);
    if (ran.status !== 0) this.host.log(`urdf-ls canonical ${other.join(" ")} failed: ${ran.stderr}`);
    return ran.status === 0 ? ran.stdout : undefined;
  }

  /** the other version as a ghost in the document's open preview: a URDF file's, or a xacro file's expansion
   * when expanding is allowed (as written, its macros would draw nothing like the robot) */
  private async ghost(doc: vscode.TextDocument, label: string, files: FileDiff[],
    otherText: () => Promise<string | undefined>): Promise<void> {
    const expands = this.host.diffFlags().includes("--expand-xacro");
    if (!this.host.previewShows(doc) || !(doc.languageId === "urdf" || (doc.languageId === "xacro" && expands))) return;
    const urdf = await otherText().catch(() => undefined);
    if (urdf === undefined) return;
    const changed = files.flatMap((f) => f.changed_links ?? []);
    await this.host.previewCompare(doc, { urdf, label, changed });
  }
}
