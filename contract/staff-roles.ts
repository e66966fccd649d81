// Who may use which part of the back office. Every admin route names the area it belongs to (a resource in its
// definition, any other route where it is mounted), and one middleware checks the signed-in person's role against
// this table (server/http/require-admin.ts); the admin hides the navigation entries of the areas a role lacks.
// Kept free of Zod so that the admin shell can import it at no cost.

export const STAFF_ROLES = ["owner", "editor", "front_desk"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How the admin names each role (top bar, staff screen). */
export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  editor: "Editor",
  front_desk: "Front desk",
};

/** What each role is for, shown beside the role picker when inviting someone. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Everything, including staff, backups and settings.",
  editor: "Courses and their batches, blog posts, products, gallery and testimonials.",
  front_desk: "Enquiries, consultations, enrolments, the newsletter and its mail.",
};

/** The role of the first admin, created from ADMIN_USERNAME / ADMIN_PASSWORD. */
export const FIRST_ADMIN_ROLE: StaffRole = "owner";

const ALL: readonly StaffRole[] = STAFF_ROLES;
const OWNER: readonly StaffRole[] = ["owner"];
const EDITORS: readonly StaffRole[] = ["owner", "editor"];
const FRONT_DESK: readonly StaffRole[] = ["owner", "front_desk"];

/**
 * The areas of the back office and the roles that may use each. "self" is what every signed-in person does for
 * themselves (profile, own password, signing out); "dashboard" is the front page and the mail banner on every
 * page, which each role sees filtered to its own areas.
 */
export const AREA_ROLES = {
  self: ALL,
  dashboard: ALL,
  courses: EDITORS,
  blogs: EDITORS,
  products: EDITORS,
  gallery: EDITORS,
  testimonials: EDITORS,
  /** A course's dated runs: its seats, fees and dates are part of the course. */
  batches: EDITORS,
  /** Image uploads feed the editors' forms. */
  uploads: EDITORS,
  inquiries: FRONT_DESK,
  consultations: FRONT_DESK,
  /** Consultation hours, services, fees and booking policy: what the academy sells and when. */
  availability: OWNER,
  /** The Today queue, a lead's timeline and outcome form: the front desk's daily work. */
  leads: FRONT_DESK,
  /** The owner's leads dashboard: where leads come from and how the front desk answers them. */
  reports: OWNER,
  subscribers: FRONT_DESK,
  campaigns: FRONT_DESK,
  /** Who enrolled in which batch: the rosters, completion and certificates. */
  enrolments: FRONT_DESK,
  /** Payments: the list and its totals, the UPI verification queue, recording money paid at the desk. */
  payments: FRONT_DESK,
  /** Giving money back is the owner's decision. */
  refunds: OWNER,
  /** The outbox: the front desk answers visitors, so it must see whether their mail went out. */
  mail: FRONT_DESK,
  /** The public pages' editable texts (home, about, consultation, footer) are content, like the courses. */
  pages: EDITORS,
  backups: OWNER,
  staff: OWNER,
  settings: OWNER,
  activity: OWNER,
  trash: OWNER,
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof AREA_ROLES;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a person of `role` may use `area`. An unknown role may use nothing. */
export function canUse(role: string | null | undefined, area: StaffArea): boolean {
  return isStaffRole(role) && (AREA_ROLES[area] as readonly StaffRole[]).includes(role);
}

export function roleName(role: string | null | undefined): string {
  return isStaffRole(role) ? ROLE_LABELS[role] : (role ?? "");
}
