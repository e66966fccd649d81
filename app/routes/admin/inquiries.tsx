import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { inquiriesScreen } from "#app/admin/screens/inquiries.tsx";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/inquiries";

export const meta: Route.MetaFunction = () => adminMeta("Inquiries");

export default function InquiriesAdmin() {
  return <ListScreen config={inquiriesScreen} />;
}
