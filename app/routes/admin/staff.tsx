// Owners manage the staff: invite a person (they get a mail with a link to set a password), change a role,
// deactivate or reactivate an account, and unlock one that repeated wrong passwords locked.
import { useState } from "react";
import { DataTable } from "#app/admin/components/data-table.tsx";
import { FlashMessage, useFlash } from "#app/admin/components/flash.tsx";
import {
  FormGrid,
  FormSection,
  SelectField,
  SubmitActions,
  TextField,
} from "#app/admin/components/form-helpers.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useApiForm } from "#app/admin/hooks/use-api-form.ts";
import { flashAction } from "#app/admin/hooks/use-flash.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { useAdminUser } from "#app/admin/models/admin-user.ts";
import { confirmAction } from "#app/admin/models/confirm.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { ADMIN_MESSAGES, AUTH_MESSAGES, STAFF_MESSAGES } from "#contract/admin-messages";
import {
  type StaffInvite,
  StaffInviteSchema,
  type StaffMember,
  type StaffUpdate,
} from "#contract/schemas/staff";
import { canUse, ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES, type StaffRole } from "#contract/staff-roles";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => adminMeta("Staff");

const LOAD_FAILED = "Failed to load staff";

const STATUS_LABELS: Record<StaffMember["status"], string> = {
  invited: "Invited",
  active: "Active",
  inactive: "Deactivated",
};

function InviteForm({ onInvited }: { onInvited: (member: StaffMember, message: string) => void }) {
  const f = useApiForm<StaffInvite>({
    schema: StaffInviteSchema,
    defaultValues: { username: "", full_name: "", email: "", role: "editor" },
    failed: ADMIN_MESSAGES.saveFailed,
    serverFields: ["username", "full_name", "email", "role"],
    send: async (body, form) => {
      const { data, message } = await apiRequest<StaffMember>(
        "/staff",
        { method: "POST", body },
        ADMIN_MESSAGES.saveFailed,
      );
      form.reset();
      onInvited(data, message ?? STAFF_MESSAGES.invited);
    },
  });

  return (
    <form className="admin-form" onSubmit={f.onSubmit} noValidate aria-label="Invite a person">
      <FlashMessage flash={f.flash} fixed />
      <FormSection title="Invite a person">
        <FormGrid>
          <TextField label="Full name" required {...f.field("full_name")} />
          <TextField
            label="Username"
            required
            autoCapitalize="none"
            spellCheck={false}
            hint="Letters, digits, dots, dashes or underscores."
            {...f.field("username")}
          />
          <TextField
            label="E-mail"
            required
            type="email"
            hint="The invitation goes here."
            {...f.field("email")}
          />
          <SelectField
            label="Role"
            required
            {...f.field("role")}
            options={STAFF_ROLES.map((role) => ({
              value: role,
              label: `${ROLE_LABELS[role]} – ${ROLE_DESCRIPTIONS[role]}`,
            }))}
          />
        </FormGrid>
      </FormSection>
      <SubmitActions saving={f.saving} label="Send invitation" />
    </form>
  );
}

export default function Staff() {
  const user = useAdminUser();
  const flash = useFlash();
  const [inviting, setInviting] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const list = useApiData(
    async (signal) => (await apiRequest<StaffMember[]>("/staff", { signal }, LOAD_FAILED)).data,
    [],
    LOAD_FAILED,
  );

  if (!canUse(user?.role, "staff")) return <Alert tone="error">{AUTH_MESSAGES.forbidden}</Alert>;

  function replace(member: StaffMember) {
    list.setData((rows) => rows?.map((row) => (row.id === member.id ? member : row)));
  }

  async function act(member: StaffMember, path: string, body?: StaffUpdate) {
    setBusyId(member.id);
    await flashAction(flash, ADMIN_MESSAGES.saveFailed, async () => {
      const { data, message } = await apiRequest<StaffMember>(
        path,
        body ? { method: "PUT", body } : { method: "POST" },
        ADMIN_MESSAGES.saveFailed,
      );
      replace(data);
      return message ?? STAFF_MESSAGES.updated;
    });
    setBusyId(null);
  }

  const update = (member: StaffMember, body: StaffUpdate) => act(member, `/staff/${member.id}`, body);
  /** One action on a person's row; its name says whom it acts on. */
  const rowButton = (m: StaffMember, label: string, onClick: () => void) => (
    <button
      type="button"
      className="btn btn--secondary btn--small"
      disabled={busyId === m.id}
      aria-label={`${label} ${m.username}`}
      onClick={onClick}
    >
      {label}
    </button>
  );

  return (
    <>
      <PageHeader
        title="Staff"
        subtitle="Who can sign in to the back office, and what each person may do."
        actions={
          <button type="button" className="btn btn--primary" onClick={() => setInviting((v) => !v)}>
            {inviting ? "Close" : "Invite a person"}
          </button>
        }
      />
      <FlashMessage flash={flash} />
      {inviting ? (
        <InviteForm
          onInvited={(member, message) => {
            list.setData((rows) => [...(rows ?? []), member]);
            setInviting(false);
            flash.success(message);
          }}
        />
      ) : null}
      {list.error ? <Alert tone="error">{list.error}</Alert> : null}
      <DataTable<StaffMember>
        caption="Staff accounts"
        loading={list.loading}
        rows={list.data ?? []}
        rowKey={(m) => m.id}
        empty="No staff yet."
        columns={[
          {
            key: "name",
            header: "Name",
            cell: (m) => (
              <>
                <strong>{m.full_name || m.username}</strong>
                <br />
                <span className="admin-muted">{m.username}</span>
              </>
            ),
          },
          { key: "email", header: "E-mail", cell: (m) => m.email ?? "—" },
          {
            key: "role",
            header: "Role",
            cell: (m) => (
              <select
                aria-label={`Role of ${m.username}`}
                value={m.role}
                disabled={busyId === m.id}
                onChange={(e) => void update(m, { role: e.target.value as StaffRole })}
              >
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            ),
          },
          {
            key: "status",
            header: "Status",
            cell: (m) => (
              <>
                <StatusBadge
                  status={m.status}
                  label={STATUS_LABELS[m.status]}
                  tone={m.status === "active" ? "success" : m.status === "invited" ? "info" : "neutral"}
                />
                {m.locked ? <StatusBadge status="locked" label="Locked" tone="danger" /> : null}
              </>
            ),
          },
          {
            key: "actions",
            header: <span className="visually-hidden">Actions</span>,
            cell: (m) => (
              <span className="admin-row-actions">
                {m.is_active
                  ? rowButton(m, "Deactivate", () => {
                      if (confirmAction("deactivateStaff")) void update(m, { is_active: false });
                    })
                  : rowButton(m, "Reactivate", () => void update(m, { is_active: true }))}
                {m.locked ? rowButton(m, "Unlock", () => void act(m, `/staff/${m.id}/unlock`)) : null}
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
