import { COURSE_CATEGORY_MESSAGES as M } from "../admin-messages";
import {
  CourseCategoryCreateSchema,
  CourseCategoryItemSchema,
  CourseCategoryListQuerySchema,
  CourseCategoryUpdateSchema,
} from "../schemas/course-category";
import { defineResource } from "./define-resource";

/** Editors file courses under these; the course form offers them. Staff only: visitors read /api/courses/categories. */
export const courseCategories = defineResource({
  name: "course-categories",
  area: "courses",
  path: "/course-categories",
  typeName: "CourseCategoryItem",
  idKey: "category_id",
  readBy: "id",
  labels: { plural: "Course categories", singular: "course category" },
  schemas: {
    item: CourseCategoryItemSchema,
    create: CourseCategoryCreateSchema,
    update: CourseCategoryUpdateSchema,
    listQuery: CourseCategoryListQuerySchema,
  },
  imageFields: [],
  filters: [],
  searchFields: ["name", "slug"],
  defaultSort: [
    { field: "display_order", direction: "asc" },
    { field: "name", direction: "asc" },
    { field: "category_id", direction: "asc" },
  ],
  publicVisibility: "none",
  createAccess: "admin",
  operations: ["list", "read", "create", "update", "delete"],
  messages: { created: M.added, updated: M.updated, deleted: M.deleted },
});
