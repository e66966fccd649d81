import { z } from "zod";

const count = z.number().int().min(0);

/** How many rows of the demo content are still there (GET), or were removed (DELETE), per kind. */
export const DemoContentCountsSchema = z.object({
  courses: count,
  blogs: count,
  products: count,
  gallery: count,
  testimonials: count,
  categories: count,
});
export type DemoContentCounts = z.infer<typeof DemoContentCountsSchema>;

export const DemoContentSchema = z.object({
  /** Whether any demo row is left: the dashboard offers "Remove demo content" only then. */
  present: z.boolean(),
  counts: DemoContentCountsSchema,
});
export type DemoContent = z.infer<typeof DemoContentSchema>;
