import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { newsletterScreen } from "#app/admin/screens/newsletter.tsx";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = () => adminMeta("Newsletter");

export default function NewsletterAdmin() {
  return <ListScreen config={newsletterScreen} />;
}
