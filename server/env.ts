// The only reader of process.env. Everything else receives a parsed, typed Env.
import path from "node:path";
import { z } from "zod";
import { SEAT_HOLD_SECONDS_DEFAULT } from "#contract/constants";
import { passwordProblem } from "./features/auth/password-policy";

/** An HMAC key shorter than this can be searched; 32 random characters carry well over 128 bits. */
export const MIN_APP_SECRET_LENGTH = 32;
/** scrypt slows guessing, but only a long passphrase makes it hopeless. */
export const MIN_BACKUP_PASSPHRASE_LENGTH = 32;

/** An http(s) address, without a trailing slash. */
const httpUrl = (name: string) =>
  z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, `${name} must be an http:// or https:// address`)
    .transform((url) => url.replace(/\/+$/, ""));

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
  /** The first admin's password: the same rules as any new password (long enough, not a common one). */
  ADMIN_PASSWORD: z
    .string()
    .refine((v) => !passwordProblem(v), {
      error: (issue) => `ADMIN_PASSWORD: ${passwordProblem(String(issue.input))}`,
    })
    .optional(),
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
  APP_SECRET: z
    .string()
    .min(
      MIN_APP_SECRET_LENGTH,
      `APP_SECRET must be at least ${MIN_APP_SECRET_LENGTH} characters (for example: openssl rand -base64 32)`,
    )
    .optional(),
  /** Daily automatic backups into DATA_DIR/backups, made inside the server process. */
  BACKUP_AUTO: flag.default(true),
  /** Count the public pages' visits without cookies (server/features/visits/); 0 turns it off. */
  VISIT_COUNTING: flag.default(true),
  /** How many daily and weekly automatic backups are kept (the newest of each day, of each week). */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  /** An S3-compatible bucket that also receives each backup, encrypted (server/backup/offsite/); unset: local only. */
  BACKUP_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "BACKUP_S3_BUCKET must be a bucket name (a-z, 0-9, . and -)")
    .optional(),
  /** R2, B2, MinIO or a test server (path-style addresses); unset: AWS S3. */
  BACKUP_S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/]/, "BACKUP_S3_ENDPOINT must start with https:// or http://")
    .optional(),
  BACKUP_S3_REGION: z.string().min(1).default("us-east-1"),
  /** Where in the bucket the objects go: `academy/academy-backup-<time>.tar.gz.enc`. */
  BACKUP_S3_PREFIX: z.string().default("academy/"),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  /** The passphrase the offsite copies are encrypted with (scrypt, then AES-256-GCM); kept off the server too. */
  BACKUP_ENCRYPTION_KEY: z.string().optional(),
  /** The bucket's own retention: the newest copy of each of this many days, then of this many weeks before them. */
  BACKUP_S3_KEEP_DAILY: z.coerce.number().int().min(1).max(3660).default(30),
  BACKUP_S3_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(12),
  /** smtp://user:pass@host:port or smtps://…; unset, mail is held in the outbox (server/mail/). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, "SMTP_URL must look like smtp://user:pass@host:port or smtps://…")
    .optional(),
  MAIL_FROM: z.string().optional(),
  ADMIN_NOTIFY_EMAIL: z.string().optional(),
  /** This process sends the outbox; 0 leaves sending to other instances on the same database. */
  MAIL_WORKER: flag.default(true),
  /** Mails one worker claims at a time; it sends two such batches at once, and a kill -9 can re-send those. */
  MAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(25),
  /** SMTP connections one worker keeps open and sends on in parallel. */
  MAIL_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(8),
  /** Sending tries before a mail is marked failed; a permanent (5xx) refusal fails at once. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** Wait before the first retry; each further retry waits twice as long, up to MAIL_RETRY_MAX_SECONDS. */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  MAIL_RETRY_MAX_SECONDS: z.coerce
    .number()
    .positive()
    .default(6 * 3600),
  /** How often an idle worker looks for due mail (new mail wakes it at once through LISTEN/NOTIFY). */
  MAIL_POLL_SECONDS: z.coerce.number().positive().default(5),
  /** How long a claimed batch stays reserved for its worker without a renewal; then another may take it. */
  MAIL_LEASE_SECONDS: z.coerce.number().positive().default(120),
  /** Newsletter campaign mails queued per minute, over every instance; 0 queues them as fast as possible. */
  CAMPAIGN_RATE_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Razorpay API keys (dashboard, API Keys); both or neither. Unset, Razorpay is not offered. */
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_\w+$/, "RAZORPAY_KEY_ID must look like rzp_live_… or rzp_test_…")
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, "RAZORPAY_KEY_SECRET is too short to be a key secret").optional(),
  /** The secret of the webhook set up in the Razorpay dashboard; unset, every webhook is refused. */
  RAZORPAY_WEBHOOK_SECRET: z
    .string()
    .min(8, "RAZORPAY_WEBHOOK_SECRET is too short to be a secret")
    .optional(),
  /** Where the REST API is reached: a local simulator in tests. */
  RAZORPAY_API_URL: httpUrl("RAZORPAY_API_URL").default("https://api.razorpay.com"),
  /** The Checkout script the payment page loads when Pay is pressed: a simulated one in browser tests. */
  RAZORPAY_CHECKOUT_URL: httpUrl("RAZORPAY_CHECKOUT_URL").default(
    "https://checkout.razorpay.com/v1/checkout.js",
  ),
  /** How long a new enrolment's seat is held while the person pays, in seconds. */
  SEAT_HOLD_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(7 * 24 * 3600)
    .default(SEAT_HOLD_SECONDS_DEFAULT),
  /**
   * Tests only (NODE_ENV=test): new password hashes use scrypt N=2^this instead of 2^17, so the API suites do not
   * spend most of a second on every staff account and sign-in. Production always hashes at N=2^17.
   */
  TEST_PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(17).optional(),
});

/** With a bucket, a copy can only leave encrypted, by someone the bucket knows: refused before anything starts. */
function offsiteProblems(env: z.infer<typeof EnvSchema>): string[] {
  if (!env.BACKUP_S3_BUCKET) return [];
  const problems: string[] = [];
  if ((env.BACKUP_ENCRYPTION_KEY?.length ?? 0) < MIN_BACKUP_PASSPHRASE_LENGTH)
    problems.push(
      `BACKUP_ENCRYPTION_KEY: a passphrase of at least ${MIN_BACKUP_PASSPHRASE_LENGTH} characters is required with BACKUP_S3_BUCKET ` +
        "(for example: openssl rand -base64 33); keep a copy away from the server, or the offsite backups cannot be read",
    );
  for (const name of ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"] as const)
    if (!env[name]) problems.push(`${name}: the bucket's credentials are required with BACKUP_S3_BUCKET`);
  return problems;
}

export type Env = z.infer<typeof EnvSchema> & {
  publicUrl: string;
  dataDir: string;
  /** SITE_* variables: the public site's contact details and links, checked by server/features/site/site-settings-env.ts. */
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
  if ((env.RAZORPAY_KEY_ID === undefined) !== (env.RAZORPAY_KEY_SECRET === undefined))
    throw new Error(
      "Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together: set both, or neither",
    );
  if (env.TEST_PASSWORD_HASH_COST !== undefined && env.NODE_ENV !== "test")
    throw new Error("Invalid configuration:\n  TEST_PASSWORD_HASH_COST: only for tests (NODE_ENV=test)");
  const offsite = offsiteProblems(env);
  if (offsite.length > 0)
    throw new Error(`Invalid configuration:\n${offsite.map((p) => `  ${p}`).join("\n")}`);
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
    site: Object.fromEntries(
      Object.entries(given).filter((e): e is [string, string] => e[0].startsWith("SITE_")),
    ),
  };
}
