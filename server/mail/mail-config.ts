// Everything the mail system reads from the environment, resolved once: the SMTP server, the sender, the staff
// recipients and the worker's tuning. The academy's name and contacts come from the same site settings as the
// public pages, so a mail and the footer never disagree.

import type { SiteSettings } from "#contract/site-settings";
import { resolveSiteSettings } from "#server/features/site/site-settings-env";
import type { Env } from "../env";

export interface MailConfig {
  /** Unset: nothing is sent and mail waits in the outbox as `held`. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: a sender fixed by whoever runs the server; unset, mail comes from the academy (academySender). */
  mailFrom: string | undefined;
  /** The address of the academy's own sender: no-reply at the site's host. */
  senderAddress: string;
  /** ADMIN_NOTIFY_EMAIL split; empty means "the first admin's address" (see staffRecipients). */
  notifyEmails: string[];
  publicUrl: string;
  site: SiteSettings;
  worker: boolean;
  batchSize: number;
  connections: number;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  leaseMs: number;
}

/** The reason a held mail shows in the outbox. */
export const HELD_REASON = "held: e-mail is not configured";

/** A display name is quoted when it holds characters that mean something in an address header. */
function mailbox(name: string, address: string) {
  const safe = /^[\w .-]*$/.test(name) ? name : `"${name.replace(/["\\]/g, "\\$&")}"`;
  return `${safe} <${address}>`;
}

export function mailConfig(env: Env): MailConfig {
  const site = resolveSiteSettings(env.site);
  const host = new URL(env.publicUrl).hostname;
  return {
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    senderAddress: `no-reply@${host}`,
    notifyEmails: (env.ADMIN_NOTIFY_EMAIL ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    publicUrl: env.publicUrl,
    site,
    worker: env.MAIL_WORKER,
    batchSize: env.MAIL_BATCH_SIZE,
    connections: env.MAIL_CONNECTIONS,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryBaseMs: env.MAIL_RETRY_BASE_SECONDS * 1000,
    retryMaxMs: env.MAIL_RETRY_MAX_SECONDS * 1000,
    pollMs: env.MAIL_POLL_SECONDS * 1000,
    leaseMs: env.MAIL_LEASE_SECONDS * 1000,
  };
}

/**
 * The From of every mail when MAIL_FROM is not set: the academy's name as the settings screen stores it now, so
 * renaming the academy renames its sender without a restart.
 */
export function academySender(config: Pick<MailConfig, "senderAddress">, academyName: string) {
  return mailbox(academyName, config.senderAddress);
}

/** The wait before retry number `attempt` (1 after the first failure): base × 2^(attempt-1), capped. */
export function retryDelayMs(config: Pick<MailConfig, "retryBaseMs" | "retryMaxMs">, attempt: number) {
  return Math.min(config.retryMaxMs, config.retryBaseMs * 2 ** Math.max(0, attempt - 1));
}
