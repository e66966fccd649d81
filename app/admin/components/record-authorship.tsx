// "Created by X on …, last changed by Y on …" under a record's heading: who wrote it first and last, from the
// record's own authorship route. Rows a visitor sent (an enquiry) or written before authorship was kept name nobody.
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { formatDateTime } from "#app/admin/models/admin-format.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import type { Authorship, StaffRef } from "#contract/schemas/activity";

const nameOf = (ref: StaffRef | null) => (ref ? ref.full_name || ref.username : null);

export function authorshipText(who: Authorship): string {
  const creator = nameOf(who.created_by);
  const created = `Created${creator ? ` by ${creator}` : ""} on ${formatDateTime(who.created_at)}`;
  if (who.updated_at === who.created_at && who.updated_by?.admin_id === who.created_by?.admin_id)
    return `${created}.`;
  const changer = nameOf(who.updated_by);
  return `${created}, last changed${changer ? ` by ${changer}` : ""} on ${formatDateTime(who.updated_at)}.`;
}

export function RecordAuthorship({ resource, id }: { resource: string; id: number | string }) {
  const who = useApiData(
    async (signal) => (await apiRequest<Authorship>(`/${resource}/${id}/authorship`, { signal })).data,
    [resource, id],
    "",
  );
  if (!who.data) return null;
  return (
    <p className="admin-authorship" data-testid="record-authorship">
      {authorshipText(who.data)}
    </p>
  );
}
