// Testimonials in the back office (spec §2 Testimonials, §3 fields and defaults, §5 rules, §8 messages): the
// add/edit form sits above the table, and Edit fills it in place.
import { type FormEvent, useRef, useState } from "react";
import { RATING_MAX, RATING_MIN } from "#contract/constants";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { Testimonial } from "#contract/schemas/testimonial";
import { EMPTY_CELL } from "../../components/admin/admin-format";
import { StarIcon } from "../../components/admin/admin-icons";
import { AdminImage } from "../../components/admin/admin-image";
import { adminMeta } from "../../components/admin/admin-meta";
import { confirmAction } from "../../components/admin/confirm";
import { type Column, DataTable } from "../../components/admin/data-table";
import { FlashMessage, useFlash } from "../../components/admin/flash";
import { CheckboxField, FormActions, FormField, FormGrid } from "../../components/admin/form-helpers";
import { PageHeader } from "../../components/admin/page-header";
import { StatusBadge } from "../../components/admin/status-badge";
import {
  checkTestimonial,
  emptyTestimonialValues,
  type TestimonialFieldErrors,
  type TestimonialFormValues,
  testimonialToValues,
} from "../../components/admin/testimonials/testimonial-model";
import { useApiData } from "../../components/admin/use-api-data";
import { Alert } from "../../components/ui/alert";
import { apiRequest } from "../../lib/api-client";
import "../../styles/admin-screens.css";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = () => adminMeta("Testimonials");

const LOAD_FAILED = "Failed to load testimonials";
/** The public site shows the same picture for a testimonial without one (spec §9). */
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

export default function TestimonialsAdmin() {
  const flash = useFlash();
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [values, setValues] = useState<TestimonialFormValues>(emptyTestimonialValues);
  const [errors, setErrors] = useState<TestimonialFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const testimonials = useApiData(
    async (signal) => {
      setLoadErrorDismissed(false);
      return (await apiRequest<Testimonial[]>("/testimonials", { signal }, LOAD_FAILED)).data;
    },
    [],
    LOAD_FAILED,
  );
  const rows = testimonials.data ?? [];

  function set<K extends keyof TestimonialFormValues>(name: K, value: TestimonialFormValues[K]) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  }

  function resetForm() {
    setEditing(null);
    setValues(emptyTestimonialValues());
    setErrors({});
  }

  function startEdit(t: Testimonial) {
    setEditing(t);
    setValues(testimonialToValues(t));
    setErrors({});
    panelRef.current?.scrollIntoView({ block: "start" });
    nameRef.current?.focus({ preventScroll: true });
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const check = checkTestimonial(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setSaving(true);
    try {
      await apiRequest(
        editing ? `/testimonials/${editing.testimonial_id}` : "/testimonials",
        { method: editing ? "PUT" : "POST", body: check.payload },
        ADMIN_MESSAGES.testimonialSaveFailed,
      );
      flash.success(editing ? ADMIN_MESSAGES.testimonialUpdated : ADMIN_MESSAGES.testimonialAdded);
      resetForm();
      await testimonials.reload();
    } catch {
      flash.error(ADMIN_MESSAGES.testimonialSaveFailed);
    } finally {
      setSaving(false);
    }
  }

  async function remove(t: Testimonial) {
    if (!confirmAction("deleteTestimonial")) return;
    setBusyId(t.testimonial_id);
    try {
      await apiRequest(
        `/testimonials/${t.testimonial_id}`,
        { method: "DELETE" },
        ADMIN_MESSAGES.deleteFailed,
      );
      if (editing?.testimonial_id === t.testimonial_id) resetForm();
      flash.success(ADMIN_MESSAGES.deleted);
      await testimonials.reload();
    } catch {
      flash.error(ADMIN_MESSAGES.deleteFailed);
    } finally {
      setBusyId(null);
    }
  }

  const columns: Column<Testimonial>[] = [
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
    {
      key: "actions",
      header: "Actions",
      cell: (t) => (
        <div className="admin-row-actions">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => startEdit(t)}
            disabled={saving}
          >
            Edit<span className="visually-hidden"> the testimonial from {t.name}</span>
          </button>
          <button
            type="button"
            className="btn btn--danger btn--small"
            onClick={() => void remove(t)}
            disabled={busyId === t.testimonial_id}
          >
            Delete<span className="visually-hidden"> the testimonial from {t.name}</span>
          </button>
        </div>
      ),
    },
  ];

  const title = editing ? "Edit Testimonial" : "Add Testimonial";

  return (
    <>
      <PageHeader
        title={`Testimonials (${rows.length})`}
        subtitle="Words from students and clients, shown on the home page."
      />
      <FlashMessage flash={flash} />

      <section
        ref={panelRef}
        className={`admin-panel admin-editor${editing ? " admin-editor--editing" : ""}`}
        aria-labelledby="testimonial-form-title"
      >
        <h2 id="testimonial-form-title">{title}</h2>
        {editing ? <p className="admin-muted">Editing the testimonial from {editing.name}.</p> : null}
        <form onSubmit={save} noValidate aria-labelledby="testimonial-form-title">
          <FormGrid>
            <FormField label="Name" required error={errors.name}>
              {(c) => (
                <input
                  {...c}
                  ref={nameRef}
                  type="text"
                  autoComplete="off"
                  value={values.name}
                  onChange={(e) => set("name", e.target.value)}
                />
              )}
            </FormField>
            <FormField label="Position" error={errors.position}>
              {(c) => (
                <input
                  {...c}
                  type="text"
                  placeholder="e.g. Architect"
                  value={values.position}
                  onChange={(e) => set("position", e.target.value)}
                />
              )}
            </FormField>
            <FormField label="Company" error={errors.company}>
              {(c) => (
                <input
                  {...c}
                  type="text"
                  value={values.company}
                  onChange={(e) => set("company", e.target.value)}
                />
              )}
            </FormField>
          </FormGrid>
          <FormField label="Testimonial" required error={errors.testimonial_text}>
            {(c) => (
              <textarea
                {...c}
                rows={4}
                value={values.testimonial_text}
                onChange={(e) => set("testimonial_text", e.target.value)}
              />
            )}
          </FormField>
          <FormGrid>
            <FormField label="Rating" error={errors.rating} hint={`${RATING_MIN} to ${RATING_MAX} stars.`}>
              {(c) => (
                <input
                  {...c}
                  type="number"
                  min={RATING_MIN}
                  max={RATING_MAX}
                  step={1}
                  inputMode="numeric"
                  value={values.rating}
                  onChange={(e) => set("rating", e.target.value)}
                />
              )}
            </FormField>
            <FormField label="Display order" error={errors.display_order} hint="Lower numbers come first.">
              {(c) => (
                <input
                  {...c}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={values.display_order}
                  onChange={(e) => set("display_order", e.target.value)}
                />
              )}
            </FormField>
            <FormField
              label="Avatar URL"
              error={errors.avatar_url}
              hint="A link to a square photo (optional)."
            >
              {(c) => (
                <input
                  {...c}
                  type="url"
                  inputMode="url"
                  value={values.avatar_url}
                  onChange={(e) => set("avatar_url", e.target.value)}
                />
              )}
            </FormField>
          </FormGrid>
          <CheckboxField
            label="Featured (shown on the home page)"
            checked={values.is_featured}
            onChange={(e) => set("is_featured", e.target.checked)}
          />
          <CheckboxField
            label="Active (shown on the website)"
            checked={values.is_active}
            onChange={(e) => set("is_active", e.target.checked)}
          />
          <FormActions>
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving ? "Saving..." : editing ? "Update Testimonial" : "Add Testimonial"}
            </button>
            {editing ? (
              <button type="button" className="btn btn--ghost" onClick={resetForm} disabled={saving}>
                Cancel Edit
              </button>
            ) : null}
          </FormActions>
        </form>
      </section>

      {testimonials.error && !loadErrorDismissed ? (
        <Alert tone="error" onDismiss={() => setLoadErrorDismissed(true)}>
          {testimonials.error}
        </Alert>
      ) : null}
      <DataTable
        caption="Testimonials"
        columns={columns}
        rows={rows}
        rowKey={(t) => t.testimonial_id}
        loading={testimonials.loading && !testimonials.data}
        loadingLabel="Loading testimonials..."
        empty="No testimonials yet. Add the first one above."
        footer={`Total: ${rows.length} ${rows.length === 1 ? "testimonial" : "testimonials"}`}
      />
    </>
  );
}
