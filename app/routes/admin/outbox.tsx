import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { outboxScreen } from "#app/admin/screens/outbox.tsx";
import "#app/styles/admin-screens.css";
import "#app/styles/admin-mail.css";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => adminMeta("Outbox");

export default function Outbox() {
  return <ListScreen config={outboxScreen} />;
}
