// Testimonials: the add/edit form sits above the table, and Edit fills it in place. Name and text are required,
// rating 1 to 5 (default 5), active by default, display order from 0: the contract's schema checks them and its
// output is the JSON body.
import { StarIcon } from "#app/admin/components/admin-icons.tsx";
import { AdminImage } from "#app/admin/components/admin-image.tsx";
import { EditorPanel } from "#app/admin/components/editor-panel.tsx";
import {
  CheckboxField,
  DisplayOrderField,
  FormGrid,
  TextField,
} from "#app/admin/components/form-helpers.tsx";
import { ImageUploadField } from "#app/admin/components/image-upload-field.tsx";
import { LanguageTabs } from "#app/admin/components/language-tabs.tsx";
import { editInPlaceColumn } from "#app/admin/components/list-columns.tsx";
import type { ListScreenConfig } from "#app/admin/components/list-screen.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { besideList, useResourceForm } from "#app/admin/hooks/use-resource-form.ts";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import { EMPTY_CELL } from "#app/admin/models/admin-format.ts";
import {
  emptyTestimonialValues,
  TESTIMONIAL_HINDI_FIELDS,
  TestimonialFormSchema,
  type TestimonialFormValues,
  testimonialPayload,
  testimonialToValues,
} from "#app/admin/models/testimonial-model.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { RATING_MAX, RATING_MIN } from "#contract/constants";
import type { Testimonial } from "#contract/schemas/testimonial";
import { ENDPOINTS } from "./endpoints.ts";

/** The public site shows the same picture for a testimonial without one. */
const AVATAR_FALLBACK = "/images/avatar-fallback.svg";

function Rating({ value }: { value: number }) {
  return (
    <span className="admin-rating" title={`${value} out of ${RATING_MAX}`}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <StarIcon key={i} filled={i < value} />
      ))}
      <span className="visually-hidden">
        {value} out of {RATING_MAX}
      </span>
    </span>
  );
}

export const testimonialsScreen: ListScreenConfig<Testimonial> = {
  options: {
    resource: ENDPOINTS.testimonials,
    paged: false,
    loadFailed: "Failed to load testimonials",
    deleteConfirm: "deleteTestimonial",
    deleted: ADMIN_MESSAGES.deleted,
    deleteFailed: ADMIN_MESSAGES.deleteFailed,
  },
  title: "Testimonials",
  subtitle: "Words from students and clients, shown on the home page.",
  empty: "No testimonials yet. Add the first one above.",
  noun: ["testimonial", "testimonials"],
  slots: { top: (screen) => <TestimonialEditor screen={screen} /> },
  columns: (screen) => [
    {
      key: "person",
      header: "Person",
      cell: (t) => (
        <span className="admin-person">
          <AdminImage className="admin-avatar" src={t.avatar_url || AVATAR_FALLBACK} alt="" />
          <span>
            <strong>{t.name}</strong>
            <span className="admin-table__sub">
              {[t.position, t.company].filter(Boolean).join(", ") || EMPTY_CELL}
            </span>
          </span>
        </span>
      ),
    },
    {
      key: "text",
      header: "Testimonial",
      cell: (t) => <span className="admin-table__clamp">{t.testimonial_text}</span>,
    },
    { key: "rating", header: "Rating", cell: (t) => <Rating value={t.rating} /> },
    {
      key: "featured",
      header: "Featured",
      cell: (t) => (t.is_featured ? <StatusBadge status="featured" label="Featured" tone="warning" /> : "No"),
    },
    {
      key: "status",
      header: "Status",
      cell: (t) => <StatusBadge status={t.is_active ? "active" : "inactive"} />,
    },
    { key: "order", header: "Order", cell: (t) => t.display_order },
    editInPlaceColumn(screen, (t) => `the testimonial from ${t.name}`),
  ],
};

/** The add/edit panel above the table; the row being edited is the list's selected row. */
export function TestimonialEditor({ screen }: { screen: ResourceList<Testimonial> }) {
  const page = useResourceForm<TestimonialFormValues, Testimonial>({
    resource: ENDPOINTS.testimonials,
    ...besideList(screen),
    schema: TestimonialFormSchema,
    empty: emptyTestimonialValues,
    toValues: testimonialToValues,
    toBody: testimonialPayload,
    messages: {
      saveFailed: ADMIN_MESSAGES.testimonialSaveFailed,
      saveError: () => ADMIN_MESSAGES.testimonialSaveFailed,
      created: ADMIN_MESSAGES.testimonialAdded,
      updated: ADMIN_MESSAGES.testimonialUpdated,
    },
  });
  const { register } = page.form;
  return (
    <EditorPanel
      id="testimonial-form-title"
      noun="Testimonial"
      screen={screen}
      page={page}
      focus="name"
      note={(t) => `Editing the testimonial from ${t.name}.`}
    >
      <LanguageTabs
        label="Testimonial language"
        hiHasErrors={TESTIMONIAL_HINDI_FIELDS.some((f) => page.form.formState.errors[`hi_${f}`])}
        en={
          <>
            <FormGrid>
              <TextField label="Name" required type="text" autoComplete="off" {...page.field("name")} />
              <TextField
                label="Position"
                type="text"
                placeholder="e.g. Architect"
                {...page.field("position")}
              />
              <TextField label="Company" type="text" {...page.field("company")} />
            </FormGrid>
            <TextField label="Testimonial" required rows={4} {...page.field("testimonial_text")} />
          </>
        }
        hi={
          <>
            <FormGrid>
              <TextField label="नाम" type="text" autoComplete="off" {...page.field("hi_name")} />
              <TextField label="पद" type="text" {...page.field("hi_position")} />
              <TextField label="कंपनी" type="text" {...page.field("hi_company")} />
            </FormGrid>
            <TextField label="प्रशंसापत्र" rows={4} {...page.field("hi_testimonial_text")} />
          </>
        }
      />
      <FormGrid>
        <TextField
          label="Rating"
          hint={`${RATING_MIN} to ${RATING_MAX} stars.`}
          type="number"
          min={RATING_MIN}
          max={RATING_MAX}
          step={1}
          inputMode="numeric"
          {...page.field("rating")}
        />
        <DisplayOrderField {...page.field("display_order")} />
      </FormGrid>
      <ImageUploadField
        label="Photo"
        folder="testimonials"
        hint="A square photo (optional): upload one, or paste a link."
        uploadFailedMessage={ADMIN_MESSAGES.photoUploadFailed}
        onUploadError={(message) => screen.flash.error(message)}
        removable
        value={page.form.watch("avatar_url")}
        onChange={(url) => page.form.setValue("avatar_url", url, { shouldDirty: true })}
        error={page.error("avatar_url")}
      />
      <CheckboxField label="Featured (shown on the home page)" {...register("is_featured")} />
      <CheckboxField label="Active (shown on the website)" {...register("is_active")} />
    </EditorPanel>
  );
}
