import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A relay in its own Node process, started from relay/src/main.ts (or from its build). */
export class RelayProcess {
  url = '';
  output = '';
  private readonly child: ChildProcess;
  private exited: Promise<void>;

  /** `args`: the TypeScript sources through tsx by default; `['relay/dist/main.mjs']` the build. */
  constructor(env: Record<string, string>, args = ['--import', 'tsx', 'relay/src/main.ts']) {
    this.child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, LIVE_REQUIRE_AUTH: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  /** Resolves with the relay's URL once it prints it. */
  async ready(timeoutMs = 30_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const match = /FleetDeck is running at (\S+)/.exec(this.output);
      if (match?.[1]) return (this.url = match[1]);
      if (this.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`relay did not start:\n${this.output}`);
  }

  async health(): Promise<{ polling: boolean; seq: number; trucks: number }> {
    const response = await fetch(`${this.url}/health`);
    return (await response.json()) as { polling: boolean; seq: number; trucks: number };
  }

  /** The exit code once the process has ended by itself. */
  async exitCode(): Promise<number | null> {
    await this.exited;
    return this.child.exitCode;
  }

  /** SIGKILL: the relay dies without releasing its lock, as a crashed one would. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await this.exited;
  }
}
