// SMTP through nodemailer: one pooled transport per worker, so a batch goes out over a few open connections
// instead of one handshake per mail.
import nodemailer from "nodemailer";
import type { ClaimedMail } from "./outbox";

export interface MailTransport {
  /** Resolves once the SMTP server has accepted the mail; rejects with its answer otherwise. */
  send(
    mail: Pick<ClaimedMail, "to" | "subject" | "html" | "text" | "headers"> &
      Partial<Pick<ClaimedMail, "attachments">> & { from: string },
  ): Promise<void>;
  close(): void;
}

export interface SendFailure {
  /** The SMTP server's answer ("451 4.3.0 Try again later"), or the connection error. */
  message: string;
  /** A 5xx answer: the server refuses this mail for good, so retrying cannot help. */
  permanent: boolean;
}

export function createSmtpTransport(options: { url: string; connections: number }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.connections,
    // Unlimited messages per connection: a connection is reused until the server closes it.
    maxMessages: Number.POSITIVE_INFINITY,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      const { "Reply-To": replyTo, ...headers } = mail.headers ?? {};
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(replyTo ? { replyTo } : {}),
        headers,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** What went wrong, in the words the SMTP server used when it answered. */
export function describeSendError(err: unknown): SendFailure {
  const e = err as { response?: string; responseCode?: number; code?: string; message?: string };
  const message = e.response ?? (e.code ? `${e.code}: ${e.message ?? ""}` : String(e.message ?? err));
  const code = e.responseCode ?? Number(/^([245]\d\d)\b/.exec(e.response ?? "")?.[1]);
  return { message, permanent: code >= 500 && code < 600 };
}
