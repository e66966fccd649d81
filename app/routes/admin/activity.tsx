import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { activityScreen } from "#app/admin/screens/activity.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import type { StaffRef } from "#contract/schemas/activity";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/activity";

export const meta: Route.MetaFunction = () => adminMeta("Activity");

export default function Activity() {
  const actors = useApiData(
    async (signal) => (await apiRequest<StaffRef[]>("/activity/actors", { signal })).data,
    [],
    "",
  );
  return <ListScreen config={activityScreen(actors.data ?? [])} />;
}
