// Create and edit a product: one multipart save with upload progress; leaving with unsaved changes asks first.
import { useState } from "react";
import { FeatureListEditor } from "#app/admin/components/feature-list-editor.tsx";
import {
  CheckboxField,
  DisplayOrderField,
  FormSection,
  SubmitActions,
  TextField,
  UploadProgress,
} from "#app/admin/components/form-helpers.tsx";
import { FormPage } from "#app/admin/components/form-page.tsx";
import { ImageFileField } from "#app/admin/components/image-upload-field.tsx";
import { LanguageTabs } from "#app/admin/components/language-tabs.tsx";
import { type RecordForm, useRecordForm } from "#app/admin/hooks/use-record-form.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { PRODUCT_IMAGE_FILE_MESSAGES } from "#app/admin/models/image-file.ts";
import {
  emptyProductValues,
  PRODUCT_HINDI_FIELDS,
  ProductFormSchema,
  type ProductFormValues,
  productFormData,
  productToValues,
} from "#app/admin/models/product-model.ts";
import { products } from "#contract/resources/products";
import type { Product } from "#contract/schemas/product";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/product-form";

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? "Edit product" : "Add product");

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

const PRODUCT_FORM: RecordForm = {
  resource: products,
  record: "product",
  headings: ["Add Product", "Edit Product"],
  submit: ["Create Product", "Update Product"],
};

export default function ProductForm() {
  const [features, setFeatures] = useState<readonly string[] | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [modalImage, setModalImage] = useState<File | null>(null);
  const page = useRecordForm<ProductFormValues, Product>(PRODUCT_FORM, {
    schema: ProductFormSchema,
    empty: emptyProductValues,
    toValues: productToValues,
    toBody: (values, { editing, dirty }): FormData =>
      productFormData(values, shown, { image, modalImage }, !editing || dirty.modal_image === true),
    files: [image, modalImage],
    serverFields: [
      "name",
      "category",
      "short_desc",
      "full_desc",
      "modal_image",
      "features",
      "image",
      "display_order",
      ...PRODUCT_HINDI_FIELDS.map((f) => `hi_${f}` as const),
    ],
    messages: { loadFailedAlways: true },
    extraDirty: (item) => features !== null && !sameList(features, item?.features ?? []),
  });
  const saved: readonly string[] = page.item?.features ?? [];
  // The list as edited, or as saved until the first edit.
  const shown: readonly string[] = features ?? saved;

  const modalUrl = page.form.watch("modal_image").trim();
  return (
    <FormPage page={page} {...page.frame} sitePath={page.item ? "/products" : null}>
      <FormSection title="Product Details">
        <LanguageTabs
          label="Product language"
          hiHasErrors={PRODUCT_HINDI_FIELDS.some((f) => page.form.formState.errors[`hi_${f}`])}
          en={
            <>
              <TextField label="Name" required type="text" {...page.field("name")} />
              <TextField
                label="Category"
                hint="e.g. Vastu remedy, Aroma, Crystal."
                type="text"
                {...page.field("category")}
              />
              <TextField
                label="Short description"
                hint="Shown on the product card."
                rows={3}
                {...page.field("short_desc")}
              />
              <TextField
                label="Full description"
                hint="Shown when the product opens."
                rows={6}
                {...page.field("full_desc")}
              />
            </>
          }
          hi={
            <>
              <TextField label="नाम" type="text" {...page.field("hi_name")} />
              <TextField label="श्रेणी" type="text" {...page.field("hi_category")} />
              <TextField label="संक्षिप्त विवरण" rows={3} {...page.field("hi_short_desc")} />
              <TextField label="पूरा विवरण" rows={6} {...page.field("hi_full_desc")} />
              <FeatureListEditor
                features={page.form.watch("hi_features")}
                onChange={(next) => page.form.setValue("hi_features", [...next], { shouldDirty: true })}
                error={page.error("hi_features")}
                lang="hi"
              />
            </>
          }
        />
      </FormSection>

      <FormSection title="Key Features">
        <FeatureListEditor features={shown} onChange={setFeatures} error={page.error("features")} lang="en" />
      </FormSection>

      <FormSection title="Images">
        <ImageFileField
          label="Product image"
          file={image}
          existingUrl={page.item?.image}
          onFileChange={setImage}
          error={page.error("image")}
          hint="Shown on the product card. An image file under 5 MB."
          messages={PRODUCT_IMAGE_FILE_MESSAGES}
        />
        <ImageFileField
          label="Modal image"
          file={modalImage}
          existingUrl={modalUrl || null}
          onFileChange={setModalImage}
          hint="The larger picture in the product's details. An image file under 5 MB, or a link below."
          messages={PRODUCT_IMAGE_FILE_MESSAGES}
        />
        <TextField
          label="Modal image URL"
          hint="Used when no modal image file is chosen. Left empty, the product image is shown."
          type="url"
          inputMode="url"
          {...page.field("modal_image")}
        />
      </FormSection>

      <FormSection title="Settings">
        <CheckboxField label="Active (shown in the product guide)" {...page.form.register("is_active")} />
        <DisplayOrderField {...page.field("display_order")} />
      </FormSection>

      {page.progress !== null ? <UploadProgress fraction={page.progress} label="Uploading images" /> : null}
      <SubmitActions {...page.actions} />
    </FormPage>
  );
}
