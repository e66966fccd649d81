// A real SMTP server on a free local port for the mail tests: it accepts (or, while told to, refuses) every mail
// and keeps each one parsed by mailparser, so tests assert on what actually went over the wire.
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** While set, every mail is answered with this error instead of being accepted ("451 …" or "550 …"). */
  refuseWith(answer: { code: number; message: string } | null): void;
  /** How many deliveries were refused so far. */
  refused(): number;
  /** Resolves once `n` mails have arrived (the test's own timeout bounds the wait). */
  waitFor(n: number): Promise<ParsedMail[]>;
  /** Forgets what arrived and was refused, and accepts again. */
  reset(): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let refusal: { code: number; message: string } | null = null;
  let refusedCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: the built-in test certificate would fail the client's check anyway.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (refusal) {
          refusedCount++;
          const err = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          callback(err);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  // A client that dies mid-session (a killed worker) resets its connection: that is the client's problem.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseWith(answer) {
      refusal = answer;
    },
    refused: () => refusedCount,
    reset() {
      refusal = null;
      refusedCount = 0;
      received.length = 0;
    },
    async waitFor(n) {
      while (received.length < n) await new Promise((r) => setTimeout(r, 20));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mails that arrived for one address (compared without letter case). */
export const mailsTo = (received: ParsedMail[], email: string) =>
  received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text.toLowerCase() === email.toLowerCase());

/** A header as it was sent, unfolded: mailparser turns some (List-Unsubscribe) into objects. */
export const headerAsSent = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((h) => h.key === name)?.line.slice(name.length + 1) ?? "")
    .replace(/\r?\n\s+/g, "")
    .trim();
