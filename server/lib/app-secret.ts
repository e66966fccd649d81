// One secret for signing things the server hands out and later trusts again (newsletter unsubscribe links).
// APP_SECRET wins; without it a random secret is made once and kept in DATA_DIR, so links stay valid across
// restarts. Several app servers sharing one PostgreSQL must be given the same APP_SECRET.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Env, MIN_APP_SECRET_LENGTH as MIN_SECRET_LENGTH } from "#server/env";

const SECRET_FILE = "secret";

const loaded = new Map<string, string>();

function readSecretFile(file: string): string | undefined {
  try {
    const secret = readFileSync(file, "utf8").trim();
    return secret.length >= MIN_SECRET_LENGTH ? secret : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

export function appSecret(env: Pick<Env, "APP_SECRET" | "dataDir">): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  const cached = loaded.get(env.dataDir);
  if (cached) return cached;

  const file = path.join(env.dataDir, SECRET_FILE);
  let secret = readSecretFile(file);
  if (!secret) {
    mkdirSync(env.dataDir, { recursive: true });
    const fresh = randomBytes(32).toString("base64url");
    try {
      // "wx": if another process created the file first, keep theirs so both sign alike.
      writeFileSync(file, `${fresh}\n`, { flag: "wx", mode: 0o600 });
      secret = fresh;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      secret = readSecretFile(file);
      if (!secret) throw new Error(`${file} exists but holds no usable secret; delete it or set APP_SECRET`);
    }
  }
  loaded.set(env.dataDir, secret);
  return secret;
}
