// What every anonymous write (contact, enrolment, consultation, newsletter) shares: a per-address rate limit
// and the honeypot. A bot that fills the hidden field gets the very answer a person would get, so it has no
// signal to adapt to, and nothing is stored.
import type { Context } from "hono";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "#contract/schemas/inquiry";
import type { Env } from "#server/env";
import { createRateLimiter } from "./rate-limit";
import { readBody } from "./request-input";

const MINUTE_MS = 60_000;

/** One limiter per form, so a visitor who sends the contact form can still subscribe in the same minute. */
export function publicWriteLimiter(env: Env, bucket: string) {
  return createRateLimiter({
    bucket,
    limit: env.RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE,
    windowMs: MINUTE_MS,
    trustProxy: env.TRUST_PROXY,
  });
}

export function isHoneypotFilled(input: object): boolean {
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

/**
 * Reads and validates a public form. Validation comes first, so a bot's invalid submission gets the same 400 a
 * person's would; only a valid one is then told apart by the honeypot.
 */
export async function readPublicWrite<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ input: z.output<S>; fromBot: boolean }> {
  const input = await readBody(c, schema);
  return { input, fromBot: isHoneypotFilled(input as object) };
}
