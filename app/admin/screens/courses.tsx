// The courses list: filters Status and Featured, search, paging, and a table with the status toggle (the whole
// course is sent again with the flag flipped, then the list reloads) and View/Edit/Delete.
import { Link } from "react-router";
import { StarIcon } from "#app/admin/components/admin-icons.tsx";
import {
  actionsColumn,
  booleanFilter,
  headedColumn,
  toggleColumn,
} from "#app/admin/components/list-columns.tsx";
import type { ListScreenConfig } from "#app/admin/components/list-screen.tsx";
import { courseToPayload, toFormData } from "#app/admin/models/course-model.ts";
import { formatPrice } from "#app/lib/course-format.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import type { Course } from "#contract/schemas/course";
import { ENDPOINTS } from "./endpoints.ts";

export const coursesScreen: ListScreenConfig<Course> = {
  options: {
    resource: ENDPOINTS.courses,
    bypassCache: true,
    // A failed load shows the server's words, else 'Failed to load courses'; a failed toggle or delete always
    // says 'Failed to update course' or 'Failed to delete course'.
    loadFailed: ADMIN_MESSAGES.coursesLoadFailed,
    deleteConfirm: "deleteCourse",
    deleted: ADMIN_MESSAGES.courseDeleted,
    deleteFailed: ADMIN_MESSAGES.courseDeleteFailed,
  },
  title: "Courses",
  subtitle: "Create, publish and feature the academy's courses.",
  add: { to: "/admin/courses/create", label: "Add Course" },
  filters: [
    booleanFilter("is_active", "Status", ["Active Only", "Inactive Only"]),
    booleanFilter("is_featured", "Featured", ["Featured Only", "Not Featured"]),
  ],
  search: { label: "Search courses" },
  empty: { filtered: "No courses match these filters.", none: "No courses yet. Add the first one." },
  noun: ["course", "courses"],
  columns: (screen) => [
    headedColumn("title", "Title", (c: Course) => [c.title, c.course_slug]),
    {
      key: "poster",
      header: "Poster",
      cell: ({ poster_image_url, image_url }) =>
        poster_image_url || image_url ? (
          <img
            className="admin-table__thumb"
            src={poster_image_url || image_url || ""}
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
    toggleColumn(screen, {
      on: (c) => c.is_active,
      labels: { on: ["Active", "deactivate"], off: ["Inactive", "activate"] },
      about: (c) => c.title,
      flip: (c) =>
        screen.update(c, toFormData({ ...courseToPayload(c), is_active: !c.is_active }), {
          failed: ADMIN_MESSAGES.courseUpdateFailed,
          reload: true,
        }),
    }),
    {
      key: "featured",
      header: "Featured",
      cell: (c) =>
        c.is_featured ? (
          <span className="admin-featured" title="Featured">
            <StarIcon filled />
            <span className="visually-hidden">Featured</span>
          </span>
        ) : (
          <span className="admin-muted">No</span>
        ),
    },
    {
      key: "batches",
      header: "Batches",
      cell: (c) => (
        <Link to={`/admin/courses/${c.course_id}/batches`} aria-label={`Batches of ${c.title}`}>
          Batches
        </Link>
      ),
    },
    actionsColumn(screen, (c) => ({
      about: c.title,
      view: `/admin/courses/view/${c.course_id}`,
      edit: `/admin/courses/edit/${c.course_id}`,
    })),
  ],
};
