// Owners manage the staff: invite a person (they get a mail with a link to set a password), change a role,
// deactivate or reactivate an account, and unlock one that repeated wrong passwords locked.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { DataTable } from "#app/admin/components/data-table.tsx";
import { FlashMessage, useFlash } from "#app/admin/components/flash.tsx";
import {
  FormField,
  FormGrid,
  FormSection,
  SubmitActions,
  TextField,
} from "#app/admin/components/form-helpers.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { errorMessage, useApiData } from "#app/admin/hooks/use-api-data.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { useAdminUser } from "#app/admin/models/admin-user.ts";
import { confirmAction } from "#app/admin/models/confirm.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { applyServerFieldErrors } from "#app/lib/server-field-errors.ts";
import { AUTH_MESSAGES, STAFF_MESSAGES } from "#contract/messages";
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
const SAVE_FAILED = "Failed to save";

const STATUS_LABELS: Record<StaffMember["status"], string> = {
  invited: "Invited",
  active: "Active",
  inactive: "Deactivated",
};

function InviteForm({ onInvited }: { onInvited: (member: StaffMember, message: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffInvite>({
    resolver: zodResolver(StaffInviteSchema),
    defaultValues: { username: "", full_name: "", email: "", role: "editor" },
  });

  async function onSubmit(values: StaffInvite) {
    setFailure(null);
    try {
      const { data, message } = await apiRequest<StaffMember>(
        "/staff",
        { method: "POST", body: values },
        SAVE_FAILED,
      );
      reset();
      onInvited(data, message ?? STAFF_MESSAGES.invited);
    } catch (err) {
      applyServerFieldErrors(err, setError, ["username", "full_name", "email", "role"]);
      setFailure(errorMessage(err, SAVE_FAILED));
    }
  }

  return (
    <form className="admin-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Invite a person">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <FormSection title="Invite a person">
        <FormGrid>
          <TextField
            label="Full name"
            required
            field={register("full_name")}
            error={errors.full_name?.message}
          />
          <TextField
            label="Username"
            required
            autoCapitalize="none"
            spellCheck={false}
            hint="Letters, digits, dots, dashes or underscores."
            field={register("username")}
            error={errors.username?.message}
          />
          <TextField
            label="E-mail"
            required
            type="email"
            hint="The invitation goes here."
            field={register("email")}
            error={errors.email?.message}
          />
          <FormField label="Role" required error={errors.role?.message}>
            {(control) => (
              <select {...control} {...register("role")}>
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]} – {ROLE_DESCRIPTIONS[role]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </FormGrid>
      </FormSection>
      <SubmitActions saving={isSubmitting} label="Send invitation" />
    </form>
  );
}

function RoleSelect({
  member,
  busy,
  onChange,
}: {
  member: StaffMember;
  busy: boolean;
  onChange: (role: StaffRole) => void;
}) {
  const id = useId();
  return (
    <span>
      <label htmlFor={id} className="visually-hidden">
        Role of {member.username}
      </label>
      <select
        id={id}
        value={member.role}
        disabled={busy}
        onChange={(e) => onChange(e.target.value as StaffRole)}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </span>
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
    flash.clear();
    setBusyId(member.id);
    try {
      const { data, message } = await apiRequest<StaffMember>(
        path,
        body ? { method: "PUT", body } : { method: "POST" },
        SAVE_FAILED,
      );
      replace(data);
      flash.success(message ?? STAFF_MESSAGES.updated);
    } catch (err) {
      flash.error(errorMessage(err, SAVE_FAILED));
    } finally {
      setBusyId(null);
    }
  }

  const update = (member: StaffMember, body: StaffUpdate) => act(member, `/staff/${member.id}`, body);

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
              <RoleSelect member={m} busy={busyId === m.id} onChange={(role) => void update(m, { role })} />
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
                {m.is_active ? (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    disabled={busyId === m.id}
                    aria-label={`Deactivate ${m.username}`}
                    onClick={() => {
                      if (confirmAction("deactivateStaff")) void update(m, { is_active: false });
                    }}
                  >
                    Deactivate
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    disabled={busyId === m.id}
                    aria-label={`Reactivate ${m.username}`}
                    onClick={() => void update(m, { is_active: true })}
                  >
                    Reactivate
                  </button>
                )}
                {m.locked ? (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    disabled={busyId === m.id}
                    aria-label={`Unlock ${m.username}`}
                    onClick={() => void act(m, `/staff/${m.id}/unlock`)}
                  >
                    Unlock
                  </button>
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
