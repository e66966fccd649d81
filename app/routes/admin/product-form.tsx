// Create and edit a product: one multipart save with upload progress; leaving with unsaved changes asks first.
import { useState } from "react";
import { FeatureListEditor } from "#app/admin/components/feature-list-editor.tsx";
import { DisplayOrderField, FormSection, UploadProgress } from "#app/admin/components/form-helpers.tsx";
import {
  Field,
  FormPage,
  type RecordForm,
  TranslatedTabs,
  useRecordForm,
} from "#app/admin/components/form-page.tsx";
import { ImageFileField } from "#app/admin/components/image-upload-field.tsx";
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
import { productsBasics } from "#contract/resources/products";
import type { Product } from "#contract/schemas/product";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/product-form";

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? "Edit product" : "Add product");

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

const PRODUCT_FORM: RecordForm = {
  resource: productsBasics,
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
    // The translated fields (features too), each with its Hindi twin, and the pictures and order.
    serverFields: [
      ...PRODUCT_HINDI_FIELDS.flatMap((f) => [f, `hi_${f}`]),
      "modal_image",
      "image",
      "display_order",
    ],
    extraDirty: (item) => features !== null && !sameList(features, item?.features ?? []),
  });
  const saved: readonly string[] = page.item?.features ?? [];
  // The list as edited, or as saved until the first edit.
  const shown: readonly string[] = features ?? saved;

  const modalUrl = page.form.watch("modal_image").trim();
  const details = (
    <>
      <Field name="name" label="Name" hi="नाम" required />
      <Field name="category" label="Category" hi="श्रेणी" hint="e.g. Vastu remedy, Aroma, Crystal." />
      <Field
        name="short_desc"
        label="Short description"
        hi="संक्षिप्त विवरण"
        hint="Shown on the product card."
        rows={3}
      />
      <Field
        name="full_desc"
        label="Full description"
        hi="पूरा विवरण"
        hint="Shown when the product opens."
        rows={6}
      />
    </>
  );
  return (
    <FormPage page={page} sitePath={page.item ? "/products" : null}>
      <FormSection title="Product Details">
        <TranslatedTabs
          label="Product language"
          en={details}
          hi={
            <>
              {details}
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
        <Field
          name="modal_image"
          label="Modal image URL"
          hint="Used when no modal image file is chosen. Left empty, the product image is shown."
          type="url"
          inputMode="url"
        />
      </FormSection>

      <FormSection title="Settings">
        <Field type="checkbox" name="is_active" label="Active (shown in the product guide)" />
        <DisplayOrderField {...page.field("display_order")} />
      </FormSection>

      {page.progress !== null ? <UploadProgress fraction={page.progress} label="Uploading images" /> : null}
    </FormPage>
  );
}
