// A course's batches, managed from the course: every run (past, unpublished and cancelled ones too) with its seats
// and waiting list, a form to add or edit one (fees typed in rupees, kept in paise), "Next run" (a copy a few
// weeks on, unpublished), cancel (everyone enrolled is mailed) and delete (only a batch nobody enrolled in).
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { DataTable } from "#app/admin/components/data-table.tsx";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import {
  CheckboxField,
  FormGrid,
  FormSection,
  SelectField,
  SubmitActions,
  TextField,
} from "#app/admin/components/form-helpers.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { flashAction, useFlash } from "#app/admin/hooks/use-flash.ts";
import { formatDay } from "#app/admin/models/admin-format.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { useAdminUser } from "#app/admin/models/admin-user.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { BATCH_MESSAGES as M } from "#contract/admin-messages";
import { COURSE_MODES } from "#contract/enums";
import type { Batch } from "#contract/schemas/batch";
import { canUse } from "#contract/staff-roles";
import type { Route } from "./+types/course-batches";
import "#app/styles/admin-screens.css";

export const meta: Route.MetaFunction = () => adminMeta("Batches");

/** The form's values: text, as the inputs hold them; fees in rupees. */
interface BatchForm {
  starts_on: string;
  ends_on: string;
  enrol_by: string;
  schedule: string;
  schedule_hi: string;
  mode: string;
  venue: string;
  venue_hi: string;
  language: string;
  seats_total: string;
  fee: string;
  early_fee: string;
  early_fee_until: string;
  pay_at_academy: boolean;
  waitlist: boolean;
  is_published: boolean;
  status: string;
}

const EMPTY: BatchForm = {
  starts_on: "",
  ends_on: "",
  enrol_by: "",
  schedule: "",
  schedule_hi: "",
  mode: "In-Person",
  venue: "",
  venue_hi: "",
  language: "Hindi & English",
  seats_total: "20",
  fee: "0",
  early_fee: "",
  early_fee_until: "",
  pay_at_academy: false,
  waitlist: true,
  is_published: true,
  status: "open",
};

const rupees = (paise: number | null) => (paise === null ? "" : String(paise / 100));
/** Rupees as typed ("12000", "12,000.50") to whole paise; anything else is sent as it is, for the API to refuse. */
function paise(text: string): number | string | null {
  const clean = text.replace(/[,\s₹]/g, "");
  if (clean === "") return null;
  return /^-?\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : text;
}

function formOf(b: Batch): BatchForm {
  return {
    starts_on: b.starts_on,
    ends_on: b.ends_on,
    enrol_by: b.enrol_by ?? "",
    schedule: b.schedule,
    schedule_hi: b.translations.hi?.schedule ?? "",
    mode: b.mode,
    venue: b.venue ?? "",
    venue_hi: b.translations.hi?.venue ?? "",
    language: b.language,
    seats_total: String(b.seats_total),
    fee: rupees(b.fee_paise),
    early_fee: rupees(b.early_fee_paise),
    early_fee_until: b.early_fee_until ?? "",
    pay_at_academy: b.pay_at_academy,
    waitlist: b.waitlist,
    is_published: b.is_published,
    status: b.status === "closed" ? "closed" : "open",
  };
}

function bodyOf(v: BatchForm) {
  return {
    starts_on: v.starts_on,
    ends_on: v.ends_on || v.starts_on,
    enrol_by: v.enrol_by || null,
    schedule: v.schedule,
    mode: v.mode,
    venue: v.venue || null,
    language: v.language,
    seats_total: v.seats_total,
    fee_paise: paise(v.fee) ?? 0,
    early_fee_paise: paise(v.early_fee),
    early_fee_until: v.early_fee_until || null,
    pay_at_academy: v.pay_at_academy,
    waitlist: v.waitlist,
    is_published: v.is_published,
    status: v.status,
    translations: { hi: { schedule: v.schedule_hi, venue: v.venue_hi } },
  };
}

/** The API names fees in paise; the form's fields are in rupees. */
const FIELD_OF: Record<string, keyof BatchForm> = {
  fee_paise: "fee",
  early_fee_paise: "early_fee",
  "translations.hi.schedule": "schedule_hi",
  "translations.hi.venue": "venue_hi",
};

function BatchEditor({
  courseId,
  editing,
  onSaved,
  onCancel,
}: {
  courseId: number;
  editing: Batch | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const flash = useFlash();
  const form = useForm<BatchForm>({ defaultValues: editing ? formOf(editing) : EMPTY });
  const { register, setError, formState } = form;
  const field = (name: keyof BatchForm) => ({
    field: register(name),
    error: formState.errors[name]?.message,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    flash.clear();
    try {
      const body = bodyOf(values);
      const { message } = editing
        ? await apiRequest(`/batches/${editing.batch_id}`, { method: "PUT", body }, M.saveFailed)
        : await apiRequest(
            "/batches",
            { method: "POST", body: { ...body, course_id: courseId } },
            M.saveFailed,
          );
      onSaved(message ?? (editing ? M.updated : M.created));
    } catch (err) {
      const errors = err instanceof ApiError ? err.errors : [];
      for (const e of errors) {
        const name = FIELD_OF[e.field] ?? (e.field as keyof BatchForm);
        if (name in EMPTY) setError(name, { message: e.message });
      }
      flash.error(err instanceof ApiError ? err.message : M.saveFailed);
    }
  });

  return (
    <form
      className="admin-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? "Edit batch" : "Add a batch"}
    >
      <FlashMessage flash={flash} fixed />
      <FormSection title={editing ? "Edit batch" : "Add a batch"}>
        <FormGrid>
          <TextField label="Starts on" required type="date" {...field("starts_on")} />
          <TextField label="Ends on" type="date" hint="Empty: a one-day batch." {...field("ends_on")} />
          <TextField
            label="Last day to enrol"
            type="date"
            hint="Empty: until it starts."
            {...field("enrol_by")}
          />
          <TextField label="Schedule" hint="Sat–Sun, 10:00–17:00" {...field("schedule")} />
          <TextField label="Schedule (हिन्दी)" lang="hi" {...field("schedule_hi")} />
          <SelectField label="Mode" required options={COURSE_MODES} {...field("mode")} />
          <TextField label="Venue" hint="Empty for an online batch." {...field("venue")} />
          <TextField label="Venue (हिन्दी)" lang="hi" {...field("venue_hi")} />
          <TextField label="Teaching language" {...field("language")} />
          <TextField label="Seats" required inputMode="numeric" {...field("seats_total")} />
          <TextField
            label="Fee (₹)"
            required
            inputMode="decimal"
            hint="0 for a free batch."
            {...field("fee")}
          />
          <TextField label="Early-bird fee (₹)" inputMode="decimal" {...field("early_fee")} />
          <TextField label="Early-bird until" type="date" {...field("early_fee_until")} />
          <SelectField
            label="Enrolment"
            options={[
              { value: "open", label: "Open" },
              { value: "closed", label: "Closed" },
            ]}
            {...field("status")}
          />
        </FormGrid>
        <CheckboxField label="Published on the site" {...register("is_published")} />
        <CheckboxField label="Keep a waiting list when full" {...register("waitlist")} />
        <CheckboxField
          label="Fee paid at the academy (enrolments are confirmed at once)"
          {...register("pay_at_academy")}
        />
      </FormSection>
      <SubmitActions
        form={formState}
        label={editing ? "Save batch" : "Add batch"}
        cancel={{ onClick: onCancel, label: "Cancel" }}
      />
    </form>
  );
}

export default function CourseBatches() {
  const params = useParams();
  const courseId = Number(params.id);
  const user = useAdminUser();
  const flash = useFlash();
  const [editing, setEditing] = useState<Batch | "new" | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const list = useApiData(
    async (signal) =>
      (
        await apiRequest<Batch[]>(
          "/batches",
          { signal, query: { course_id: courseId, include_past: true } },
          M.loadFailed,
        )
      ).data,
    [courseId],
    M.loadFailed,
  );
  const course = useApiData(
    async (signal) =>
      (await apiRequest<{ title: string }>(`/courses/${courseId}`, { signal }, M.loadFailed)).data,
    [courseId],
    M.loadFailed,
  );
  const rows = list.data ?? [];
  const courseTitle = course.data?.title;
  const rosters = canUse(user?.role, "enrolments");

  async function act(b: Batch, run: () => Promise<string | undefined>) {
    setBusy(b.batch_id);
    await flashAction(flash, M.saveFailed, async () => {
      const message = await run();
      await list.reload();
      return message;
    });
    setBusy(null);
  }
  const post = (b: Batch, path: string, fallback: string, body?: unknown) =>
    act(
      b,
      async () =>
        (await apiRequest(`/batches/${b.batch_id}${path}`, { method: "POST", body }, M.saveFailed)).message ??
        fallback,
    );

  const button = (b: Batch, label: string, onClick: () => void) => (
    <button
      type="button"
      className="btn btn--secondary btn--small"
      disabled={busy === b.batch_id}
      aria-label={`${label}: batch of ${formatDay(b.starts_on)}`}
      onClick={onClick}
    >
      {label}
    </button>
  );

  return (
    <>
      <PageHeader
        title={courseTitle ? `Batches: ${courseTitle}` : "Batches"}
        subtitle="Each batch is one dated run of this course, with its own seats and fee. Visitors see the published ones that have not started."
        actions={
          <>
            <Link className="btn btn--ghost" to="/admin/courses">
              All courses
            </Link>
            <button type="button" className="btn btn--primary" onClick={() => setEditing("new")}>
              Add batch
            </button>
          </>
        }
      />
      <FlashMessage flash={flash} />
      {list.error ? <Alert tone="error">{list.error}</Alert> : null}
      {editing ? (
        <BatchEditor
          key={editing === "new" ? "new" : editing.batch_id}
          courseId={courseId}
          editing={editing === "new" ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            flash.success(message);
            void list.reload();
          }}
        />
      ) : null}
      <DataTable
        caption="Batches"
        loading={list.loading && !list.data}
        rows={rows}
        rowKey={(b) => String(b.batch_id)}
        empty="No batch yet. Add the next run of this course with Add batch."
        columns={[
          {
            key: "dates",
            header: "Dates",
            cell: (b) =>
              `${formatDay(b.starts_on)}${b.ends_on !== b.starts_on ? ` – ${formatDay(b.ends_on)}` : ""}`,
          },
          { key: "schedule", header: "Schedule", cell: (b) => b.schedule || "—" },
          {
            key: "seats",
            header: "Seats",
            cell: (b) =>
              `${b.seats_taken} / ${b.seats_total}${b.waitlist_count ? ` (+${b.waitlist_count} waiting)` : ""}`,
          },
          { key: "fee", header: "Fee", cell: (b) => (b.fee_paise === 0 ? "Free" : `₹${b.fee_paise / 100}`) },
          {
            key: "status",
            header: "Status",
            cell: (b) => (
              <>
                <StatusBadge status={b.status} />
                {b.is_published ? null : <span className="admin-muted"> Unpublished</span>}
              </>
            ),
          },
          {
            key: "actions",
            header: "Actions",
            cell: (b) => (
              <span className="admin-row-actions">
                {rosters ? (
                  <Link
                    className="btn btn--secondary btn--small"
                    to={`/admin/enrolments?batch_id=${b.batch_id}`}
                  >
                    Roster
                  </Link>
                ) : null}
                {b.status !== "cancelled" ? button(b, "Edit", () => setEditing(b)) : null}
                {button(b, "Next run", () => void post(b, "/duplicate", M.duplicated))}
                {b.status !== "cancelled"
                  ? button(b, "Cancel batch", () => {
                      if (window.confirm(M.cancelConfirm)) void post(b, "/cancel", M.cancelled, {});
                    })
                  : null}
                {b.seats_taken + b.waitlist_count === 0
                  ? button(b, "Delete", () => {
                      if (window.confirm("Delete this batch?"))
                        void act(
                          b,
                          async () =>
                            (await apiRequest(`/batches/${b.batch_id}`, { method: "DELETE" }, M.saveFailed))
                              .message,
                        );
                    })
                  : null}
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
