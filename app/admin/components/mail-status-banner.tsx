// Tells staff, on every admin page, that the site cannot send e-mail: notifications and replies wait in the
// outbox as held until SMTP_URL is set. Silent while the answer is unknown or the check fails.
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import type { MailStatus } from "#contract/schemas/mail";

// Kept here rather than with the mail schema's messages: importing that module would make every admin page
// download the validation library, which only the forms use.
export const MAIL_NOT_CONFIGURED = "E-mail is not configured: mails are held";

export function MailStatusBanner() {
  const { data: status } = useApiData(
    async (signal) => (await apiRequest<MailStatus>("/mail/status", { signal })).data,
    [],
    "",
  );
  if (!status || status.configured) return null;
  return (
    <div role="status" data-testid="mail-not-configured" className="admin-mail-banner">
      {MAIL_NOT_CONFIGURED}
      {status.held > 0 ? ` (${status.held} waiting).` : "."}
    </div>
  );
}
