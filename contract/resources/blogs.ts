import { ADMIN_MESSAGES as M } from "../admin-messages";
import {
  BLOG_TRANSLATED_FIELDS,
  BlogCreateSchema,
  BlogListQuerySchema,
  BlogPostSchema,
  BlogUpdateSchema,
} from "../schemas/blog";
import { defineResource } from "./define-resource";

/** Its name, path, id key and labels: all that its back-office form needs (see defineResource). */
export const blogsBasics = {
  name: "blogs",
  path: "/blogs",
  idKey: "post_id",
  labels: { plural: "Blogs", singular: "blog post", items: "blog posts" },
} as const;

export const blogs = defineResource({
  ...blogsBasics,
  area: "blogs",
  typeName: "BlogPost",
  readBy: "idOrSlug",
  slugField: "slug",
  schemas: {
    item: BlogPostSchema,
    create: BlogCreateSchema,
    update: BlogUpdateSchema,
    listQuery: BlogListQuerySchema,
  },
  imageFields: ["image"],
  uploadFolder: "blogs",
  filters: ["status", "category"],
  searchFields: ["title", "slug", "excerpt", "author", "content"],
  defaultSort: [
    // Posts without a date (drafts, mostly) after the dated ones.
    { field: "published_date", direction: "desc", nullsLast: true },
    { field: "created_at", direction: "desc" },
    { field: "post_id", direction: "desc" },
  ],
  publicVisibility: { field: "status", equals: "published" },
  createAccess: "admin",
  operations: ["list", "read", "create", "update", "delete"],
  trash: true,
  translatedFields: BLOG_TRANSLATED_FIELDS,
  messages: { created: M.blogCreated, updated: M.blogUpdated, deleted: M.blogDeleted },
});
