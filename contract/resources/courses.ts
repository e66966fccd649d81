import { ADMIN_MESSAGES as M } from "../admin-messages";
import {
  COURSE_TRANSLATED_FIELDS,
  COURSE_VIDEO_ALIASES,
  CourseCreateSchema,
  CourseListQuerySchema,
  CourseSchema,
  CourseUpdateSchema,
} from "../schemas/course";
import { defineResource } from "./define-resource";

/** Its name, path, id key and labels: all that its back-office form needs (see defineResource). */
export const coursesBasics = {
  name: "courses",
  path: "/courses",
  idKey: "course_id",
  labels: { plural: "Courses", singular: "course" },
} as const;

/** The curriculum (modules and topics) and the list fields are the courses feature's own hooks. */
export const courses = defineResource({
  ...coursesBasics,
  area: "courses",
  typeName: "Course",
  readBy: "idOrSlug",
  slugField: "course_slug",
  schemas: {
    item: CourseSchema,
    create: CourseCreateSchema,
    update: CourseUpdateSchema,
    listQuery: CourseListQuerySchema,
  },
  imageFields: ["image_url", "poster_image_url", "instructor_image"],
  imageParts: { image_url: "image", poster_image_url: "poster_image" },
  uploadFolder: "courses",
  filters: ["is_active", "is_featured", "category_id"],
  searchFields: ["title", "course_slug", "description"],
  defaultSort: [
    { field: "display_order", direction: "asc" },
    { field: "created_at", direction: "desc" },
    { field: "course_id", direction: "desc" },
  ],
  publicVisibility: { field: "is_active", equals: true },
  createAccess: "admin",
  operations: ["list", "read", "create", "update", "delete"],
  trash: true,
  translatedFields: COURSE_TRANSLATED_FIELDS,
  inputAliases: COURSE_VIDEO_ALIASES,
  messages: { created: M.courseCreated, updated: M.courseUpdated, deleted: M.courseDeleted },
});
