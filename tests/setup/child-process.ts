// Runs a TypeScript entry (through tsx) as a separate process and follows what it prints, for tests of process
// behaviour: start-up, locks, signals, exit codes.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export interface Child {
  process: ChildProcess;
  stdout: string[];
  stderr: string[];
  /** Resolves with the first stdout line that matches, or rejects if the process ends first or maxMs passes. */
  waitForLine(match: (line: string) => boolean, maxMs?: number): Promise<string>;
  /** Resolves with the exit code once the process has ended (the signal name if a signal ended it). */
  exited: Promise<number | string>;
  kill(signal?: NodeJS.Signals): void;
}

export function spawnTs(script: string, args: string[], env: Record<string, string | undefined>): Child {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve(script), ...args], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const waiters = new Set<() => void>();
  const collect = (into: string[]) => {
    let partial = "";
    return (chunk: Buffer) => {
      const lines = (partial + chunk.toString("utf8")).split("\n");
      partial = lines.pop() ?? "";
      into.push(...lines);
      for (const wake of waiters) wake();
    };
  };
  child.stdout?.on("data", collect(stdout));
  child.stderr?.on("data", collect(stderr));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => {
      resolve(code ?? signal ?? "unknown");
      for (const wake of waiters) wake();
    }),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
  });

  return {
    process: child,
    stdout,
    stderr,
    exited,
    kill: (signal = "SIGTERM") => child.kill(signal),
    waitForLine(match, maxMs = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`no matching line within ${maxMs} ms`)), maxMs);
        const finish = (err?: Error, line?: string) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (err)
            reject(new Error(`${err.message}\nstdout:\n${stdout.join("\n")}\nstderr:\n${stderr.join("\n")}`));
          else resolve(line as string);
        };
        const check = () => {
          const line = stdout.find(match);
          if (line !== undefined) finish(undefined, line);
          else if (ended) finish(new Error("the process ended first"));
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** The JSON log lines a process printed, parsed; other output is skipped. */
export function jsonLines(lines: string[]): Record<string, unknown>[] {
  return lines.flatMap((line) => {
    try {
      const value = JSON.parse(line) as unknown;
      return value && typeof value === "object" ? [value as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}
