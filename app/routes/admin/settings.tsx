// Site settings (GET/PUT /api/settings): the academy's details every public page shows, in groups, checked with
// the contract's schema before anything is sent; the server's per-field answers land on the same fields.
import { zodResolver } from "@hookform/resolvers/zod";
import { get, type Path, useFieldArray, useForm } from "react-hook-form";
import { FlashMessage, useFlash } from "#app/admin/components/flash.tsx";
import {
  CheckboxField,
  FormGrid,
  FormSection,
  SubmitActions,
  TextField,
} from "#app/admin/components/form-helpers.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { errorMessage, useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useUnsavedChangesGuard } from "#app/admin/hooks/use-unsaved-changes.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import {
  type SettingsFormInput,
  SettingsFormSchema,
  settingsToForm,
} from "#app/admin/models/settings-form.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { applyServerFieldErrors } from "#app/lib/server-field-errors.ts";
import { SETTINGS_MESSAGES, type SiteSettings } from "#contract/schemas/site-settings";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => adminMeta("Site settings");

type FieldRow = [
  path: Path<SettingsFormInput>,
  label: string,
  extra?: { type?: string; hint?: string; rows?: number },
];

/** The groups of the screen and their plain text fields; counters and the course's switch come separately. */
const GROUPS: [title: string, rows: FieldRow[]][] = [
  [
    "Academy",
    [
      ["name", "Academy name"],
      ["phones.0", "Phone 1", { type: "tel" }],
      ["phones.1", "Phone 2", { type: "tel" }],
      ["email", "Email", { type: "email" }],
      ["yearsOfExperience", "Years of experience", { type: "number" }],
      ["copyrightHolder", "Copyright holder"],
    ],
  ],
  [
    "Address and map",
    [
      ["address.street", "Street"],
      ["address.locality", "City"],
      ["address.region", "State or region"],
      ["address.postalCode", "Postal code"],
      ["address.country", "Country code", { hint: "Two letters, such as IN." }],
      [
        "mapEmbedUrl",
        "Map location (Google Maps embed address)",
        { type: "url", hint: 'Google Maps → Share → Embed a map: the address inside src="…".' },
      ],
    ],
  ],
  [
    "Links and video",
    [
      ["social.facebook", "Facebook", { type: "url" }],
      ["social.instagram", "Instagram", { type: "url" }],
      ["social.youtube", "YouTube channel", { type: "url" }],
      ["social.twitter", "Twitter / X", { type: "url" }],
      ["studentPanelUrl", "Student panel (Login button)", { type: "url" }],
      ["remedyBrandName", "Remedy brand name"],
      ["remedyBrandUrl", "Remedy brand website", { type: "url" }],
      ["introVideoUrl", "Introduction video (YouTube)", { type: "url" }],
      ["sampleVideoUrls.0", "Sample lesson video 1 (YouTube)", { type: "url" }],
      ["sampleVideoUrls.1", "Sample lesson video 2 (YouTube)", { type: "url" }],
    ],
  ],
  [
    "Facilitator",
    [
      ["facilitatorName", "Name"],
      ["facilitatorPhotoUrl", "Photo address", { hint: "An https:// address or a path such as /uploads/…" }],
      ["facilitatorBio", "Biography", { rows: 8, hint: "A blank line starts a new paragraph." }],
    ],
  ],
];

const COURSE_ROWS: FieldRow[] = [
  ["upcomingCourse.title", "Title"],
  [
    "upcomingCourse.date",
    "Start date",
    { type: "date", hint: "The course disappears from the site after this day." },
  ],
  ["upcomingCourse.description", "Description", { rows: 4 }],
  ["upcomingCourse.imageUrl", "Image address"],
  ["upcomingCourse.imageAlt", "Image description (for screen readers)"],
];

const ALL_PATHS: Path<SettingsFormInput>[] = [
  ...GROUPS.flatMap(([, rows]) => rows.map(([p]) => p)),
  ...COURSE_ROWS.map(([p]) => p),
  "counters",
  "notificationRecipients",
];

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const flash = useFlash({ successMs: null, errorMs: null });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SettingsFormInput, unknown, SiteSettings>({
    resolver: zodResolver(SettingsFormSchema),
    defaultValues: settingsToForm(initial),
  });
  const counters = useFieldArray({ control, name: "counters" });
  useUnsavedChangesGuard(isDirty);
  const error = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;

  const field = ([path, label, extra]: FieldRow) => (
    <TextField
      key={path}
      label={label}
      required
      type={extra?.type}
      hint={extra?.hint}
      rows={extra?.rows}
      field={register(path, extra?.type === "number" ? { valueAsNumber: true } : undefined)}
      error={error(path)}
    />
  );

  async function onSubmit(values: SiteSettings) {
    flash.clear();
    try {
      const { data, message } = await apiRequest<SiteSettings>(
        "/settings",
        { method: "PUT", body: values },
        SETTINGS_MESSAGES.saveFailed,
      );
      reset(settingsToForm(data));
      flash.success(message ?? SETTINGS_MESSAGES.saved);
    } catch (err) {
      applyServerFieldErrors(err, setError, ALL_PATHS);
      flash.error(errorMessage(err, SETTINGS_MESSAGES.saveFailed));
    }
  }

  return (
    <>
      <FlashMessage flash={flash} />
      <form
        className="admin-form"
        onSubmit={handleSubmit(onSubmit, () => flash.error(SETTINGS_MESSAGES.invalid))}
        noValidate
        aria-label="Site settings"
      >
        {GROUPS.map(([title, rows]) => (
          <FormSection key={title} title={title}>
            <FormGrid>{rows.map(field)}</FormGrid>
          </FormSection>
        ))}

        <FormSection title="Counters (consultation page)">
          {error("counters") ? <Alert tone="error">{error("counters")}</Alert> : null}
          {counters.fields.map((row, i) => (
            <FormGrid key={row.id}>
              <TextField
                label={`Counter ${i + 1}: number`}
                required
                type="number"
                min={0}
                field={register(`counters.${i}.value`, { valueAsNumber: true })}
                error={error(`counters.${i}.value`)}
              />
              <TextField
                label={`Counter ${i + 1}: label`}
                required
                field={register(`counters.${i}.label`)}
                error={error(`counters.${i}.label`)}
              />
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => counters.remove(i)}
                disabled={counters.fields.length <= 1}
              >
                Remove counter {i + 1}
              </button>
            </FormGrid>
          ))}
          {counters.fields.length < 6 ? (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => counters.append({ value: 0, label: "" })}
            >
              Add a counter
            </button>
          ) : null}
        </FormSection>

        <FormSection title="Upcoming course (courses page)">
          <CheckboxField label="Show the upcoming course" {...register("upcomingCourse.enabled")} />
          <FormGrid>{COURSE_ROWS.map(field)}</FormGrid>
        </FormSection>

        <FormSection title="Notifications">
          <TextField
            label="Staff notification recipients"
            rows={3}
            hint="One address per line. Left empty, notifications go to ADMIN_NOTIFY_EMAIL, else to the first admin."
            field={register("notificationRecipients")}
            error={error("notificationRecipients")}
          />
        </FormSection>

        <SubmitActions saving={isSubmitting} label="Save settings" />
      </form>
    </>
  );
}

export default function Settings() {
  const { data, loading, error } = useApiData(
    async () => (await apiRequest<SiteSettings>("/settings", {}, SETTINGS_MESSAGES.loadFailed)).data,
    [],
    SETTINGS_MESSAGES.loadFailed,
  );
  return (
    <>
      <PageHeader
        title="Site settings"
        subtitle="The academy's details on every public page. Changes show from the next page view."
      />
      {error ? (
        <Alert tone="error">{error}</Alert>
      ) : loading || !data ? (
        <Spinner label="Loading settings..." showLabel />
      ) : (
        <SettingsForm initial={data} />
      )}
    </>
  );
}
