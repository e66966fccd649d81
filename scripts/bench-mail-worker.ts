// The mail worker as its own process, for `npm run bench:mail` (scripts/bench-mail.mjs), which kills it with
// SIGKILL half-way. MODE=enqueue queues COUNT newsletter mails and exits; MODE=work runs the real worker and
// reports its memory to the parent over IPC until told to stop (or killed).
import { sql } from "drizzle-orm";
import { openEmbeddedDatabase, openPostgresDatabase } from "../server/db/client";
import { loadEnv } from "../server/env";
import { createLogger } from "../server/http/logger";
import { mailConfig } from "../server/mail/mail-config";
import { enqueueMail } from "../server/mail/outbox";
import { newsletterIssue, staffNotification } from "../server/mail/templates/mails";
import { createMailWorker } from "../server/mail/worker";

const env = loadEnv();
const database = env.DATABASE_URL
  ? await openPostgresDatabase({ url: env.DATABASE_URL })
  : await openEmbeddedDatabase({ dataDir: `${env.dataDir}/db` });
const config = mailConfig(env);
const send = (message: unknown) => process.send?.(message);

if (process.env.MODE === "enqueue") {
  const count = Number(process.env.COUNT);
  const brand = { site: config.site, publicUrl: config.publicUrl };
  const db = database.db;
  // One campaign mail rendered once; each recipient's copy gets its own unsubscribe token, as a campaign would.
  // The rows are written in one statement: what is measured is the sending, not the queueing.
  const mail = await newsletterIssue(brand, {
    subject: "Autumn courses at the academy",
    bodyHtml: "<p>New batches of <strong>Vastu Level 1</strong> start next month.</p>",
    unsubscribePageUrl: `${config.publicUrl}/newsletter/unsubscribe?token=RECIPIENT_TOKEN`,
    oneClickUrl: `${config.publicUrl}/api/newsletter/unsubscribe?token=RECIPIENT_TOKEN`,
  });
  await db.execute(sql`
    insert into mail_outbox (kind, "to", subject, html, text, headers)
    select 'newsletter', 'person' || i || '@bench.example', ${mail.subject},
      replace(${mail.html}, 'RECIPIENT_TOKEN', 't' || i), replace(${mail.text}, 'RECIPIENT_TOKEN', 't' || i),
      replace(${JSON.stringify(mail.headers)}, 'RECIPIENT_TOKEN', 't' || i)::jsonb
    from generate_series(1, ${count}) as i`);
  const result = await db.execute(sql`select count(*)::int as n from mail_outbox`);
  send({ enqueued: (result as unknown as { rows: { n: number }[] }).rows[0]?.n });
  await database.close();
  process.exit(0);
}

const worker = createMailWorker({ database, config, logger: createLogger("warn") });
await worker.start();
send({ ready: true, ...process.memoryUsage() });
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  // The embedded database's WebAssembly memory is outside the JS heap: rss − heapTotal − external shows it.
  send({ rss: m.rss, heapTotal: m.heapTotal, external: m.external });
}, 100);
process.on("message", async (msg: { type: string; n?: number }) => {
  if (msg.type === "notify") {
    // A staff notification as an enquiry's save would queue it: rendered, then written in a transaction.
    const mail = await staffNotification(
      { site: config.site, publicUrl: config.publicUrl },
      {
        kind: "inquiry",
        record: {
          inquiry_id: msg.n ?? 0,
          first_name: "Asha",
          last_name: "Rao",
          email: "asha@example.com",
          phone: "+91 98765 43210",
          subject: null,
          message: "When does the next batch start?",
          inquiry_type: "general",
        },
      },
    );
    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, { kind: "inquiry-staff", to: `staff${msg.n}@bench.example`, ...mail });
    });
  }
  if (msg.type === "counts") {
    const result = await database.db.execute(
      sql`select state, count(*)::int as n from mail_outbox group by state`,
    );
    send({
      counts: Object.fromEntries(
        (result as unknown as { rows: { state: string; n: number }[] }).rows.map((r) => [r.state, r.n]),
      ),
    });
  }
  if (msg.type === "gc") {
    // What the worker still holds once garbage is collected: growth here would be a leak, not GC headroom.
    (globalThis as { gc?: () => void }).gc?.();
    send({ afterGc: process.memoryUsage() });
  }
  if (msg.type === "stop") {
    clearInterval(sampler);
    await worker.stop();
    await database.close();
    process.exit(0);
  }
});
