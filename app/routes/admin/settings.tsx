// Site settings (GET/PUT /api/settings): the academy's details every public page shows, in groups, checked with
// the contract's schema before anything is sent; the server's per-field answers land on the same fields.
import type { ReactNode } from "react";
import { get, type Path, useFieldArray } from "react-hook-form";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import {
  CheckboxField,
  FormGrid,
  FormSection,
  SelectField,
  SubmitActions,
  TextField,
} from "#app/admin/components/form-helpers.tsx";
import { ImageUploadField } from "#app/admin/components/image-upload-field.tsx";
import { LanguageTabs } from "#app/admin/components/language-tabs.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useApiForm } from "#app/admin/hooks/use-api-form.ts";
import { useUnsavedChangesGuard } from "#app/admin/hooks/use-unsaved-changes.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import {
  HINDI_TEXT_SETTINGS,
  type HindiTextSetting,
  type SettingsFormInput,
  SettingsFormSchema,
  settingsToForm,
} from "#app/admin/models/settings-form.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { ADMIN_MESSAGES, SETTINGS_MESSAGES } from "#contract/admin-messages";
import type { UploadFolder } from "#contract/enums";
import { GST_STATES } from "#contract/gst";
import type { SiteSettings } from "#contract/schemas/site-settings";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => adminMeta("Site settings");

/**
 * A text setting: its path, label and input, and where it has a Hindi version, that setting's key and label. The
 * Hindi labels are in Hindi, so no English label (which tests and screen readers find by name) is repeated. A
 * picture (`upload`) is a link with an upload button beside it, into that folder of uploads.
 */
type FieldRow = [
  path: Path<SettingsFormInput>,
  label: string,
  extra?: {
    type?: string;
    hint?: string;
    rows?: number;
    hi?: [HindiTextSetting, string];
    upload?: UploadFolder;
  },
];
const PICTURE_HINT = "Upload a picture, or give an https:// address or a path on this site.";

/** The Hindi versions of some rows, in the group's हिन्दी tab. */
const hindiRows = (rows: FieldRow[]): FieldRow[] =>
  rows.flatMap(([, , x]) =>
    x?.hi ? [[`translations.hi.${x.hi[0]}`, x.hi[1], { rows: x.rows }] as FieldRow] : [],
  );
const HINDI_HINT = "खाली छोड़ें तो हिन्दी पेज पर अंग्रेज़ी दिखेगी।";

/** The groups of the screen and their plain text fields; counters and the course's switch come separately. */
const GROUPS: [title: string, rows: FieldRow[]][] = [
  [
    "Academy",
    [
      ["name", "Academy name", { hi: ["name", "अकादमी का नाम"] }],
      ["phones.0", "Phone 1", { type: "tel" }],
      ["phones.1", "Phone 2", { type: "tel" }],
      ["email", "Email", { type: "email" }],
      ["yearsOfExperience", "Years of experience", { type: "number" }],
      ["copyrightHolder", "Copyright holder", { hi: ["copyrightHolder", "कॉपीराइट धारक"] }],
    ],
  ],
  [
    "Address and map",
    [
      ["address.street", "Street", { hi: ["street", "सड़क का पता"] }],
      ["address.locality", "City", { hi: ["locality", "शहर"] }],
      ["address.region", "State or region", { hi: ["region", "राज्य या क्षेत्र"] }],
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
      ["social.twitter", "Twitter/X", { type: "url" }],
      ["studentPanelUrl", "Student panel (Login button)", { type: "url" }],
      ["remedyBrandName", "Remedy brand name", { hi: ["remedyBrandName", "रेमेडी ब्रांड का नाम"] }],
      ["remedyBrandUrl", "Remedy brand website", { type: "url" }],
      ["introVideoUrl", "Introduction video (YouTube)", { type: "url" }],
      ["sampleVideoUrls.0", "Sample lesson video 1 (YouTube)", { type: "url" }],
      ["sampleVideoUrls.1", "Sample lesson video 2 (YouTube)", { type: "url" }],
    ],
  ],
  [
    "Facilitator",
    [
      ["facilitatorName", "Name", { hi: ["facilitatorName", "फ़ैसिलिटेटर का नाम"] }],
      ["facilitatorPhotoUrl", "Facilitator photo", { upload: "testimonials", hint: PICTURE_HINT }],
      [
        "facilitatorBio",
        "Biography",
        { rows: 8, hint: "A blank line starts a new paragraph.", hi: ["facilitatorBio", "परिचय"] },
      ],
    ],
  ],
];

const COURSE_ROWS: FieldRow[] = [
  ["upcomingCourse.title", "Title", { hi: ["upcomingCourseTitle", "कोर्स का शीर्षक"] }],
  [
    "upcomingCourse.date",
    "Start date",
    { type: "date", hint: "The course disappears from the site after this day." },
  ],
  [
    "upcomingCourse.description",
    "Description",
    { rows: 4, hi: ["upcomingCourseDescription", "कोर्स का विवरण"] },
  ],
  ["upcomingCourse.imageUrl", "Course picture", { upload: "courses", hint: PICTURE_HINT }],
  [
    "upcomingCourse.imageAlt",
    "Image description (for screen readers)",
    { hi: ["upcomingCourseImageAlt", "चित्र का विवरण (स्क्रीन रीडर के लिए)"] },
  ],
];

/** GST's slabs for services, as basis points (1800 = 18%); training and coaching is 18%. */
const GST_RATES = [0, 500, 1200, 1800, 2800].map((bps) => ({ value: String(bps), label: `${bps / 100}%` }));
const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

const BILLING_PATHS: Path<SettingsFormInput>[] = [
  "upiId",
  "billing.gstRegistered",
  "billing.gstin",
  "billing.gstStateCode",
  "billing.sacCode",
  "billing.gstRateBps",
  "billing.feesIncludeGst",
  "billing.receiptPrefix",
  "billing.cancellation.fullRefundDaysBeforeStart",
  "billing.cancellation.partialRefundPercent",
];

const ALL_PATHS: Path<SettingsFormInput>[] = [
  ...BILLING_PATHS,
  ...GROUPS.flatMap(([, rows]) => rows.map(([p]) => p)),
  ...COURSE_ROWS.map(([p]) => p),
  "counters",
  "notificationRecipients",
  ...HINDI_TEXT_SETTINGS.map((k) => `translations.hi.${k}` as Path<SettingsFormInput>),
];

function SettingsForm({ initial }: { initial: SiteSettings }) {
  // The form holds every Hindi setting (blank where none is written); the contract's schema checks and drops blanks.
  const { form, flash, onSubmit, saving, error } = useApiForm<SettingsFormInput, SiteSettings>({
    schema: SettingsFormSchema,
    defaultValues: settingsToForm(initial),
    failed: SETTINGS_MESSAGES.saveFailed,
    invalid: SETTINGS_MESSAGES.invalid,
    serverFields: ALL_PATHS,
    send: async (values, { reset }) => {
      const { data, message } = await apiRequest<SiteSettings>(
        "/settings",
        { method: "PUT", body: values },
        SETTINGS_MESSAGES.saveFailed,
      );
      reset(settingsToForm(data));
      return message ?? SETTINGS_MESSAGES.saved;
    },
  });
  const { register, getValues, setValue, watch, control } = form;
  const { errors, isDirty } = form.formState;
  const counters = useFieldArray({ control, name: "counters" });
  useUnsavedChangesGuard(isDirty);

  const field = ([path, label, extra]: FieldRow, required = true) =>
    extra?.upload ? (
      <ImageUploadField
        key={path}
        label={label}
        folder={extra.upload}
        required={required}
        value={String(watch(path) ?? "")}
        onChange={(url) => setValue(path, url, { shouldDirty: true })}
        uploadFailedMessage={ADMIN_MESSAGES.imageUploadFailed}
        onUploadError={(message) => flash.error(message)}
        error={error(path)}
        hint={extra.hint}
      />
    ) : (
      <TextField
        key={path}
        label={label}
        required={required}
        type={extra?.type}
        hint={extra?.hint}
        rows={extra?.rows}
        field={register(path, extra?.type === "number" ? { valueAsNumber: true } : undefined)}
        error={error(path)}
      />
    );

  /** A group's fields, with an English | हिन्दी switch: every group has some with a Hindi version. */
  const tabbed = (title: string, en: ReactNode, hiRows: FieldRow[], hiExtra?: ReactNode) => (
    <LanguageTabs
      label={`${title}: language`}
      hiHasErrors={
        hiRows.some(([p]) => !!error(p)) || (!!hiExtra && !!get(errors, "translations.hi.counterLabels"))
      }
      en={en}
      hi={
        <>
          <p className="admin-muted">{HINDI_HINT}</p>
          {hiRows.length > 0 ? <FormGrid>{hiRows.map((row) => field(row, false))}</FormGrid> : null}
          {hiExtra}
        </>
      }
    />
  );

  return (
    <>
      <FlashMessage flash={flash} />
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-label="Site settings">
        {GROUPS.map(([title, rows]) => (
          <FormSection key={title} title={title}>
            {tabbed(title, <FormGrid>{rows.map((row) => field(row))}</FormGrid>, hindiRows(rows))}
          </FormSection>
        ))}

        <FormSection title="Counters (consultation page)">
          {tabbed(
            "Counters",
            <>
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
                    onClick={() => {
                      // The Hindi labels follow the counters' order, so the removed counter's label goes too.
                      const labels = getValues("translations.hi.counterLabels");
                      setValue(
                        "translations.hi.counterLabels",
                        labels.filter((_, j) => j !== i),
                        { shouldDirty: true },
                      );
                      counters.remove(i);
                    }}
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
                  onClick={() => {
                    setValue("translations.hi.counterLabels", [
                      ...getValues("translations.hi.counterLabels"),
                      "",
                    ]);
                    counters.append({ value: 0, label: "" });
                  }}
                >
                  Add a counter
                </button>
              ) : null}
            </>,
            [],
            <FormGrid>
              {counters.fields.map((row, i) => (
                <TextField
                  key={row.id}
                  label={`काउंटर ${i + 1}: लेबल`}
                  field={register(`translations.hi.counterLabels.${i}`)}
                  error={error(`translations.hi.counterLabels.${i}`)}
                />
              ))}
            </FormGrid>,
          )}
        </FormSection>

        <FormSection title="Upcoming course (courses page)">
          <CheckboxField label="Show the upcoming course" {...register("upcomingCourse.enabled")} />
          {tabbed(
            "Upcoming course",
            <FormGrid>{COURSE_ROWS.map((row) => field(row))}</FormGrid>,
            hindiRows(COURSE_ROWS),
          )}
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

        <FormSection title="Fees, GST and receipts">
          <FormGrid>
            <TextField
              label="UPI ID for fees"
              hint="Such as academy@okhdfcbank. Left empty, the payment page offers no UPI QR code."
              field={register("upiId")}
              error={error("upiId")}
            />
            <TextField
              label="Receipt number prefix"
              required
              hint="Up to 3 capitals or digits: VA gives VA/2026-27/0001."
              field={register("billing.receiptPrefix")}
              error={error("billing.receiptPrefix")}
            />
          </FormGrid>
          <CheckboxField
            label="The academy is registered for GST (receipts become tax invoices)"
            {...register("billing.gstRegistered")}
          />
          <FormGrid>
            <TextField
              label="GSTIN"
              hint="15 characters, such as 09AAACR5055K1Z5; checked for its check digit."
              field={register("billing.gstin")}
              error={error("billing.gstin")}
            />
            <SelectField
              label="The academy's state (GST)"
              required
              options={STATE_OPTIONS}
              field={register("billing.gstStateCode")}
              error={error("billing.gstStateCode")}
            />
            <TextField
              label="SAC code"
              required
              hint="999293: commercial training and coaching."
              field={register("billing.sacCode")}
              error={error("billing.sacCode")}
            />
            <SelectField
              label="GST rate"
              required
              options={GST_RATES}
              field={register("billing.gstRateBps", { valueAsNumber: true })}
              error={error("billing.gstRateBps")}
            />
          </FormGrid>
          <CheckboxField
            label="Batch fees include GST (the tax is part of the fee shown)"
            {...register("billing.feesIncludeGst")}
          />
          <FormGrid>
            <TextField
              label="Full refund until (days before the start)"
              required
              type="number"
              min={0}
              max={365}
              field={register("billing.cancellation.fullRefundDaysBeforeStart", { valueAsNumber: true })}
              error={error("billing.cancellation.fullRefundDaysBeforeStart")}
            />
            <TextField
              label="Then, until the start, refund (% of the fee)"
              required
              type="number"
              min={0}
              max={100}
              hint="Nothing is refunded from the first day. Shown at checkout; the default amount when staff refund."
              field={register("billing.cancellation.partialRefundPercent", { valueAsNumber: true })}
              error={error("billing.cancellation.partialRefundPercent")}
            />
          </FormGrid>
        </FormSection>

        <SubmitActions saving={saving} label="Save settings" />
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
