import { useState } from "react";
import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { RefundDialog } from "#app/admin/components/refund-dialog.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { useAdminUser } from "#app/admin/models/admin-user.ts";
import { paymentsScreen } from "#app/admin/screens/payments.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import type { RosterBatch } from "#contract/schemas/enrolment";
import { canUse } from "#contract/staff-roles";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = () => adminMeta("Payments");

export default function Payments() {
  const user = useAdminUser();
  const [refunding, setRefunding] = useState<number | null>(null);
  const batches = useApiData(
    async (signal) => (await apiRequest<RosterBatch[]>("/enrolments/batches", { signal })).data,
    [],
    "",
  );
  const config = paymentsScreen({
    batches: batches.data ?? [],
    mayRefund: canUse(user?.role, "refunds"),
    onRefund: (p) => setRefunding(p.enrolment_id),
  });
  return (
    <ListScreen
      config={{
        ...config,
        slots: {
          ...config.slots,
          bottom: (screen) => (
            <RefundDialog
              enrolmentId={refunding}
              onClose={() => setRefunding(null)}
              onDone={(message) => {
                setRefunding(null);
                screen.flash.success(message);
                void screen.reload();
              }}
            />
          ),
        },
      }}
    />
  );
}
