import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { galleryScreen } from "#app/admin/screens/gallery.tsx";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = () => adminMeta("Gallery");

export default function GalleryAdmin() {
  return <ListScreen config={galleryScreen} />;
}
