import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { trashScreen } from "#app/admin/screens/trash.tsx";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/trash";

export const meta: Route.MetaFunction = () => adminMeta("Trash");

export default function Trash() {
  return <ListScreen config={trashScreen} />;
}
