// The inquiry resource beyond the standard: the search matches the full name, stored as two columns, and a new
// inquiry queues the staff notification and the visitor's acknowledgement. It is a lead (leads.service.ts).
import { sql } from "drizzle-orm";
import { inquiries as definition } from "#contract/resources/inquiries";
import { inquiries } from "#server/db/schema";
import { leadHooks } from "#server/features/leads/leads.service";
import { notifyNewInquiry } from "#server/mail/visitor-notices";
import { resourceService } from "#server/resources/resource-service";

export const inquiriesService = resourceService(definition, inquiries, {
  // "Priya Sharma" finds the row that stores her name in two columns.
  searchColumns: ({ first_name, last_name, email, phone, subject, message }) =>
    [sql`${first_name} || ' ' || ${last_name}`, email, phone, subject, message].filter(
      (c) => c !== undefined,
    ),
  ...leadHooks("inquiry", notifyNewInquiry),
});
