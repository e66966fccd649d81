import { ADMIN_MESSAGES as M } from "../admin-messages";
import {
  TESTIMONIAL_TRANSLATED_FIELDS,
  TestimonialCreateSchema,
  TestimonialListQuerySchema,
  TestimonialSchema,
  TestimonialUpdateSchema,
} from "../schemas/testimonial";
import { defineResource } from "./define-resource";

export const testimonials = defineResource({
  name: "testimonials",
  area: "testimonials",
  path: "/testimonials",
  typeName: "Testimonial",
  idKey: "testimonial_id",
  readBy: "id",
  labels: { plural: "Testimonials", singular: "testimonial" },
  schemas: {
    item: TestimonialSchema,
    create: TestimonialCreateSchema,
    update: TestimonialUpdateSchema,
    listQuery: TestimonialListQuerySchema,
  },
  imageFields: ["avatar_url"],
  imageParts: { avatar_url: "image" },
  uploadFolder: "testimonials",
  filters: ["is_active", "is_featured"],
  searchFields: ["name", "position", "company", "testimonial_text"],
  defaultSort: [
    { field: "display_order", direction: "asc" },
    { field: "created_at", direction: "desc" },
    { field: "testimonial_id", direction: "desc" },
  ],
  publicVisibility: { field: "is_active", equals: true },
  createAccess: "admin",
  operations: ["list", "read", "create", "update", "delete"],
  trash: true,
  translatedFields: TESTIMONIAL_TRANSLATED_FIELDS,
  messages: { created: M.testimonialAdded, updated: M.testimonialUpdated, deleted: M.deleted },
});
