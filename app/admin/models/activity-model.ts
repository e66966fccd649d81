// How the Activity screen words an entry: the action as a verb, the resource by its label, a change as
// "field: before → after".
import type {
  ActivityAction,
  ActivityEntry,
  FieldChange,
  OtherActivityResource,
} from "#contract/schemas/activity";

const ACTION_LABELS: Record<ActivityAction, string> = {
  create: "Created",
  update: "Changed",
  status: "Changed the status of",
  delete: "Deleted",
  restore: "Restored",
  purge: "Deleted for good",
  sign_in: "Signed in",
  sign_out: "Signed out",
  upload: "Uploaded",
  send: "Sent",
  pause: "Paused",
  resume: "Resumed",
  role: "Changed the role of",
  settings: "Changed the settings",
  cancel: "Cancelled",
  duplicate: "Duplicated",
  move: "Moved",
  complete: "Marked as completed",
  revoke: "Revoked the certificate of",
  refund: "Refunded",
  publish: "Published",
  outcome: "Recorded the outcome of",
  payment: "Recorded a payment for",
  reject: "Rejected a payment for",
};

/** The other things the log records changes to, besides the site's content. */
const OTHER_RESOURCES: Record<OtherActivityResource, string> = {
  auth: "Sign-in",
  campaigns: "Campaigns",
  uploads: "Uploads",
  staff: "Staff",
  settings: "Settings",
  "page-texts": "Page texts",
  availability: "Consultation hours",
  agenda: "Consultation agenda",
  batches: "Batches",
  enrolments: "Enrolments",
  "demo-content": "Demo content",
};

/**
 * The content resources by their plural label, written out rather than read from the definitions, which would bring
 * every resource's Zod schemas to this page (activity-model.unit.test.ts checks them against the definitions).
 */
export const CONTENT_RESOURCE_LABELS: Record<string, string> = {
  courses: "Courses",
  "course-categories": "Course categories",
  blogs: "Blogs",
  products: "Products",
  gallery: "Gallery",
  testimonials: "Testimonials",
  inquiries: "Inquiries",
  consultations: "Consultations",
  subscribers: "Newsletter",
};

export const RESOURCE_LABELS: Record<string, string> = { ...CONTENT_RESOURCE_LABELS, ...OTHER_RESOURCES };

export const actionLabel = (action: string) => ACTION_LABELS[action as ActivityAction] ?? action;
export const resourceLabel = (resource: string) => RESOURCE_LABELS[resource] ?? resource;

const shown = (value: unknown) => {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
};

export function changeText(change: FieldChange): string {
  const field = change.field.replaceAll("_", " ");
  if (change.changed) return `${field} changed`;
  if (!("before" in change)) return `${field}: ${shown(change.after)}`;
  return `${field}: ${shown(change.before)} → ${shown(change.after)}`;
}

/** What the entry is about: "Courses “Vastu Basics” (#12)". */
export function subjectText(entry: ActivityEntry): string {
  // "Signed in" and "Changed the settings" say it all.
  if (entry.resource === "auth" || entry.resource === "settings") return "";
  const label = entry.label ? ` “${entry.label}”` : "";
  const id = entry.resource_id ? ` (#${entry.resource_id})` : "";
  return `${resourceLabel(entry.resource)}${label}${id}`;
}
