// The small lists the leads' screens share: the lost reasons and the staff a lead can be given to.
import { apiRequest } from "#app/lib/api-client.ts";
import { LEAD_MESSAGES } from "#contract/admin-messages";
import type { LostReason } from "#contract/schemas/leads";
import { useApiData } from "./use-api-data.ts";

export interface AssignableStaff {
  id: number;
  name: string;
  /** On the round robin: new leads go to them in turn. */
  on: boolean;
}

export const useLostReasons = () =>
  useApiData(
    async (signal) => (await apiRequest<LostReason[]>("/leads/lost-reasons", { signal })).data,
    [],
    LEAD_MESSAGES.loadFailed,
  );

export const useAssignableStaff = () =>
  useApiData(
    async (signal) => (await apiRequest<AssignableStaff[]>("/leads/assignable", { signal })).data,
    [],
    LEAD_MESSAGES.loadFailed,
  );
