import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { campaignsScreen } from "#app/admin/screens/campaigns.tsx";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/campaigns-list";

export const meta: Route.MetaFunction = () => adminMeta("Campaigns");

export default function CampaignsList() {
  return <ListScreen config={campaignsScreen} />;
}
