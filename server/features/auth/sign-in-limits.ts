// The two brakes on password guessing, both in the database so they hold across restarts and app servers:
//
// - the lock: five failures in a row for one username from one client address lock that pair for five minutes.
//   A stranger elsewhere cannot lock a person out, because the person's own address has its own count.
// - the delay: failures for one username across every address. Past SIGN_IN_FREE_FAILURES, each attempt from a
//   browser that has never signed in to that account must wait, twice as long each time, up to SIGN_IN_MAX_DELAY.
//   Over a day that leaves guessing well under 100 tries (see decision 28), while a browser the person has signed
//   in on before is never delayed.
//
// Both are reserved before the password is checked, each by one atomic statement, so parallel attempts cannot
// slip past: an attempt counts as a failure until the password proves right.
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILED_ATTEMPTS } from "#contract/constants";
import type { Db } from "#server/db/client";
import { loginDelays, loginThrottles } from "#server/db/schema";
import { TooManyAttempts } from "#server/domain-errors";

/** Failures across all addresses before unknown browsers have to wait. */
export const SIGN_IN_FREE_FAILURES = 10;
/** The first wait; each further failure doubles it. */
export const SIGN_IN_FIRST_DELAY_SECONDS = 30;
/** The longest wait: at most one attempt per half hour once reached. */
export const SIGN_IN_MAX_DELAY_SECONDS = 30 * 60;
/** A username nobody has failed for this long starts again with a clean count. */
const DELAY_FORGOTTEN_AFTER = "24 hours";
/** Throttle rows older than this are of no further use and are pruned on sign-in. */
const PRUNE_AFTER = "7 days";

/** Both drivers (pg and PGlite) answer raw SQL with { rows }. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface AttemptKey {
  /** The username, lower-cased. */
  username: string;
  /** The client as rate limits count it (an IPv6 client by its /64). */
  address: string;
}

function lockedError(retryAfterSeconds: number) {
  return new TooManyAttempts(AUTH_MESSAGES.lockedTryLater, retryAfterSeconds);
}

/** Reserves one attempt for the username from this address; throws 429 while that pair is locked. */
async function reserveAddressAttempt(db: Db, key: AttemptKey): Promise<number> {
  const [row] = rowsOf<{ failed_attempts: number; locked_for: number | null }>(
    await db.execute(sql`
      insert into login_throttles (username, address, failed_attempts, locked_until, updated_at)
      values (${key.username}, ${key.address}, 1, null, now())
      on conflict (username, address) do update set
        failed_attempts = case when login_throttles.locked_until <= now() then 1
                               else login_throttles.failed_attempts + 1 end,
        locked_until = case when login_throttles.locked_until <= now() then null
                            when login_throttles.failed_attempts + 1 > ${LOGIN_MAX_FAILED_ATTEMPTS}
                              then coalesce(login_throttles.locked_until, now() + ${`${LOGIN_LOCK_MS} milliseconds`}::interval)
                            else login_throttles.locked_until end,
        updated_at = now()
      returning failed_attempts,
        case when locked_until > now() then ceil(extract(epoch from locked_until - now()))::int end as locked_for`),
  );
  if (!row) throw new Error("login throttle upsert returned nothing");
  if (row.locked_for !== null) throw lockedError(Number(row.locked_for));
  const attempt = Number(row.failed_attempts);
  if (attempt > LOGIN_MAX_FAILED_ATTEMPTS) throw lockedError(LOGIN_LOCK_MS / 1000);
  return attempt;
}

const addressRow = (key: AttemptKey) =>
  and(eq(loginThrottles.username, key.username), eq(loginThrottles.address, key.address));

/** The wait after `failures` failures, in SQL: none up to the free ones, then doubling up to the cap. */
const delayAfter = (failures: ReturnType<typeof sql>) => sql`case when ${failures} > ${SIGN_IN_FREE_FAILURES}
  then now() + make_interval(secs => least(${SIGN_IN_FIRST_DELAY_SECONDS} * power(2, ${failures} - ${SIGN_IN_FREE_FAILURES} - 1), ${SIGN_IN_MAX_DELAY_SECONDS}))
  end`;

/**
 * Reserves one attempt against the username's delay across addresses: counts it as a failure and sets when the
 * next may come. Throws 429 with the wait when the time has not come yet.
 */
async function reserveDelayedAttempt(db: Db, username: string) {
  const stale = sql`login_delays.updated_at < now() - ${DELAY_FORGOTTEN_AFTER}::interval`;
  const failures = sql`case when ${stale} then 1 else login_delays.failures + 1 end`;
  const reserved = rowsOf<{ failures: number }>(
    await db.execute(sql`
      insert into login_delays (username, failures, next_attempt_at, updated_at)
      values (${username}, 1, ${delayAfter(sql`1`)}, now())
      on conflict (username) do update set
        failures = ${failures},
        next_attempt_at = ${delayAfter(failures)},
        updated_at = now()
      where login_delays.next_attempt_at is null or login_delays.next_attempt_at <= now() or ${stale}
      returning failures`),
  );
  if (reserved.length > 0) return;
  const [row] = rowsOf<{ wait: number | null }>(
    await db.execute(sql`
      select ceil(extract(epoch from next_attempt_at - now()))::int as wait
      from login_delays where username = ${username}`),
  );
  const wait = Math.max(1, Number(row?.wait ?? 1));
  throw new TooManyAttempts(AUTH_MESSAGES.signInDelayed(wait), wait);
}

export interface AttemptOptions {
  /** Attempts from a browser already known to this account (or a signed-in session) skip the delay. */
  skipDelay: boolean;
}

/**
 * Runs `check` (the password check) under both brakes. A locked pair or a pending delay gets 429 without the
 * password being looked at; the fifth failure in a row from one address locks that pair for LOGIN_LOCK_MS; a
 * success clears the address's count and takes back the attempt from the username's delay.
 */
export async function withAttemptLimits(
  db: Db,
  key: AttemptKey,
  options: AttemptOptions,
  check: () => Promise<boolean>,
): Promise<boolean> {
  await pruneStaleThrottles(db);
  const attempt = await reserveAddressAttempt(db, key);
  if (!options.skipDelay) {
    try {
      await reserveDelayedAttempt(db, key.username);
    } catch (err) {
      // The password was never looked at: this attempt does not count towards the address's lock.
      await db
        .update(loginThrottles)
        .set({ failed_attempts: sql`greatest(${loginThrottles.failed_attempts} - 1, 0)` })
        .where(addressRow(key));
      throw err;
    }
  }

  if (!(await check())) {
    if (attempt >= LOGIN_MAX_FAILED_ATTEMPTS)
      await db
        .update(loginThrottles)
        .set({
          locked_until: sql`now() + ${`${LOGIN_LOCK_MS} milliseconds`}::interval`,
          updated_at: sql`now()`,
        })
        .where(addressRow(key));
    return false;
  }
  await db.delete(loginThrottles).where(addressRow(key));
  if (!options.skipDelay)
    await db
      .update(loginDelays)
      .set({ failures: sql`greatest(${loginDelays.failures} - 1, 0)`, next_attempt_at: null })
      .where(eq(loginDelays.username, key.username));
  return true;
}

/**
 * Forgets counters nobody has touched for PRUNE_AFTER (names tried once by a scanner, old lockouts), on every
 * attempt, failed ones included: otherwise the tables grow with every name ever tried.
 */
async function pruneStaleThrottles(db: Db) {
  await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.updated_at, sql`now() - ${PRUNE_AFTER}::interval`),
        or(isNull(loginThrottles.locked_until), lt(loginThrottles.locked_until, sql`now()`)),
      ),
    );
  await db.delete(loginDelays).where(lt(loginDelays.updated_at, sql`now() - ${PRUNE_AFTER}::interval`));
}
