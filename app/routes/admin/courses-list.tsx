import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { coursesScreen } from "#app/admin/screens/courses.tsx";
import type { Route } from "./+types/courses-list";

export const meta: Route.MetaFunction = () => adminMeta("Courses");

export default function CoursesListAdmin() {
  return <ListScreen config={coursesScreen} />;
}
