// The blog list: status and category filters, search, paging, and a table with edit and delete.
import { actionsColumn, headedColumn } from "#app/admin/components/list-columns.tsx";
import { enumFilter, type ListScreenConfig } from "#app/admin/components/list-screen.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { formatDateTime, formatDay } from "#app/admin/models/admin-format.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "#contract/enums";
import type { BlogPost } from "#contract/schemas/blog";
import { ENDPOINTS } from "./endpoints.ts";

export const blogsScreen: ListScreenConfig<BlogPost> = {
  options: {
    resource: ENDPOINTS.blogs,
    // The spec words every failure here itself: 'Failed to load blogs', 'Failed to delete blog'.
    loadFailed: ADMIN_MESSAGES.blogsLoadFailed,
    loadFailedAlways: true,
    deleteConfirm: "deleteBlog",
    deleted: ADMIN_MESSAGES.blogDeleted,
    deleteFailed: ADMIN_MESSAGES.blogDeleteFailed,
  },
  title: "Blog Posts",
  subtitle: "Write, publish and archive articles.",
  add: { to: "/admin/blogs/create", label: "Create Blog Post" },
  filters: [
    enumFilter("status", "Status", BLOG_STATUSES, "All Status"),
    enumFilter("category", "Category", BLOG_CATEGORIES, "All Categories", (c) => c),
  ],
  search: { label: "Search posts" },
  caption: "Blog posts",
  loadingLabel: "Loading blog posts...",
  empty: { filtered: "No posts match these filters.", none: "No blog posts yet. Write the first one." },
  noun: ["post", "posts"],
  columns: (screen) => [
    headedColumn("title", "Title", (p: BlogPost) => [p.title, p.slug]),
    { key: "author", header: "Author", cell: (p) => p.author },
    { key: "category", header: "Category", cell: (p) => p.category },
    { key: "status", header: "Status", cell: (p) => <StatusBadge status={p.status} /> },
    { key: "views", header: "Views", cell: (p) => p.views.toLocaleString("en-IN") },
    {
      key: "date",
      header: "Date",
      cell: (p) => (p.published_date ? formatDay(p.published_date) : formatDateTime(p.created_at)),
    },
    actionsColumn(screen, (p) => ({ about: p.title, edit: `/admin/blogs/edit/${p.post_id}` })),
  ],
};
