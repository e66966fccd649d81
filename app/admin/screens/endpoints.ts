// Where each list screen reads and deletes its rows: the path and id key of its resource definition
// (contract/resources). A list screen validates nothing, so it takes these two keys from here rather than importing
// the definition, which would bring the resource's Zod schemas (about 23 KB compressed) to a page that never uses
// them. endpoints.unit.test.ts checks every entry against its definition.
export const ENDPOINTS = {
  courses: { path: "/courses", idKey: "course_id" },
  courseCategories: { path: "/course-categories", idKey: "category_id" },
  blogs: { path: "/blogs", idKey: "post_id" },
  products: { path: "/products", idKey: "id" },
  gallery: { path: "/gallery", idKey: "image_id" },
  testimonials: { path: "/testimonials", idKey: "testimonial_id" },
  inquiries: { path: "/inquiries", idKey: "inquiry_id" },
  consultations: { path: "/consultations", idKey: "request_id" },
  /** The API lists and deletes subscribers at /api/newsletter (GET /, DELETE /{id}), not at the definition's path. */
  subscribers: { path: "/newsletter", idKey: "subscriber_id" },
} as const;
