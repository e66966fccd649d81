// The outbox sender. It claims a batch of due mails, sends them over SMTP and settles each row as soon as the
// server has answered for it. Delivery is at least once: a worker killed between the SMTP server's "250 OK" and
// the row's update leaves that row `sending`, and once its lease runs out another worker sends it again. So a
// kill -9 can duplicate at most the mails that were in flight (the batches claimed), and loses none.
import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Database } from "../db/client";
import type { Logger } from "../http/logger";
import { mailBrand } from "./mail";
import { academySender, type MailConfig } from "./mail-config";
import {
  type ClaimedMail,
  claimBatch,
  holdQueued,
  markAttemptFailed,
  markSent,
  OUTBOX_CHANNEL,
  releaseHeld,
  renewLease,
} from "./outbox";
import { createSmtpTransport, describeSendError, type MailTransport } from "./transport";

/** Batches one worker sends at the same time. A kill -9 can re-send at most LANES × MAIL_BATCH_SIZE mails. */
const LANES = 2;

/** How many accepted mails are recorded as sent in one UPDATE. */
const SETTLE_EVERY = 10;

export interface MailWorker {
  readonly id: string;
  start(): Promise<void>;
  /** Lets the batch in flight finish (up to `graceMs`), then closes the SMTP connections. */
  stop(graceMs?: number): Promise<void>;
}

export function createMailWorker(options: {
  database: Database;
  config: MailConfig;
  logger: Logger;
}): MailWorker {
  const { database, config, logger } = options;
  const db = database.db;
  const id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  let transport: MailTransport | undefined;
  let running = false;
  let loop: Promise<void> | undefined;
  const sleepers = new Set<() => void>();
  let wokenEarly = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wokenEarly || !running) {
        wokenEarly = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });
  const nudge = () => {
    if (sleepers.size === 0) wokenEarly = true;
    for (const wake of [...sleepers]) wake();
  };

  async function sendBatch(batch: ClaimedMail[]) {
    const smtp = transport as MailTransport;
    // Read once a batch: a new academy name shows as the sender from the next batch on.
    const from = config.mailFrom ?? academySender(config, (await mailBrand(db, config)).site.name);
    const pending = new Set(batch.map((m) => m.mail_id));
    // Sending can outlast the lease on a slow server: keep the unsettled rows reserved while this worker lives.
    const renewal = setInterval(
      () => {
        renewLease(db, id, [...pending], config.leaseMs).catch((err: unknown) =>
          logger.warn("mail lease renewal failed", { error: String(err) }),
        );
      },
      Math.max(1000, config.leaseMs / 3),
    );
    // Accepted mails are recorded a few at a time, one UPDATE each time, in order: a row per UPDATE would make
    // the database, not SMTP, the limit. A kill before a flush re-sends at most those mails, all of this batch.
    let accepted: number[] = [];
    let settled = Promise.resolve();
    const flush = () => {
      const ids = accepted;
      accepted = [];
      settled = settled.then(async () => {
        await markSent(db, id, ids);
        for (const mailId of ids) pending.delete(mailId);
      });
      return settled;
    };
    try {
      await Promise.all(
        batch.map(async (mail) => {
          try {
            await smtp.send({ ...mail, from });
          } catch (err) {
            const failure = describeSendError(err);
            await markAttemptFailed(db, id, mail, failure.message, { permanent: failure.permanent, config });
            pending.delete(mail.mail_id);
            logger.warn("mail not sent", {
              mail_id: mail.mail_id,
              attempt: mail.attempts,
              error: failure.message,
            });
            return;
          }
          accepted.push(mail.mail_id);
          if (accepted.length >= SETTLE_EVERY) await flush();
        }),
      );
      await flush();
    } finally {
      clearInterval(renewal);
    }
  }

  /** One claim-and-send round; the number of mails it claimed. */
  async function runOnce(): Promise<number> {
    if (!config.smtpUrl) return holdQueued(db);
    const batch = await claimBatch(db, id, config.batchSize, config.leaseMs);
    if (batch.length > 0) await sendBatch(batch);
    return batch.length;
  }

  async function run() {
    while (running) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (err) {
        logger.error("mail worker round failed", { error: err instanceof Error ? err.message : String(err) });
      }
      // A full batch suggests more is due: go again at once. Otherwise wait for a notification or the next poll.
      if (running && (claimed < config.batchSize || !config.smtpUrl)) await sleep(config.pollMs);
    }
  }

  return {
    id,
    async start() {
      if (running) return;
      running = true;
      if (config.smtpUrl) {
        transport = createSmtpTransport({ url: config.smtpUrl, connections: config.connections });
        const released = await releaseHeld(db);
        if (released > 0) logger.info("held mail released", { count: released });
      } else {
        logger.warn("e-mail is not configured (SMTP_URL): mail is held in the outbox");
      }
      await database.listen(OUTBOX_CHANNEL, () => {
        if (running) nudge();
      });
      // Two batches in flight, so that SMTP connections keep working while one batch waits for its slowest mail
      // and the next claim is made; without SMTP one lane marks mail held.
      loop = Promise.all(Array.from({ length: config.smtpUrl ? LANES : 1 }, () => run())).then(() => {});
    },
    async stop(graceMs = 10_000) {
      if (running) {
        running = false;
        nudge();
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([loop, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
        clearTimeout(timer);
      }
      transport?.close();
      transport = undefined;
    },
  };
}
