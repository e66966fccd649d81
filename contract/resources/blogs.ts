import { ADMIN_MESSAGES as M } from "../messages";
import {
  BLOG_TRANSLATED_FIELDS,
  BlogCreateSchema,
  BlogListQuerySchema,
  BlogPostSchema,
  BlogUpdateSchema,
} from "../schemas/blog";
import { defineResource } from "./define-resource";

export const blogs = defineResource({
  name: "blogs",
  area: "blogs",
  path: "/blogs",
  typeName: "BlogPost",
  idKey: "post_id",
  readBy: "idOrSlug",
  slugField: "slug",
  labels: { plural: "Blogs", singular: "blog post", items: "blog posts" },
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
