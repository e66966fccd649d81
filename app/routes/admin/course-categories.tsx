import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { courseCategoriesScreen } from "#app/admin/screens/course-categories.tsx";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/course-categories";

export const meta: Route.MetaFunction = () => adminMeta("Course categories");

export default function CourseCategoriesAdmin() {
  return <ListScreen config={courseCategoriesScreen} />;
}
