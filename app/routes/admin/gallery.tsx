// Gallery in the back office (spec §2 Gallery admin, §5 Gallery form, §7 Gallery calls, §8 messages): one page
// with the add/edit panel on top and the pictures as cards below. A picture is a link or an uploaded file; the
// save is one multipart request with upload progress.
import { type FormEvent, useRef, useState } from "react";
import { GALLERY_CATEGORIES, type GalleryCategory } from "#contract/enums";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { GalleryImage } from "#contract/schemas/gallery";
import { AdminImage } from "../../components/admin/admin-image";
import { adminMeta } from "../../components/admin/admin-meta";
import { confirmAction } from "../../components/admin/confirm";
import { FlashMessage, useFlash } from "../../components/admin/flash";
import {
  CheckboxField,
  FormActions,
  FormField,
  FormGrid,
  UploadProgress,
} from "../../components/admin/form-helpers";
import {
  emptyGalleryValues,
  type GalleryFieldErrors,
  type GalleryFormValues,
  galleryFormData,
  galleryFormErrors,
  galleryToValues,
  type ImageSource,
  sourceOf,
} from "../../components/admin/gallery/gallery-model";
import { ImageFileField } from "../../components/admin/image-upload-field";
import {
  ClearFiltersButton,
  FilterSelect,
  ListPagination,
  ListToolbar,
  SearchBox,
  useListParams,
} from "../../components/admin/list-controls";
import { PageHeader } from "../../components/admin/page-header";
import { StatusBadge, statusLabel } from "../../components/admin/status-badge";
import { errorMessage, useApiData } from "../../components/admin/use-api-data";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, apiRequest } from "../../lib/api-client";
import "../../styles/admin-screens.css";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = () => adminMeta("Gallery");

const LOAD_FAILED = "Failed to load gallery images";
const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((c) => ({ value: c, label: statusLabel(c) }));
const STATUS_OPTIONS = [
  { value: "true", label: "Active Only" },
  { value: "false", label: "Inactive Only" },
];
const FORM_FIELDS = new Set<string>([
  "title",
  "description",
  "category",
  "display_order",
  "image_url",
  "image",
]);

export default function GalleryAdmin() {
  const list = useListParams(["category", "is_active"]);
  const { category, is_active } = list.filters;
  const flash = useFlash();
  const [editing, setEditing] = useState<GalleryImage | null>(null);
  const [values, setValues] = useState<GalleryFormValues>(emptyGalleryValues);
  const [source, setSource] = useState<ImageSource>("url");
  const [file, setFile] = useState<File | null>(null);
  // A new key remounts the file input, the one way to empty it after a save.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [errors, setErrors] = useState<GalleryFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  const images = useApiData(
    async (signal) => {
      setLoadErrorDismissed(false);
      const { data, meta } = await apiRequest<GalleryImage[]>(
        "/gallery",
        { signal, query: { category, is_active, q: list.q, limit: list.limit, offset: list.offset } },
        LOAD_FAILED,
      );
      return { items: data, total: meta?.total ?? data.length };
    },
    [category, is_active, list.q, list.limit, list.offset],
    LOAD_FAILED,
  );
  const rows = images.data?.items ?? [];
  const total = images.data?.total ?? 0;

  function set<K extends keyof GalleryFormValues>(name: K, value: GalleryFormValues[K]) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  }

  function resetPanel() {
    setEditing(null);
    setValues(emptyGalleryValues());
    setSource("url");
    setFile(null);
    setFileInputKey((k) => k + 1);
    setErrors({});
  }

  function startEdit(image: GalleryImage) {
    setEditing(image);
    setValues(galleryToValues(image));
    setSource(sourceOf(image));
    setFile(null);
    setFileInputKey((k) => k + 1);
    setErrors({});
    panelRef.current?.scrollIntoView({ block: "start" });
    titleRef.current?.focus({ preventScroll: true });
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const problems = galleryFormErrors(values, { source, file, editing: editing !== null });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    setProgress(file && source === "file" ? 0 : null);
    try {
      const body = galleryFormData(values, { source, file });
      await apiRequest(
        editing ? `/gallery/${editing.image_id}` : "/gallery",
        {
          method: editing ? "PUT" : "POST",
          body,
          onUploadProgress: file && source === "file" ? setProgress : undefined,
        },
        ADMIN_MESSAGES.imageSaveFailed,
      );
      flash.success(editing ? ADMIN_MESSAGES.imageUpdated : ADMIN_MESSAGES.imageAdded);
      resetPanel();
      await images.reload();
    } catch (err) {
      if (err instanceof ApiError) {
        const fieldErrors: GalleryFieldErrors = {};
        for (const fe of err.errors)
          if (FORM_FIELDS.has(fe.field)) fieldErrors[fe.field as keyof GalleryFieldErrors] ??= fe.message;
        setErrors(fieldErrors);
      }
      flash.error(errorMessage(err, ADMIN_MESSAGES.imageSaveFailed));
    } finally {
      setSaving(false);
      setProgress(null);
    }
  }

  async function remove(image: GalleryImage) {
    if (!confirmAction("deleteImage")) return;
    setBusyId(image.image_id);
    try {
      await apiRequest(`/gallery/${image.image_id}`, { method: "DELETE" }, ADMIN_MESSAGES.imageDeleteFailed);
      if (editing?.image_id === image.image_id) resetPanel();
      flash.success(ADMIN_MESSAGES.imageDeleted);
      await images.reload();
    } catch {
      flash.error(ADMIN_MESSAGES.imageDeleteFailed);
    } finally {
      setBusyId(null);
    }
  }

  const panelTitle = editing ? "Edit Image" : "Add Image";

  return (
    <>
      <PageHeader title={`Gallery (${total})`} subtitle="Pictures shown on the website's gallery page." />
      <FlashMessage flash={flash} />

      <section
        ref={panelRef}
        className={`admin-panel admin-editor${editing ? " admin-editor--editing" : ""}`}
        aria-labelledby="gallery-panel-title"
      >
        <h2 id="gallery-panel-title">{panelTitle}</h2>
        {editing ? (
          <p className="admin-muted">
            Editing “{editing.title}”. Leave the file empty to keep the current picture.
          </p>
        ) : null}
        <form onSubmit={save} noValidate aria-labelledby="gallery-panel-title">
          <FormGrid>
            <FormField label="Title" required error={errors.title}>
              {(c) => (
                <input
                  {...c}
                  ref={titleRef}
                  type="text"
                  value={values.title}
                  onChange={(e) => set("title", e.target.value)}
                />
              )}
            </FormField>
            <FormField label="Category" required error={errors.category}>
              {(c) => (
                <select
                  {...c}
                  value={values.category}
                  onChange={(e) => set("category", e.target.value as GalleryCategory)}
                >
                  {CATEGORY_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
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
          </FormGrid>
          <FormField label="Description" error={errors.description}>
            {(c) => (
              <textarea
                {...c}
                rows={3}
                value={values.description}
                onChange={(e) => set("description", e.target.value)}
              />
            )}
          </FormField>

          <fieldset className="admin-toggle">
            <legend>Image source</legend>
            {(
              [
                ["url", "Use an image URL"],
                ["file", "Upload a file"],
              ] as const
            ).map(([value, label]) => (
              <label key={value}>
                <input
                  type="radio"
                  name="image-source"
                  value={value}
                  checked={source === value}
                  onChange={() => {
                    setSource(value);
                    setErrors((e) => ({ ...e, image: undefined, image_url: undefined }));
                  }}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {source === "url" ? (
            <div className="admin-image-field">
              <FormField
                label="Image URL"
                required
                error={errors.image_url}
                hint="A full web address (https://…) of the picture."
              >
                {(c) => (
                  <input
                    {...c}
                    type="url"
                    inputMode="url"
                    value={values.image_url}
                    onChange={(e) => set("image_url", e.target.value)}
                  />
                )}
              </FormField>
              {values.image_url.trim() ? (
                <AdminImage
                  className="admin-image-field__preview"
                  src={values.image_url.trim()}
                  alt="Image preview"
                />
              ) : null}
            </div>
          ) : (
            <ImageFileField
              key={fileInputKey}
              label="Image file"
              file={file}
              existingUrl={editing?.image_url}
              onFileChange={(f) => {
                setFile(f);
                setErrors((e) => ({ ...e, image: undefined }));
              }}
              required={!editing}
              error={errors.image}
              hint="JPEG, PNG, WebP or GIF, at most 5 MB."
            />
          )}

          <CheckboxField
            label="Active (shown on the website)"
            checked={values.is_active}
            onChange={(e) => set("is_active", e.target.checked)}
          />
          {progress !== null ? <UploadProgress fraction={progress} label="Uploading image" /> : null}
          <FormActions>
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving ? "Saving..." : editing ? "Update Image" : "Add Image"}
            </button>
            {editing ? (
              <button type="button" className="btn btn--ghost" onClick={resetPanel} disabled={saving}>
                Cancel Edit
              </button>
            ) : null}
          </FormActions>
        </form>
      </section>

      <section aria-labelledby="gallery-grid-title">
        <h2 id="gallery-grid-title" className="visually-hidden">
          Gallery images
        </h2>
        <ListToolbar>
          <FilterSelect
            label="Category"
            value={category ?? ""}
            onChange={(v) => list.setFilter("category", v)}
            options={CATEGORY_OPTIONS}
            allLabel="All categories"
          />
          <FilterSelect
            label="Status"
            value={is_active ?? ""}
            onChange={(v) => list.setFilter("is_active", v)}
            options={STATUS_OPTIONS}
          />
          <SearchBox value={list.q} onSearch={list.setQuery} label="Search images" />
          <ClearFiltersButton list={list} />
        </ListToolbar>
        {images.error && !loadErrorDismissed ? (
          <Alert tone="error" onDismiss={() => setLoadErrorDismissed(true)}>
            {images.error}
          </Alert>
        ) : null}
        {images.loading && !images.data ? (
          <Spinner label="Loading images..." showLabel />
        ) : rows.length === 0 ? (
          <p className="admin-panel admin-table__empty">
            {list.hasFilters ? "No images match these filters." : "No images yet. Add the first one above."}
          </p>
        ) : (
          <ul className="admin-gallery-grid" aria-busy={images.loading || undefined}>
            {rows.map((image) => (
              <li
                key={image.image_id}
                className={`admin-gallery-card${editing?.image_id === image.image_id ? " admin-gallery-card--editing" : ""}`}
              >
                <AdminImage className="admin-gallery-card__image" src={image.image_url} alt={image.title} />
                <div className="admin-gallery-card__body">
                  <h3>{image.title}</h3>
                  <div className="admin-gallery-card__meta">
                    <StatusBadge status={image.category} tone="info" />
                    <StatusBadge status={image.is_active ? "active" : "inactive"} />
                    <span className="admin-muted">Order {image.display_order}</span>
                  </div>
                  {image.description ? <p>{image.description}</p> : null}
                  <div className="admin-gallery-card__actions">
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      onClick={() => startEdit(image)}
                      disabled={saving}
                    >
                      Edit<span className="visually-hidden"> {image.title}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn--danger btn--small"
                      onClick={() => void remove(image)}
                      disabled={busyId === image.image_id}
                    >
                      Delete<span className="visually-hidden"> {image.title}</span>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <ListPagination list={list} total={total} itemLabel="images" />
      </section>
    </>
  );
}
