// The blog list: status and category filters, search, paging, and a table with edit and delete.
import { type ListScreenConfig, RowActions } from "#app/admin/components/list-screen.tsx";
import { StatusBadge, statusLabel } from "#app/admin/components/status-badge.tsx";
import { formatDateTime, formatDay } from "#app/admin/models/admin-format.ts";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "#contract/enums";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { BlogPost } from "#contract/schemas/blog";
import { ENDPOINTS } from "./endpoints.ts";

export const blogsScreen: ListScreenConfig<BlogPost> = {
  options: {
    resource: ENDPOINTS.blogs,
    filterNames: ["status", "category"],
    loadFailed: ADMIN_MESSAGES.blogsLoadFailed,
    serverErrorText: true,
    deleteConfirm: "deleteBlog",
    deleted: ADMIN_MESSAGES.blogDeleted,
    deleteFailed: ADMIN_MESSAGES.blogDeleteFailed,
  },
  title: "Blog Posts",
  subtitle: "Write, publish and archive articles.",
  add: { to: "/admin/blogs/create", label: "Create Blog Post" },
  filters: [
    {
      name: "status",
      label: "Status",
      options: BLOG_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
      allLabel: "All Status",
    },
    {
      name: "category",
      label: "Category",
      options: BLOG_CATEGORIES.map((c) => ({ value: c, label: c })),
      allLabel: "All Categories",
    },
  ],
  search: { label: "Search posts" },
  caption: "Blog posts",
  loadingLabel: "Loading blog posts...",
  empty: { filtered: "No posts match these filters.", none: "No blog posts yet. Write the first one." },
  noun: ["post", "posts"],
  columns: (screen) => [
    {
      key: "title",
      header: "Title",
      cell: (p) => (
        <>
          <strong>{p.title}</strong>
          <span className="admin-table__sub">{p.slug}</span>
        </>
      ),
    },
    { key: "author", header: "Author", cell: (p) => p.author },
    { key: "category", header: "Category", cell: (p) => p.category },
    { key: "status", header: "Status", cell: (p) => <StatusBadge status={p.status} /> },
    { key: "views", header: "Views", cell: (p) => p.views.toLocaleString("en-IN") },
    {
      key: "date",
      header: "Date",
      cell: (p) => (p.published_date ? formatDay(p.published_date) : formatDateTime(p.created_at)),
    },
    {
      key: "actions",
      header: "Actions",
      cell: (p) => (
        <RowActions screen={screen} row={p} about={p.title} edit={`/admin/blogs/edit/${p.post_id}`} />
      ),
    },
  ],
};
