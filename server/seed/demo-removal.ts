// "Remove demo content": deletes, for good, exactly the rows the demo content loaded (listed in demo_rows by
// server/seed/demo-content.ts), trashed or not and whether staff edited them since, and then the pictures no
// remaining row shows. Rows staff created are never listed there, so they stay; so does a demo category that a
// staff-created course still uses.
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DemoContent, DemoContentCounts } from "#contract/schemas/demo-content";
import { AvailabilitySchema } from "#contract/schemas/slots";
import { type Actor, recordActivity } from "#server/activity/activity.service";
import type { Db } from "#server/db/client";
import { bookingAvailability, courseCategories, courses, demoRows } from "#server/db/schema";
import type { Logger } from "#server/http/logger";
import { releaseStoredImagesAfterSave } from "#server/media/image-references.service";
import type { ResourceService } from "#server/resources/resource-service";
import { RESOURCE_SERVICES as S } from "#server/resources/served";
import { DEMO_AVAILABILITY } from "./content/availability";

/** The tables whose rows the demo content loads, as demo_rows names them. */
export type DemoTable =
  | "courses"
  | "blog_posts"
  | "products"
  | "gallery_images"
  | "testimonials"
  | "course_categories";

type Kind = keyof DemoContentCounts;

/** The content tables, with the service that knows each one's id and image fields. */
const CONTENT: [Kind, DemoTable, ResourceService][] = [
  ["courses", "courses", S.courses],
  ["blogs", "blog_posts", S.blogs],
  ["products", "products", S.products],
  ["gallery", "gallery_images", S.gallery],
  ["testimonials", "testimonials", S.testimonials],
];

const idColumnOf = (service: ResourceService) =>
  (service.table as unknown as Record<string, PgColumn>)[service.definition.idKey] as PgColumn;

const demoIds = (db: Db, table: DemoTable) =>
  db.select({ id: demoRows.row_id }).from(demoRows).where(eq(demoRows.table_name, table));

/** A demo category no course uses any more. */
const unusedDemoCategory = (db: Db) =>
  and(
    inArray(courseCategories.category_id, demoIds(db, "course_categories")),
    notExists(
      db.select({ one: sql`1` }).from(courses).where(eq(courses.category_id, courseCategories.category_id)),
    ),
  );

const emptyCounts = (): DemoContentCounts => ({
  courses: 0,
  blogs: 0,
  products: 0,
  gallery: 0,
  testimonials: 0,
  categories: 0,
});

const present = (counts: DemoContentCounts) => Object.values(counts).some((n) => n > 0);

/** How many demo rows are left, per kind (categories: those no staff course uses). */
export async function demoContentStatus(db: Db): Promise<DemoContent> {
  const counts = emptyCounts();
  for (const [kind, table, service] of CONTENT) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(service.table as PgTable)
      .where(inArray(idColumnOf(service), demoIds(db, table)));
    counts[kind] = Number(row?.n ?? 0);
  }
  // Only worth removing alongside the content: a category left over on its own is not "demo content".
  if (present(counts)) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(courseCategories)
      .where(unusedDemoCategory(db));
    counts.categories = Number(row?.n ?? 0);
  }
  return { present: present(counts), counts };
}

export interface DemoRemovalDeps {
  database: { db: Db };
  uploadsDir: string;
  logger: Logger;
}

/**
 * Deletes every demo row in one transaction, recorded in the activity log in it, then releases the pictures no
 * remaining row shows (a staff row that reuses a demo picture keeps it). Returns how many rows of each kind went.
 */
export async function removeDemoContent(deps: DemoRemovalDeps, actor: Actor): Promise<DemoContentCounts> {
  const images: (string | null | undefined)[] = [];
  const counts = await deps.database.db.transaction(async (tx) => {
    const removed = emptyCounts();
    for (const [kind, table, service] of CONTENT) {
      // Children (a course's lists, modules and topics) go with their row by cascade.
      const rows = await tx
        .delete(service.table as PgTable)
        .where(inArray(idColumnOf(service), demoIds(tx, table)))
        .returning();
      for (const row of rows) images.push(...service.imagesOf(row as Record<string, unknown>));
      removed[kind] = rows.length;
    }
    const categories = await tx
      .delete(courseCategories)
      .where(unusedDemoCategory(tx))
      .returning({ id: courseCategories.category_id });
    removed.categories = categories.length;
    // The demo's consultation hours go too, unless owners have changed them (then they are the academy's own).
    await tx
      .delete(bookingAvailability)
      .where(
        sql`${bookingAvailability.settings} = ${JSON.stringify(AvailabilitySchema.parse(DEMO_AVAILABILITY))}::jsonb`,
      );
    // What is left listed is a category a staff course still uses: it stays, and stays marked as demo.
    await tx.delete(demoRows).where(
      notExists(
        tx
          .select({ one: sql`1` })
          .from(courseCategories)
          .where(
            and(
              eq(demoRows.table_name, "course_categories"),
              eq(courseCategories.category_id, demoRows.row_id),
            ),
          ),
      ),
    );
    await recordActivity(tx, {
      actor,
      action: "delete",
      resource: "demo-content",
      label: "Demo content",
      changes: Object.entries(removed).map(([field, n]) => ({ field, before: n, after: 0 })),
    });
    return removed;
  });
  await releaseStoredImagesAfterSave(deps, images);
  return counts;
}
