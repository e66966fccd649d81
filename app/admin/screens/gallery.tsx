// The gallery: the add/edit panel on top and the pictures as cards below. A picture is a link or an uploaded
// file; the save is one multipart request with upload progress.
import { useEffect, useState } from "react";
import { AdminImage } from "#app/admin/components/admin-image.tsx";
import { EditorPanel } from "#app/admin/components/editor-panel.tsx";
import {
  CheckboxField,
  DisplayOrderField,
  FormGrid,
  SelectField,
  TextField,
  UploadProgress,
} from "#app/admin/components/form-helpers.tsx";
import { ImageFileField } from "#app/admin/components/image-upload-field.tsx";
import { LanguageTabs } from "#app/admin/components/language-tabs.tsx";
import { booleanFilter, RowActions } from "#app/admin/components/list-columns.tsx";
import type { ListScreenConfig } from "#app/admin/components/list-screen.tsx";
import { StatusBadge, statusLabel } from "#app/admin/components/status-badge.tsx";
import { besideList, useResourceForm } from "#app/admin/hooks/use-resource-form.ts";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import {
  emptyGalleryValues,
  type GalleryFormValues,
  galleryFormData,
  galleryFormSchema,
  galleryToValues,
  type ImageSource,
  sourceOf,
} from "#app/admin/models/gallery-model.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { GALLERY_CATEGORIES } from "#contract/enums";
import type { GalleryImage } from "#contract/schemas/gallery";
import { ENDPOINTS } from "./endpoints.ts";

const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((c) => ({ value: c, label: statusLabel(c) }));

export const galleryScreen: ListScreenConfig<GalleryImage> = {
  options: {
    resource: ENDPOINTS.gallery,
    loadFailed: "Failed to load gallery images",
    deleteConfirm: "deleteImage",
    deleted: ADMIN_MESSAGES.imageDeleted,
    deleteFailed: ADMIN_MESSAGES.imageDeleteFailed,
  },
  title: "Gallery",
  subtitle: "Pictures shown on the website's gallery page.",
  filters: [
    { name: "category", label: "Category", options: CATEGORY_OPTIONS, allLabel: "All categories" },
    booleanFilter("is_active", "Status", ["Active Only", "Inactive Only"]),
  ],
  search: { label: "Search images" },
  caption: "Gallery images",
  empty: { filtered: "No images match these filters.", none: "No images yet. Add the first one above." },
  noun: ["image", "images"],
  slots: {
    top: (screen) => <GalleryEditor screen={screen} />,
    rows: (screen, rows) => <GalleryCards screen={screen} rows={rows} />,
  },
  columns: () => [],
};

/** The pictures as cards, the one being edited marked. */
export function GalleryCards({ screen, rows }: { screen: ResourceList<GalleryImage>; rows: GalleryImage[] }) {
  return (
    <ul className="admin-gallery-grid" aria-busy={screen.reloading || undefined}>
      {rows.map((image) => (
        <li
          key={image.image_id}
          className={`admin-gallery-card${screen.selected?.image_id === image.image_id ? " admin-gallery-card--editing" : ""}`}
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
            <RowActions
              screen={screen}
              row={image}
              about={image.title}
              onEdit={() => screen.setSelected(image)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The add/edit panel; the picture being edited is the list's selected row. */
export function GalleryEditor({ screen }: { screen: ResourceList<GalleryImage> }) {
  const editing = screen.selected;
  const [source, setSource] = useState<ImageSource>("url");
  const [file, setFile] = useState<File | null>(null);
  // A new key remounts the file input, the one way to empty it after a save.
  const [fileInputKey, setFileInputKey] = useState(0);
  const page = useResourceForm<GalleryFormValues, GalleryImage>({
    resource: ENDPOINTS.gallery,
    ...besideList(screen, () => {
      setSource("url");
      setFile(null);
      setFileInputKey((k) => k + 1);
    }),
    schema: galleryFormSchema({ source, file, editing: editing !== null }),
    empty: emptyGalleryValues,
    toValues: galleryToValues,
    toBody: (values) => galleryFormData(values, { source, file }),
    files: [source === "file" ? file : null],
    serverFields: ["title", "description", "category", "display_order", "image_url", "image"],
    messages: {
      saveFailed: ADMIN_MESSAGES.imageSaveFailed,
      created: ADMIN_MESSAGES.imageAdded,
      updated: ADMIN_MESSAGES.imageUpdated,
    },
  });
  const { register, watch, clearErrors } = page.form;
  useEffect(() => {
    setSource(editing ? sourceOf(editing) : "url");
    setFile(null);
    setFileInputKey((k) => k + 1);
  }, [editing]);
  const url = watch("image_url").trim();
  return (
    <EditorPanel
      id="gallery-panel-title"
      noun="Image"
      screen={screen}
      page={page}
      focus="title"
      sitePath="/gallery"
      note={(image) => `Editing “${image.title}”. Leave the file empty to keep the current picture.`}
    >
      <LanguageTabs
        label="Caption language"
        hiHasErrors={!!(page.form.formState.errors.hi_title || page.form.formState.errors.hi_description)}
        en={
          <>
            <TextField label="Title" required type="text" {...page.field("title")} />
            <TextField label="Description" rows={3} {...page.field("description")} />
          </>
        }
        hi={
          <>
            <TextField label="शीर्षक" type="text" {...page.field("hi_title")} />
            <TextField label="विवरण" rows={3} {...page.field("hi_description")} />
          </>
        }
      />
      <FormGrid>
        <SelectField label="Category" required options={CATEGORY_OPTIONS} {...page.field("category")} />
        <DisplayOrderField {...page.field("display_order")} />
      </FormGrid>

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
                clearErrors(["image_url", "image" as "image_url"]);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {source === "url" ? (
        <div className="admin-image-field">
          <TextField
            label="Image URL"
            required
            hint="A full web address (https://…) of the picture."
            type="url"
            inputMode="url"
            {...page.field("image_url")}
          />
          {url ? <AdminImage className="admin-image-field__preview" src={url} alt="Image preview" /> : null}
        </div>
      ) : (
        <ImageFileField
          key={fileInputKey}
          label="Image file"
          file={file}
          existingUrl={editing?.image_url}
          onFileChange={(f) => {
            setFile(f);
            clearErrors("image" as "image_url");
          }}
          required={!editing}
          error={page.error("image")}
          hint="JPEG, PNG, WebP or GIF, at most 5 MB."
        />
      )}

      <CheckboxField label="Active (shown on the website)" {...register("is_active")} />
      {page.progress !== null ? <UploadProgress fraction={page.progress} label="Uploading image" /> : null}
    </EditorPanel>
  );
}
