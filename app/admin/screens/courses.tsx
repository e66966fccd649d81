// The courses list: filters Status and Featured, search, paging, and a table with the status toggle (the whole
// course is sent again with the flag flipped, then the list reloads) and View/Edit/Delete.
import { StarIcon } from "#app/admin/components/admin-icons.tsx";
import { type ListScreenConfig, RowActions } from "#app/admin/components/list-screen.tsx";
import { courseToPayload, toFormData } from "#app/admin/models/course-model.ts";
import { formatPrice } from "#app/components/site/course-format.ts";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { Course } from "#contract/schemas/course";
import { ENDPOINTS } from "./endpoints.ts";

export const coursesScreen: ListScreenConfig<Course> = {
  options: {
    resource: ENDPOINTS.courses,
    filterNames: ["is_active", "is_featured"],
    bypassCache: true,
    loadFailed: ADMIN_MESSAGES.coursesLoadFailed,
    serverErrorText: true,
    deleteConfirm: "deleteCourse",
    deleted: ADMIN_MESSAGES.courseDeleted,
    deleteFailed: ADMIN_MESSAGES.courseDeleteFailed,
  },
  title: "Courses",
  subtitle: "Create, publish and feature the academy's courses.",
  add: { to: "/admin/courses/create", label: "Add Course" },
  filters: [
    {
      name: "is_active",
      label: "Status",
      options: [
        { value: "true", label: "Active Only" },
        { value: "false", label: "Inactive Only" },
      ],
    },
    {
      name: "is_featured",
      label: "Featured",
      options: [
        { value: "true", label: "Featured Only" },
        { value: "false", label: "Not Featured" },
      ],
    },
  ],
  search: { label: "Search courses" },
  caption: "Courses",
  loadingLabel: "Loading courses...",
  empty: { filtered: "No courses match these filters.", none: "No courses yet. Add the first one." },
  noun: ["course", "courses"],
  columns: (screen) => [
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
          onClick={() =>
            void screen.update(c, toFormData({ ...courseToPayload(c), is_active: !c.is_active }), {
              failed: ADMIN_MESSAGES.courseUpdateFailed,
              reload: true,
            })
          }
          disabled={screen.isBusy(c)}
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
        <RowActions
          screen={screen}
          row={c}
          about={c.title}
          view={`/admin/courses/view/${c.course_id}`}
          edit={`/admin/courses/edit/${c.course_id}`}
        />
      ),
    },
  ],
};
