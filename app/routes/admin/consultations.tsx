import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { consultationsScreen } from "#app/admin/screens/consultations.tsx";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/consultations";

export const meta: Route.MetaFunction = () => adminMeta("Consultations");

export default function ConsultationsAdmin() {
  return <ListScreen config={consultationsScreen} />;
}
