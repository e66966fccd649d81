// The gallery panel's values and rules: title and category required, the picture given as a URL or as a file of
// at most 5 MB (a file is required when adding in file mode), display order a whole number from 0. Field rules come from the contract's schema, so the form and the API agree.

import { GALLERY_DEFAULT_CATEGORY } from "#contract/constants";
import type { GalleryCategory } from "#contract/enums";
import { VALIDATION_MESSAGES } from "#contract/messages";
import { GalleryCreateSchema, type GalleryImage } from "#contract/schemas/gallery";
import { fieldErrorsSchema, firstErrorPerField } from "./field-errors";
import { type HindiValues, hindiTab } from "./hindi-fields";
import { checkImageFile } from "./image-file";

export type ImageSource = "url" | "file";

/** The caption in Hindi (हिन्दी tab). */
const HINDI_FIELDS = ["title", "description"] as const;
const hindi = hindiTab(HINDI_FIELDS);

export interface GalleryFormValues extends HindiValues<(typeof HINDI_FIELDS)[number]> {
  title: string;
  description: string;
  category: GalleryCategory;
  display_order: string;
  is_active: boolean;
  image_url: string;
}

export type GalleryFieldErrors = Partial<Record<keyof GalleryFormValues | "image", string>>;

export function emptyGalleryValues(): GalleryFormValues {
  return {
    title: "",
    description: "",
    category: GALLERY_DEFAULT_CATEGORY,
    display_order: "0",
    is_active: true,
    image_url: "",
    ...hindi.values(),
  };
}

export function galleryToValues(image: GalleryImage): GalleryFormValues {
  return {
    title: image.title,
    description: image.description ?? "",
    category: image.category,
    display_order: String(image.display_order),
    is_active: image.is_active,
    image_url: image.image_url,
    ...hindi.values(image.translations),
  };
}

/** Pictures stored by our own upload pipeline open in file mode; anything else is a link. */
export function sourceOf(image: GalleryImage): ImageSource {
  return image.image_url.startsWith("/uploads/") ? "file" : "url";
}

/** The first message per field, or an empty object when the panel may be sent. */
export function galleryFormErrors(
  values: GalleryFormValues,
  image: { source: ImageSource; file: File | null; editing: boolean },
): GalleryFieldErrors {
  const parsed = GalleryCreateSchema.safeParse({
    ...values,
    image_url: image.source === "url" ? values.image_url : "",
    translations: hindi.translations(values),
  });
  const errors: GalleryFieldErrors = parsed.success ? {} : firstErrorPerField(parsed.error.issues);
  if (image.source === "url" && !values.image_url.trim())
    errors.image_url = VALIDATION_MESSAGES.imageUrlOrFile;
  if (image.source === "file") {
    const problem = image.file ? checkImageFile(image.file) : null;
    if (problem) errors.image = problem;
    // Editing in file mode without a new file keeps the stored picture.
    else if (!image.file && !image.editing) errors.image = VALIDATION_MESSAGES.imageUrlOrFile;
  }
  return errors;
}

/** The multipart body of POST /api/gallery and PUT /api/gallery/{id}. */
export function galleryFormData(
  values: GalleryFormValues,
  image: { source: ImageSource; file: File | null },
): FormData {
  const body = new FormData();
  body.set("title", values.title.trim());
  body.set("description", values.description.trim());
  body.set("category", values.category);
  body.set("display_order", values.display_order.trim());
  body.set("is_active", values.is_active ? "true" : "false");
  body.set("translations", JSON.stringify(hindi.translations(values)));
  if (image.source === "file") {
    if (image.file) body.set("image", image.file);
  } else body.set("image_url", values.image_url.trim());
  return body;
}

/** The rules above as one schema, for the form's resolver: it depends on the source and file of the moment. */
export function galleryFormSchema(image: { source: ImageSource; file: File | null; editing: boolean }) {
  return fieldErrorsSchema((values: GalleryFormValues) => galleryFormErrors(values, image));
}
