// Create and edit a product (spec §2 Products admin, §5 Product form, §7 Product create/update, §8 messages): one
// multipart save with upload progress; leaving with unsaved changes asks first.
import { type KeyboardEvent, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { Product } from "#contract/schemas/product";
import { adminMeta } from "../../components/admin/admin-meta";
import { FlashMessage, useFlash } from "../../components/admin/flash";
import { FormActions, FormField, FormSection, UploadProgress } from "../../components/admin/form-helpers";
import { PRODUCT_IMAGE_FILE_MESSAGES } from "../../components/admin/image-file";
import { ImageFileField } from "../../components/admin/image-upload-field";
import { PageHeader } from "../../components/admin/page-header";
import {
  addFeature,
  emptyProductValues,
  FEATURE_MAX_LENGTH,
  type ProductFieldErrors,
  type ProductFormValues,
  productFormData,
  productFormErrors,
  productToValues,
} from "../../components/admin/products/product-model";
import { useUnsavedChangesGuard } from "../../components/admin/unsaved-changes";
import { errorMessage } from "../../components/admin/use-api-data";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, apiRequest } from "../../lib/api-client";
import "../../styles/admin-screens.css";
import { applyServerFieldErrors } from "../../lib/server-field-errors";
import type { Route } from "./+types/product-form";
import type { ProductsListState } from "./products-list";

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? "Edit product" : "Add product");

const TEXT_FIELDS = new Set<keyof ProductFormValues>([
  "name",
  "category",
  "short_desc",
  "full_desc",
  "modal_image",
]);

export default function ProductForm() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const flash = useFlash({ successMs: null, errorMs: null });
  const [loaded, setLoaded] = useState(!editing);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [features, setFeatures] = useState<readonly string[]>([]);
  const [savedFeatures, setSavedFeatures] = useState<readonly string[]>([]);
  const [featureDraft, setFeatureDraft] = useState("");
  const [image, setImage] = useState<File | null>(null);
  const [modalImage, setModalImage] = useState<File | null>(null);
  const [otherErrors, setOtherErrors] = useState<Pick<ProductFieldErrors, "features" | "image">>({});
  const [progress, setProgress] = useState<number | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty, dirtyFields, isSubmitting },
  } = useForm<ProductFormValues>({ defaultValues: emptyProductValues() });

  const featuresChanged =
    features.length !== savedFeatures.length || features.some((f, i) => f !== savedFeatures[i]);
  const dirty = isDirty || featuresChanged || image !== null || modalImage !== null;
  const guard = useUnsavedChangesGuard(dirty && !isSubmitting);

  useEffect(() => {
    if (!editing) return;
    const controller = new AbortController();
    apiRequest<Product>(`/products/${id}`, { signal: controller.signal }, ADMIN_MESSAGES.productLoadFailed)
      .then(({ data }) => {
        setProduct(data);
        reset(productToValues(data));
        setFeatures(data.features);
        setSavedFeatures(data.features);
        setLoaded(true);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoadError(ADMIN_MESSAGES.productLoadFailed);
      });
    return () => controller.abort();
  }, [editing, id, reset]);

  function commitFeature() {
    const next = addFeature(features, featureDraft);
    if (next !== features) setFeatures(next);
    setFeatureDraft("");
  }

  function onFeatureKey(e: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the feature rather than sending the whole form.
    if (e.key !== "Enter") return;
    e.preventDefault();
    commitFeature();
  }

  async function onSubmit(values: ProductFormValues) {
    flash.clear();
    setOtherErrors({});
    const problems = productFormErrors(values, features);
    if (Object.keys(problems).length > 0) {
      for (const [field, message] of Object.entries(problems))
        if (TEXT_FIELDS.has(field as keyof ProductFormValues))
          setError(field as keyof ProductFormValues, { message }, { shouldFocus: true });
      setOtherErrors({ features: problems.features });
      return;
    }
    const withFiles = image !== null || modalImage !== null;
    setProgress(withFiles ? 0 : null);
    try {
      const body = productFormData(
        values,
        features,
        { image, modalImage },
        !editing || dirtyFields.modal_image === true,
      );
      await apiRequest(
        editing ? `/products/${id}` : "/products",
        { method: editing ? "PUT" : "POST", body, onUploadProgress: withFiles ? setProgress : undefined },
        ADMIN_MESSAGES.productSaveFailed,
      );
      guard.release();
      const state: ProductsListState = {
        flash: editing ? ADMIN_MESSAGES.productUpdated : ADMIN_MESSAGES.productCreated,
      };
      navigate("/admin/products", { state });
    } catch (err) {
      applyServerFieldErrors(err, setError, TEXT_FIELDS);
      if (err instanceof ApiError)
        for (const e of err.errors)
          if (e.field === "features" || e.field === "image")
            setOtherErrors((o) => ({ ...o, [e.field]: e.message }));
      flash.error(errorMessage(err, ADMIN_MESSAGES.productSaveFailed));
    } finally {
      setProgress(null);
    }
  }

  const heading = editing ? "Edit Product" : "Add Product";
  const back = (
    <Link className="btn btn--ghost" to="/admin/products">
      Back to products
    </Link>
  );
  if (loadError)
    return (
      <>
        <PageHeader title={heading} actions={back} />
        <div className="ui-alert ui-alert--error" role="alert">
          {loadError}
        </div>
      </>
    );
  if (!loaded)
    return (
      <>
        <PageHeader title={heading} />
        <Spinner label="Loading product..." showLabel />
      </>
    );

  const err = (name: keyof ProductFormValues) => errors[name]?.message;
  const modalUrl = watch("modal_image").trim();

  return (
    <>
      <PageHeader title={heading} actions={back} />
      <FlashMessage flash={flash} />
      <form className="admin-form" onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormSection title="Product Details">
          <FormField label="Name" required error={err("name")}>
            {(c) => <input {...c} type="text" {...register("name")} />}
          </FormField>
          <FormField label="Category" error={err("category")} hint="e.g. Vastu remedy, Aroma, Crystal.">
            {(c) => <input {...c} type="text" {...register("category")} />}
          </FormField>
          <FormField label="Short description" error={err("short_desc")} hint="Shown on the product card.">
            {(c) => <textarea {...c} rows={3} {...register("short_desc")} />}
          </FormField>
          <FormField label="Full description" error={err("full_desc")} hint="Shown when the product opens.">
            {(c) => <textarea {...c} rows={6} {...register("full_desc")} />}
          </FormField>
        </FormSection>

        <FormSection title="Key Features">
          <div className="admin-feature-add">
            <FormField label="New feature" error={otherErrors.features}>
              {(c) => (
                <input
                  {...c}
                  type="text"
                  maxLength={FEATURE_MAX_LENGTH}
                  value={featureDraft}
                  onChange={(e) => setFeatureDraft(e.target.value)}
                  onKeyDown={onFeatureKey}
                />
              )}
            </FormField>
            <button type="button" className="btn btn--secondary" onClick={commitFeature}>
              Add Feature
            </button>
          </div>
          {features.length === 0 ? (
            <p className="admin-muted">No features yet.</p>
          ) : (
            <ul className="admin-feature-list" aria-label="Features">
              {features.map((feature, index) => (
                // Features may repeat, so the position is part of the key.
                <li key={`${index}-${feature}`}>
                  <span>{feature}</span>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    onClick={() => setFeatures(features.filter((_, i) => i !== index))}
                  >
                    Remove<span className="visually-hidden"> feature: {feature}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </FormSection>

        <FormSection title="Images">
          <ImageFileField
            label="Product image"
            file={image}
            existingUrl={product?.image}
            onFileChange={setImage}
            error={otherErrors.image}
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
          <FormField
            label="Modal image URL"
            error={err("modal_image")}
            hint="Used when no modal image file is chosen. Left empty, the product image is shown."
          >
            {(c) => <input {...c} type="url" inputMode="url" {...register("modal_image")} />}
          </FormField>
        </FormSection>

        {progress !== null ? <UploadProgress fraction={progress} label="Uploading images" /> : null}
        <FormActions>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : editing ? "Update Product" : "Create Product"}
          </button>
          <Link className="btn btn--ghost" to="/admin/products">
            Cancel
          </Link>
        </FormActions>
      </form>
    </>
  );
}
