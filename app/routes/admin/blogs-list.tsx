import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { blogsScreen } from "#app/admin/screens/blogs.tsx";
import type { Route } from "./+types/blogs-list";

export const meta: Route.MetaFunction = () => adminMeta("Blogs");

export default function BlogsListAdmin() {
  return <ListScreen config={blogsScreen} />;
}
