// What the rest of the server uses: queue a mail in its own transaction, find who gets staff notifications, and
// the brand the templates are dressed in.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  recipientsIn,
  type StoredSettings,
  settingsOrSeed,
  storedSettings,
} from "../features/site/settings.service";
import type { MailConfig } from "./mail-config";
import type { MailBrand } from "./templates/mails";

export { enqueueMail, enqueueMails, type MailAttachment, type MailMessage } from "./outbox";

/**
 * What a mail is dressed in: the academy's name, address, phones and links as the settings screen stores them now
 * (read in the mail's own transaction, so the next mail after a change shows it), on the site's address.
 * `config.site` (the SITE_* seed) stands in only before any settings are stored.
 */
export async function mailBrand(db: Db, config: Pick<MailConfig, "site" | "publicUrl">): Promise<MailBrand> {
  return brandOf(await storedSettings(db), config);
}

function brandOf(settings: StoredSettings, config: Pick<MailConfig, "site" | "publicUrl">): MailBrand {
  return { site: settingsOrSeed(settings, config.site), publicUrl: config.publicUrl };
}

/**
 * Staff notifications go to the recipients named on the settings screen; without any, to ADMIN_NOTIFY_EMAIL, and
 * otherwise to the first admin's address. An empty list means nobody can be told (no address anywhere): the
 * caller queues nothing.
 */
export async function staffRecipients(db: Db, config: Pick<MailConfig, "notifyEmails">): Promise<string[]> {
  return staffRecipientsOf(db, config, await storedSettings(db));
}

async function staffRecipientsOf(db: Db, config: Pick<MailConfig, "notifyEmails">, settings: StoredSettings) {
  const named = recipientsIn(settings);
  if (named.length > 0) return named;
  if (config.notifyEmails.length > 0) return config.notifyEmails;
  const result = await db.execute(sql`
    select email from admin_users where email is not null and email <> '' order by admin_id limit 1`);
  const row = (result as unknown as { rows: { email: string }[] }).rows[0];
  return row ? [row.email] : [];
}

/**
 * A visitor's form tells staff and the visitor: both mails' brand and the staff recipients come from one read of
 * the settings row, which every form submission pays for.
 */
export async function noticeBrandAndStaff(
  db: Db,
  config: Pick<MailConfig, "site" | "publicUrl" | "notifyEmails">,
): Promise<{ brand: MailBrand; staff: string[] }> {
  const settings = await storedSettings(db);
  return { brand: brandOf(settings, config), staff: await staffRecipientsOf(db, config, settings) };
}
