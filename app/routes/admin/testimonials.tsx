import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { testimonialsScreen } from "#app/admin/screens/testimonials.tsx";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = () => adminMeta("Testimonials");

export default function TestimonialsAdmin() {
  return <ListScreen config={testimonialsScreen} />;
}
