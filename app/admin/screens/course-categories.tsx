// Course categories: the add/edit form above the table, as for testimonials. A category that courses use shows
// how many, and the server refuses its delete with a message that says why.
import { EditorPanel } from "#app/admin/components/editor-panel.tsx";
import { DisplayOrderField, FormGrid, TextField } from "#app/admin/components/form-helpers.tsx";
import { editInPlaceColumn } from "#app/admin/components/list-columns.tsx";
import type { ListScreenConfig } from "#app/admin/components/list-screen.tsx";
import { besideList, useResourceForm } from "#app/admin/hooks/use-resource-form.ts";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import {
  type CourseCategoryFormValues,
  courseCategoryPayload,
  courseCategoryToValues,
  emptyCourseCategoryValues,
} from "#app/admin/models/course-category-model.ts";
import { ADMIN_MESSAGES, COURSE_CATEGORY_MESSAGES as M } from "#contract/admin-messages";
import { CourseCategoryCreateSchema, type CourseCategoryItem } from "#contract/schemas/course-category";
import { ENDPOINTS } from "./endpoints.ts";

export const courseCategoriesScreen: ListScreenConfig<CourseCategoryItem> = {
  options: {
    resource: ENDPOINTS.courseCategories,
    paged: false,
    loadFailed: "Failed to load categories",
    serverErrorText: true,
    deleteConfirm: "deleteCourseCategory",
    deleted: M.deleted,
    deleteFailed: ADMIN_MESSAGES.deleteFailed,
  },
  title: "Course categories",
  subtitle: "The categories a course can be filed under, in the order the course form lists them.",
  empty: "No categories yet. Add the first one above.",
  noun: ["category", "categories"],
  slots: { top: (screen) => <CourseCategoryEditor screen={screen} /> },
  columns: (screen) => [
    { key: "name", header: "Name", cell: (c) => <strong>{c.name}</strong> },
    { key: "slug", header: "Slug", cell: (c) => <code>{c.slug}</code> },
    { key: "courses", header: "Courses", cell: (c) => c.course_count },
    { key: "order", header: "Order", cell: (c) => c.display_order },
    editInPlaceColumn(screen, (c) => `the category ${c.name}`),
  ],
};

export function CourseCategoryEditor({ screen }: { screen: ResourceList<CourseCategoryItem> }) {
  const page = useResourceForm<CourseCategoryFormValues, CourseCategoryItem>({
    resource: ENDPOINTS.courseCategories,
    ...besideList(screen),
    schema: CourseCategoryCreateSchema,
    empty: emptyCourseCategoryValues,
    toValues: courseCategoryToValues,
    toBody: courseCategoryPayload,
    messages: { saveFailed: M.saveFailed, created: M.added, updated: M.updated },
  });
  return (
    <EditorPanel
      id="course-category-form-title"
      noun="Category"
      screen={screen}
      page={page}
      focus="name"
      note={(c) => `Editing the category ${c.name}.`}
    >
      <FormGrid>
        <TextField label="Name" required type="text" autoComplete="off" {...page.field("name")} />
        <TextField label="Slug" hint={M.slugHint} type="text" autoComplete="off" {...page.field("slug")} />
        <DisplayOrderField {...page.field("display_order")} />
      </FormGrid>
    </EditorPanel>
  );
}
