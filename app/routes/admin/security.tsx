// Security: two-factor sign-in (set up with a QR code and recovery codes, turn off, and for owners, require it for
// everyone) and the active sessions, each of which can be ended.
import { useState } from "react";
import { DataTable } from "#app/admin/components/data-table.tsx";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { CheckboxField, FormSection, SubmitActions, TextField } from "#app/admin/components/form-helpers.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { type ApiData, useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useApiForm } from "#app/admin/hooks/use-api-form.ts";
import { flashAction, useFlash } from "#app/admin/hooks/use-flash.ts";
import { formatDateTime } from "#app/admin/models/admin-format.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { ADMIN_MESSAGES, AUTH_MESSAGES } from "#contract/admin-messages";
import {
  type AdminSession,
  type RecoveryCodes,
  type TwoFactorConfirm,
  TwoFactorConfirmSchema,
  type TwoFactorDisable,
  TwoFactorDisableSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "#contract/schemas/auth";
import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = () => adminMeta("Security");

const LOAD_FAILED = "Failed to load the security settings";
const FAILED = ADMIN_MESSAGES.saveFailed;
/** One change of the security settings; a failure says the server's words, else FAILED. */
const call = <T,>(path: string, method: "POST" | "PUT" | "DELETE", body?: unknown) =>
  apiRequest<T>(path, { method, body }, FAILED);
/** The one-time code of an authenticator app (or a recovery code). */
const CODE_INPUT = { inputMode: "numeric", autoComplete: "one-time-code" } as const;

/** Scan the QR code, then confirm with a first code; the answer is the recovery codes, shown this once. */
function EnrolForm({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const f = useApiForm<TwoFactorConfirm>({
    schema: TwoFactorConfirmSchema,
    defaultValues: { code: "" },
    failed: FAILED,
    serverFields: ["code"],
    send: async (body) =>
      onEnabled((await call<RecoveryCodes>("/auth/two-factor/enable", "POST", body)).data.recovery_codes),
  });
  return (
    <form className="admin-form" onSubmit={f.onSubmit} noValidate>
      <FlashMessage flash={f.flash} />
      <p>
        Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
      </p>
      <img src={setup.qr_code} alt="QR code for the authenticator app" width={200} height={200} />
      <p>
        Or enter this key by hand: <code data-testid="totp-secret">{setup.secret}</code>
      </p>
      <TextField label="Code from the app" required {...CODE_INPUT} {...f.field("code")} />
      <SubmitActions saving={f.saving} label="Turn on" />
    </form>
  );
}

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const f = useApiForm<TwoFactorDisable>({
    schema: TwoFactorDisableSchema,
    defaultValues: { password: "", code: "" },
    failed: FAILED,
    serverFields: ["password", "code"],
    send: async ({ password, code }) => {
      await call("/auth/two-factor/disable", "POST", {
        password: password || undefined,
        code: code || undefined,
      });
      onDisabled();
    },
  });
  return (
    <form className="admin-form" onSubmit={f.onSubmit} noValidate>
      <FlashMessage flash={f.flash} />
      <p>{AUTH_MESSAGES.twoFactorDisableProof}.</p>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...f.field("password")}
      />
      <TextField label="Or a code" {...CODE_INPUT} {...f.field("code")} />
      <SubmitActions saving={f.saving} label="Turn off" />
    </form>
  );
}

function TwoFactorSection({ status }: { status: ApiData<TwoFactorStatus> }) {
  const flash = useFlash();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const s = status.data;

  const startSetup = () =>
    flashAction(flash, FAILED, async () =>
      setSetup((await call<TwoFactorSetup>("/auth/two-factor/setup", "POST")).data),
    );
  const setRequired = (required: boolean) =>
    flashAction(flash, FAILED, async () => {
      await call("/auth/two-factor/policy", "PUT", { required });
      await status.reload();
    });

  return (
    <FormSection title="Two-factor sign-in">
      <FlashMessage flash={flash} />
      {status.error ? <Alert tone="error">{status.error}</Alert> : null}
      {s?.required && !s.enabled ? (
        <div className="ui-alert ui-alert--info" role="status" data-testid="two-factor-required">
          Two-factor sign-in is required for everyone. Please set it up now.
        </div>
      ) : null}
      {recoveryCodes ? (
        <div data-testid="recovery-codes">
          <p>
            <strong>{AUTH_MESSAGES.twoFactorEnabled}.</strong> Keep these recovery codes somewhere safe: each
            one signs you in once if you lose your phone. They are shown only now.
          </p>
          <ul className="admin-recovery-codes">
            {recoveryCodes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--secondary" onClick={() => setRecoveryCodes(null)}>
            I have saved them
          </button>
        </div>
      ) : s?.enabled ? (
        <>
          <p data-testid="two-factor-status">
            {AUTH_MESSAGES.twoFactorEnabled}. Recovery codes left: {s.recovery_codes_left}.
          </p>
          {disabling ? (
            <DisableForm
              onDisabled={() => {
                setDisabling(false);
                flash.success(AUTH_MESSAGES.twoFactorDisabled);
                void status.reload();
              }}
            />
          ) : s.required ? null : (
            <button type="button" className="btn btn--secondary" onClick={() => setDisabling(true)}>
              Turn off two-factor sign-in
            </button>
          )}
        </>
      ) : setup ? (
        <EnrolForm
          setup={setup}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
            void status.reload();
          }}
        />
      ) : s ? (
        <>
          <p data-testid="two-factor-status">
            Off. With it on, signing in also asks for a code from an app on your phone.
          </p>
          <button type="button" className="btn btn--primary" onClick={() => void startSetup()}>
            Set up two-factor sign-in
          </button>
        </>
      ) : null}
      {s?.can_require ? (
        <CheckboxField
          label="Require two-factor sign-in for everyone"
          checked={s.required}
          onChange={(e) => void setRequired(e.target.checked)}
        />
      ) : null}
    </FormSection>
  );
}

function SessionsSection({ status }: { status: ApiData<TwoFactorStatus> }) {
  const flash = useFlash();
  const [everyone, setEveryone] = useState(false);
  const list = useApiData(
    async (signal) =>
      (
        await apiRequest<AdminSession[]>(
          "/auth/sessions",
          { signal, query: { scope: everyone ? "all" : "mine" } },
          LOAD_FAILED,
        )
      ).data,
    [everyone],
    LOAD_FAILED,
  );

  const end = (session: AdminSession) =>
    flashAction(flash, FAILED, async () => {
      await call(`/auth/sessions/${session.id}`, "DELETE");
      flash.success(AUTH_MESSAGES.sessionEnded);
      await list.reload();
    });

  return (
    <FormSection title="Sessions">
      <FlashMessage flash={flash} />
      {list.error ? <Alert tone="error">{list.error}</Alert> : null}
      {status.data?.can_require ? (
        <CheckboxField
          label="Show everyone's sessions"
          checked={everyone}
          onChange={(e) => setEveryone(e.target.checked)}
        />
      ) : null}
      <DataTable
        caption="Active sessions"
        loading={list.loading && !list.data}
        rows={list.data ?? []}
        rowKey={(s) => s.id}
        empty="No active session."
        columns={[
          ...(everyone ? [{ key: "who", header: "Person", cell: (s: AdminSession) => s.username }] : []),
          {
            key: "browser",
            header: "Browser",
            cell: (s) => (
              <>
                {s.browser}
                {s.current ? <strong> (this browser)</strong> : null}
              </>
            ),
          },
          { key: "address", header: "Address", cell: (s) => s.address ?? "—" },
          { key: "seen", header: "Last seen", cell: (s) => formatDateTime(s.last_seen_at) },
          {
            key: "end",
            header: <span className="visually-hidden">Actions</span>,
            cell: (s) =>
              s.current ? null : (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => void end(s)}
                  aria-label={`End session: ${s.browser}, ${s.address ?? "unknown address"}`}
                >
                  End session
                </button>
              ),
          },
        ]}
      />
    </FormSection>
  );
}

export default function Security() {
  // Both sections read the same status: whether two-factor is on, and whether this person may require it.
  const status = useApiData(
    async (signal) => (await apiRequest<TwoFactorStatus>("/auth/two-factor", { signal }, LOAD_FAILED)).data,
    [],
    LOAD_FAILED,
  );
  return (
    <>
      <PageHeader
        title="Security"
        subtitle="Two-factor sign-in and the browsers signed in to your account."
      />
      <div className="admin-form">
        <TwoFactorSection status={status} />
        <SessionsSection status={status} />
      </div>
    </>
  );
}
