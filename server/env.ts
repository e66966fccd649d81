// The only reader of process.env. Everything else receives a parsed, typed Env.
import path from "node:path";
import { z } from "zod";

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_USERNAME: z.string().min(1).default("admin"),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_FULL_NAME: z.string().optional(),
  DEMO_CONTENT: flag.default(true),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Public writes (forms) allowed per client address per minute; raised by the API benchmark. */
  RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Login attempts allowed per client address per 15 minutes, across usernames. */
  RATE_LIMIT_LOGINS_PER_WINDOW: z.coerce.number().int().min(1).default(30),
  /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
  TRUST_PROXY: flag.default(false),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** Secret for signed unsubscribe links; generated and kept in DATA_DIR when not given. */
  APP_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  ADMIN_NOTIFY_EMAIL: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema> & {
  publicUrl: string;
  dataDir: string;
  /** SITE_* variables: the public site's contact details and links, checked by app/lib/site-settings.ts. */
  site: Record<string, string>;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as shells and CI files often write it.
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
    site: Object.fromEntries(
      Object.entries(given).filter((e): e is [string, string] => e[0].startsWith("SITE_")),
    ),
  };
}
