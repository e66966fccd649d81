// Courses in the back office (spec §2 Courses list, §4 toggle, §8 messages): filters, search, paging, and a
// table with the status toggle and view/edit/delete.
import { useState } from "react";
import { Link } from "react-router";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { Course } from "#contract/schemas/course";
import { StarIcon } from "../../components/admin/admin-icons";
import { adminMeta } from "../../components/admin/admin-meta";
import { confirmAction } from "../../components/admin/confirm";
import { courseToPayload, toFormData } from "../../components/admin/courses/course-model";
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
import { errorMessage, useApiData } from "../../components/admin/use-api-data";
import { formatPrice } from "../../components/site/course-format";
import { Alert } from "../../components/ui/alert";
import { apiRequest } from "../../lib/api-client";
import type { Route } from "./+types/courses-list";

export const meta: Route.MetaFunction = () => adminMeta("Courses");

const STATUS_OPTIONS = [
  { value: "true", label: "Active Only" },
  { value: "false", label: "Inactive Only" },
];
const FEATURED_OPTIONS = [
  { value: "true", label: "Featured Only" },
  { value: "false", label: "Not Featured" },
];

export default function CoursesList() {
  const list = useListParams(["is_active", "is_featured"]);
  const { is_active, is_featured } = list.filters;
  const flash = useFlash();
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const courses = useApiData(
    async (signal) => {
      setLoadErrorDismissed(false);
      const { data, meta } = await apiRequest<Course[]>(
        "/courses",
        {
          signal,
          query: {
            is_active,
            is_featured,
            q: list.q,
            limit: list.limit,
            offset: list.offset,
            _t: Date.now(),
          },
        },
        ADMIN_MESSAGES.coursesLoadFailed,
      );
      return { items: data, total: meta?.total ?? data.length };
    },
    [is_active, is_featured, list.q, list.limit, list.offset],
    ADMIN_MESSAGES.coursesLoadFailed,
  );
  const rows = courses.data?.items ?? [];
  const total = courses.data?.total ?? 0;

  async function toggleActive(course: Course) {
    setBusyId(course.course_id);
    try {
      const body = toFormData({ ...courseToPayload(course), is_active: !course.is_active });
      await apiRequest(
        `/courses/${course.course_id}`,
        { method: "PUT", body },
        ADMIN_MESSAGES.courseUpdateFailed,
      );
      await courses.reload();
    } catch (err) {
      flash.error(errorMessage(err, ADMIN_MESSAGES.courseUpdateFailed));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(course: Course) {
    if (!confirmAction("deleteCourse")) return;
    setBusyId(course.course_id);
    try {
      await apiRequest(
        `/courses/${course.course_id}`,
        { method: "DELETE" },
        ADMIN_MESSAGES.courseDeleteFailed,
      );
      flash.success(ADMIN_MESSAGES.courseDeleted);
      await courses.reload();
    } catch (err) {
      flash.error(errorMessage(err, ADMIN_MESSAGES.courseDeleteFailed));
    } finally {
      setBusyId(null);
    }
  }

  const columns: Column<Course>[] = [
    {
      key: "title",
      header: "Title",
      cell: (c) => (
        <>
          <strong>{c.title}</strong>
          <span className="admin-table__sub">{c.course_slug}</span>
        </>
      ),
    },
    {
      key: "poster",
      header: "Poster",
      cell: (c) =>
        c.poster_image_url || c.image_url ? (
          <img
            className="admin-table__thumb"
            src={c.poster_image_url || c.image_url || ""}
            alt=""
            loading="lazy"
          />
        ) : (
          <span className="admin-muted">None</span>
        ),
    },
    { key: "level", header: "Level", cell: (c) => c.level },
    { key: "mode", header: "Mode", cell: (c) => c.mode },
    { key: "price", header: "Price", cell: (c) => formatPrice(c.price) },
    {
      key: "status",
      header: "Status",
      cell: (c) => (
        <button
          type="button"
          className={`admin-badge admin-badge--${c.is_active ? "success" : "neutral"}`}
          style={{ cursor: "pointer", minHeight: 32 }}
          onClick={() => void toggleActive(c)}
          disabled={busyId === c.course_id}
          // The visible word starts the accessible name (WCAG 2.5.3); the rest says what a click does.
          aria-label={`${c.is_active ? "Active" : "Inactive"}, ${c.is_active ? "deactivate" : "activate"} ${c.title}`}
        >
          {c.is_active ? "Active" : "Inactive"}
        </button>
      ),
    },
    {
      key: "featured",
      header: "Featured",
      cell: (c) =>
        c.is_featured ? (
          <span style={{ color: "var(--color-saffron)" }} title="Featured">
            <StarIcon filled />
            <span className="visually-hidden">Featured</span>
          </span>
        ) : (
          <span className="admin-muted">No</span>
        ),
    },
    {
      key: "actions",
      header: "Actions",
      cell: (c) => (
        <div className="admin-row-actions">
          <Link className="btn btn--ghost btn--small" to={`/admin/courses/view/${c.course_id}`}>
            View<span className="visually-hidden"> {c.title}</span>
          </Link>
          <Link className="btn btn--secondary btn--small" to={`/admin/courses/edit/${c.course_id}`}>
            Edit<span className="visually-hidden"> {c.title}</span>
          </Link>
          <button
            type="button"
            className="btn btn--danger btn--small"
            onClick={() => void remove(c)}
            disabled={busyId === c.course_id}
          >
            Delete<span className="visually-hidden"> {c.title}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={`Courses (${total})`}
        subtitle="Create, publish and feature the academy's courses."
        actions={
          <Link className="btn btn--primary" to="/admin/courses/create">
            Add Course
          </Link>
        }
      />
      <FlashMessage flash={flash} />
      {courses.error && !loadErrorDismissed ? (
        <Alert tone="error" onDismiss={() => setLoadErrorDismissed(true)}>
          {courses.error}
        </Alert>
      ) : null}
      <ListToolbar>
        <FilterSelect
          label="Status"
          value={is_active ?? ""}
          onChange={(v) => list.setFilter("is_active", v)}
          options={STATUS_OPTIONS}
        />
        <FilterSelect
          label="Featured"
          value={is_featured ?? ""}
          onChange={(v) => list.setFilter("is_featured", v)}
          options={FEATURED_OPTIONS}
        />
        <SearchBox value={list.q} onSearch={list.setQuery} label="Search courses" />
        <ClearFiltersButton list={list} />
      </ListToolbar>
      <DataTable
        caption="Courses"
        columns={columns}
        rows={rows}
        rowKey={(c) => c.course_id}
        loading={courses.loading && !courses.data}
        loadingLabel="Loading courses..."
        empty={list.hasFilters ? "No courses match these filters." : "No courses yet. Add the first one."}
        footer={`Total: ${total} ${total === 1 ? "course" : "courses"}`}
      />
      <ListPagination list={list} total={total} itemLabel="courses" />
    </>
  );
}
