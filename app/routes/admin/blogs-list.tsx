// Blog posts in the back office (spec §2 Blog list, §8 messages): status and category filters, search, paging.
import { Link } from "react-router";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "#contract/enums";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { BlogPost } from "#contract/schemas/blog";
import { formatDateTime, formatDay } from "../../components/admin/admin-format";
import { adminMeta } from "../../components/admin/admin-meta";
import { confirmAction } from "../../components/admin/confirm";
import { type Column, DataTable } from "../../components/admin/data-table";
import { FlashMessage, useFlash } from "../../components/admin/flash";
import {
  ClearFiltersButton,
  FilterSelect,
  ListPagination,
  ListToolbar,
  SearchBox,
  useListParams,
} from "../../components/admin/list-controls";
import { PageHeader } from "../../components/admin/page-header";
import { StatusBadge, statusLabel } from "../../components/admin/status-badge";
import { errorMessage, useApiData } from "../../components/admin/use-api-data";
import { Alert } from "../../components/ui/alert";
import { apiRequest } from "../../lib/api-client";
import type { Route } from "./+types/blogs-list";

export const meta: Route.MetaFunction = () => adminMeta("Blogs");

const STATUS_OPTIONS = BLOG_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((c) => ({ value: c, label: c }));

export default function BlogsList() {
  const list = useListParams(["status", "category"]);
  const { status, category } = list.filters;
  const flash = useFlash();

  const blogs = useApiData(
    async (signal) => {
      const { data, meta } = await apiRequest<BlogPost[]>(
        "/blogs",
        { signal, query: { status, category, q: list.q, limit: list.limit, offset: list.offset } },
        ADMIN_MESSAGES.blogsLoadFailed,
      );
      return { items: data, total: meta?.total ?? data.length };
    },
    [status, category, list.q, list.limit, list.offset],
    ADMIN_MESSAGES.blogsLoadFailed,
  );
  const rows = blogs.data?.items ?? [];
  const total = blogs.data?.total ?? 0;

  async function remove(post: BlogPost) {
    if (!confirmAction("deleteBlog")) return;
    try {
      await apiRequest(`/blogs/${post.post_id}`, { method: "DELETE" }, ADMIN_MESSAGES.blogDeleteFailed);
      flash.success(ADMIN_MESSAGES.blogDeleted);
      await blogs.reload();
    } catch (err) {
      flash.error(errorMessage(err, ADMIN_MESSAGES.blogDeleteFailed));
    }
  }

  const columns: Column<BlogPost>[] = [
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
        <div className="admin-row-actions">
          <Link className="btn btn--secondary btn--small" to={`/admin/blogs/edit/${p.post_id}`}>
            Edit<span className="visually-hidden"> {p.title}</span>
          </Link>
          <button type="button" className="btn btn--danger btn--small" onClick={() => void remove(p)}>
            Delete<span className="visually-hidden"> {p.title}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={`Blog Posts (${total})`}
        subtitle="Write, publish and archive articles."
        actions={
          <Link className="btn btn--primary" to="/admin/blogs/create">
            Create Blog Post
          </Link>
        }
      />
      <FlashMessage flash={flash} />
      {blogs.error ? <Alert tone="error">{blogs.error}</Alert> : null}
      <ListToolbar>
        <FilterSelect
          label="Status"
          value={status ?? ""}
          onChange={(v) => list.setFilter("status", v)}
          options={STATUS_OPTIONS}
          allLabel="All Status"
        />
        <FilterSelect
          label="Category"
          value={category ?? ""}
          onChange={(v) => list.setFilter("category", v)}
          options={CATEGORY_OPTIONS}
          allLabel="All Categories"
        />
        <SearchBox value={list.q} onSearch={list.setQuery} label="Search posts" />
        <ClearFiltersButton list={list} />
      </ListToolbar>
      <DataTable
        caption="Blog posts"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.post_id}
        loading={blogs.loading && !blogs.data}
        loadingLabel="Loading blog posts..."
        empty={list.hasFilters ? "No posts match these filters." : "No blog posts yet. Write the first one."}
        footer={`Total: ${total} ${total === 1 ? "post" : "posts"}`}
      />
      <ListPagination list={list} total={total} itemLabel="posts" />
    </>
  );
}
