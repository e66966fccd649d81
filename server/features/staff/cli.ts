// `npm run staff -- reset-password USERNAME`: prints a one-time link to choose a new password, for a server where
// mail is not set up (or the only owner cannot receive it). The link is the last line printed.
import path from "node:path";
import { RESET_VALID_MINUTES } from "#contract/constants";
import { type Database, openEmbeddedDatabase, openPostgresDatabase } from "#server/db/client";
import { DataDirLockedError, lockDataDir } from "#server/db/data-dir-lock";
import { DomainError } from "#server/domain-errors";
import { loadEnv } from "#server/env";
import { resetLinkFor } from "./staff.service";

class UsageError extends Error {}

async function resetPassword(username: string | undefined) {
  if (!username) throw new UsageError("Usage: npm run staff -- reset-password USERNAME");
  const env = loadEnv();
  let release: (() => Promise<void>) | undefined;
  let database: Database;
  if (env.DATABASE_URL) database = await openPostgresDatabase({ url: env.DATABASE_URL, poolSize: 1 });
  else {
    try {
      release = await lockDataDir(env.dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      throw new UsageError(
        `The server is running on ${env.dataDir}, and the embedded database allows one process at a time. ` +
          'Use "Forgot password?" on the sign-in page, or stop the server and run this again.',
      );
    }
    database = await openEmbeddedDatabase({ dataDir: path.join(env.dataDir, "db") });
  }
  try {
    const link = await resetLinkFor(database.db, username, env.publicUrl);
    console.log(
      `A one-time link to choose a new password for ${username}, valid for ${RESET_VALID_MINUTES} minutes:`,
    );
    console.log(link);
  } finally {
    await database.close();
    await release?.();
  }
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === "reset-password") await resetPassword(args.find((a) => !a.startsWith("-")));
  else throw new UsageError("Usage: npm run staff -- reset-password USERNAME");
} catch (err) {
  if (err instanceof UsageError || err instanceof DomainError) console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exitCode = 1;
}
