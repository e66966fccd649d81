// PGlite does not lock its directory, and two processes on one directory silently lose rows.
// We hold an exclusive lock for the life of the process; a second one fails fast with a clear message.
import { mkdirSync } from "node:fs";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {}

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.lock`,
      stale: 10_000,
      update: 2_000,
      retries: 0,
      realpath: false,
      onCompromised: (err) => {
        console.error(`The lock on ${dataDir} was lost (${err.message}); stopping to protect the data.`);
        process.exit(1);
      },
    });
  } catch (err) {
    if ((err as { code?: string }).code === "ELOCKED")
      throw new DataDirLockedError(
        `Another server process is already using the data directory ${dataDir}. ` +
          "Stop it first, or start this one with a different DATA_DIR.",
      );
    throw err;
  }
}
