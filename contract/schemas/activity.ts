// The activity log (who changed what, when, from where), who wrote a record first and last, and the trash.
import { z } from "zod";
import { ACTIVITY_MESSAGES } from "../admin-messages";
import { ADMIN_LIST_MAX_LIMIT } from "../constants";
import { TRASHABLE_RESOURCES } from "../enums";
import { formInt, isoDate, text } from "../fields";

/** Days a deleted row stays in the trash before it is purged (and its images released). */
export const TRASH_RETENTION_DAYS = 30;
/** Days an activity entry is kept. */
export const ACTIVITY_RETENTION_DAYS = 365;

/** What an entry records; the Activity screen words each one (activity-model.ts). */
export const ACTIVITY_ACTIONS = [
  "create",
  "update",
  "status",
  "delete",
  "restore",
  "purge",
  "sign_in",
  "sign_out",
  "upload",
  "send",
  "pause",
  "resume",
  "role",
  "settings",
  "cancel",
  "duplicate",
  "move",
  "complete",
  "revoke",
  "refund",
  "publish",
  "outcome",
  "payment",
  "reject",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/**
 * What the log records changes to besides the content resources (whose machine names are their definitions'):
 * the Activity screen names each one and offers it in its filter.
 */
export const OTHER_ACTIVITY_RESOURCES = [
  "auth",
  "campaigns",
  "uploads",
  "staff",
  "settings",
  "page-texts",
  "availability",
  "agenda",
  "batches",
  "enrolments",
  "demo-content",
] as const;
export type OtherActivityResource = (typeof OTHER_ACTIVITY_RESOURCES)[number];

/** One field's change: its values before and after, or only that it changed (a long text, a rich-text body). */
export const FieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  changed: z.literal(true).optional(),
});
export type FieldChange = z.infer<typeof FieldChangeSchema>;

export const ActivityEntrySchema = z.object({
  activity_id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_username: z.string(),
  client_address: z.string().nullable(),
  action: z.string(),
  /** A resource's machine name ("courses"), or "auth", "uploads", "campaigns", … */
  resource: z.string(),
  resource_id: z.number().int().nullable(),
  /** The record's title or name when the change was made. */
  label: z.string().nullable(),
  changes: z.array(FieldChangeSchema).nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityListQuerySchema = z
  .object({
    limit: formInt(1, "limit must be a whole number from 1", ADMIN_LIST_MAX_LIMIT).optional(),
    offset: formInt(0, "offset must be a whole number from 0").optional(),
    resource: text(100).optional(),
    /** The admin's id. */
    actor: formInt(1).optional(),
    /** First and last day (UTC, YYYY-MM-DD), both included. */
    from: isoDate().optional(),
    to: isoDate().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: ACTIVITY_MESSAGES.invalidRange,
    path: ["from"],
  });
export type ActivityListQuery = z.infer<typeof ActivityListQuerySchema>;

/** An admin as a record names them. */
export const StaffRefSchema = z.object({
  admin_id: z.number().int(),
  username: z.string(),
  full_name: z.string().nullable(),
});
export type StaffRef = z.infer<typeof StaffRefSchema>;

/** Who wrote a record first and who changed it last ("Created by X on …, last changed by Y on …"). */
export const AuthorshipSchema = z.object({
  created_at: z.string(),
  created_by: StaffRefSchema.nullable(),
  updated_at: z.string(),
  updated_by: StaffRefSchema.nullable(),
});
export type Authorship = z.infer<typeof AuthorshipSchema>;

export const TrashItemSchema = z.object({
  resource: z.enum(TRASHABLE_RESOURCES),
  id: z.number().int(),
  label: z.string(),
  deleted_at: z.string(),
  deleted_by: StaffRefSchema.nullable(),
  /** When the purge job removes it for good. */
  purge_at: z.string(),
});
export type TrashItem = z.infer<typeof TrashItemSchema>;

export const TrashListQuerySchema = z.object({
  limit: formInt(1, "limit must be a whole number from 1", ADMIN_LIST_MAX_LIMIT).optional(),
  offset: formInt(0, "offset must be a whole number from 0").optional(),
  resource: z.enum(TRASHABLE_RESOURCES).optional(),
});
export type TrashListQuery = z.infer<typeof TrashListQuerySchema>;

/** A record's name in a sentence or a list: its title, its name, or the person who sent it. */
export function recordLabel(row: Record<string, unknown>): string {
  const named = [row.title, row.name].find((v): v is string => typeof v === "string" && !!v.trim());
  if (named) return named;
  const person = [row.first_name, row.last_name].filter((v) => typeof v === "string" && v).join(" ");
  if (person) return person;
  const other = [row.subject, row.email].find((v): v is string => typeof v === "string" && !!v.trim());
  return other ?? "";
}
