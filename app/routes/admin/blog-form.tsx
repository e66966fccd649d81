// Create and edit a blog post (spec §2, §5 Blog form, §7 multipart save). The rich-text editor is loaded only
// here, on demand, so no other page downloads it.
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "#contract/enums";
import { slugify } from "#contract/fields";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { BlogPost } from "#contract/schemas/blog";
import { adminMeta } from "../../components/admin/admin-meta";
import {
  type BlogFormValues,
  blogFormData,
  blogToValues,
  checkBlogValues,
  emptyBlogValues,
} from "../../components/admin/blogs/blog-model";
import { FlashMessage, useFlash } from "../../components/admin/flash";
import {
  CheckboxField,
  FormActions,
  FormField,
  FormGrid,
  FormSection,
  UploadProgress,
} from "../../components/admin/form-helpers";
import { ImageFileField } from "../../components/admin/image-upload-field";
import { PageHeader } from "../../components/admin/page-header";
import { statusLabel } from "../../components/admin/status-badge";
import { useUnsavedChangesGuard } from "../../components/admin/unsaved-changes";
import { errorMessage } from "../../components/admin/use-api-data";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, apiRequest } from "../../lib/api-client";
import { applyServerFieldErrors } from "../../lib/server-field-errors";
import type { Route } from "./+types/blog-form";

const RichTextEditor = lazy(() => import("../../components/admin/blogs/rich-text-editor"));

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(params.id ? "Edit blog post" : "Create blog post");

const FORM_FIELDS = new Set<keyof BlogFormValues>([
  "title",
  "slug",
  "excerpt",
  "content",
  "author",
  "published_date",
  "category",
  "read_time",
  "status",
]);

/** Spec §8: the server's message, else the first validation error, else 'Failed to save blog'. */
function saveErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status !== 0)
    return err.message || err.errors[0]?.message || ADMIN_MESSAGES.blogSaveFailed;
  return errorMessage(err, ADMIN_MESSAGES.blogSaveFailed);
}

export default function BlogForm() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const flash = useFlash({ successMs: null, errorMs: null });
  const contentLabelId = useId();
  const [slugEdited, setSlugEdited] = useState(editing);
  const [loaded, setLoaded] = useState<BlogPost | null | undefined>(editing ? undefined : null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<BlogFormValues>({ defaultValues: emptyBlogValues() });
  const guard = useUnsavedChangesGuard((isDirty || image !== null) && !isSubmitting);

  useEffect(() => {
    if (!editing) return;
    const controller = new AbortController();
    apiRequest<BlogPost>(`/blogs/${id}`, { signal: controller.signal }, ADMIN_MESSAGES.blogLoadFailed)
      .then(({ data }) => {
        reset(blogToValues(data));
        setLoaded(data);
      })
      .catch((err) => {
        if (!controller.signal.aborted) setLoadError(errorMessage(err, ADMIN_MESSAGES.blogLoadFailed));
      });
    return () => controller.abort();
  }, [editing, id, reset]);

  const title = watch("title");
  useEffect(() => {
    if (!slugEdited) setValue("slug", slugify(title), { shouldDirty: true });
  }, [title, slugEdited, setValue]);

  async function onSubmit(values: BlogFormValues) {
    flash.clear();
    const problem = checkBlogValues(values, { creating: !editing, hasFile: image !== null });
    if (problem) {
      flash.error(problem);
      return;
    }
    try {
      const body = blogFormData(values, image);
      await apiRequest(editing ? `/blogs/${id}` : "/blogs", {
        method: editing ? "PUT" : "POST",
        body,
        onUploadProgress: image ? setProgress : undefined,
      });
      guard.release();
      window.alert(editing ? ADMIN_MESSAGES.blogUpdated : ADMIN_MESSAGES.blogCreated);
      navigate("/admin/blogs");
    } catch (err) {
      applyServerFieldErrors(err, setError, FORM_FIELDS);
      flash.error(saveErrorMessage(err));
    } finally {
      setProgress(null);
    }
  }

  const heading = editing ? "Edit Blog Post" : "Create Blog Post";
  const back = (
    <Link className="btn btn--ghost" to="/admin/blogs">
      Back to blogs
    </Link>
  );
  if (loadError)
    return (
      <>
        <PageHeader title={heading} actions={back} />
        <Alert tone="error">{loadError}</Alert>
      </>
    );
  if (loaded === undefined)
    return (
      <>
        <PageHeader title={heading} actions={back} />
        <Spinner label="Loading blog post..." showLabel />
      </>
    );

  const err = (name: keyof BlogFormValues) => errors[name]?.message as string | undefined;
  const contentError = err("content");
  return (
    <>
      <PageHeader title={heading} actions={back} />
      <FlashMessage flash={flash} />
      <form className="admin-form" onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormSection title="Post">
          <FormField label="Title" required error={err("title")}>
            {(c) => <input {...c} type="text" {...register("title")} />}
          </FormField>
          <FormField
            label="Slug"
            required
            error={err("slug")}
            hint="Used in the article's web address: lower-case letters, numbers and hyphens."
          >
            {(c) => (
              <div style={{ display: "flex", gap: "var(--space-2)" }}>
                <input {...c} type="text" {...register("slug", { onChange: () => setSlugEdited(true) })} />
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => setValue("slug", slugify(watch("title")), { shouldDirty: true })}
                >
                  Generate
                </button>
              </div>
            )}
          </FormField>
          <FormField
            label="Excerpt"
            required
            error={err("excerpt")}
            hint="One or two sentences shown on the blog cards."
          >
            {(c) => <textarea {...c} rows={3} {...register("excerpt")} />}
          </FormField>
          <div className={`ui-field${contentError ? " ui-field--invalid" : ""}`}>
            <span id={contentLabelId} className="ui-field__label">
              Content
              <span className="ui-field__required" aria-hidden="true">
                {" "}
                *
              </span>
            </span>
            <Suspense fallback={<Spinner label="Loading editor..." showLabel />}>
              <RichTextEditor
                initialHtml={loaded?.content ?? ""}
                labelId={contentLabelId}
                invalid={!!contentError}
                describedBy={contentError ? `${contentLabelId}-error` : undefined}
                onChange={(html) => setValue("content", html, { shouldDirty: true })}
                onError={(m) => flash.error(m)}
              />
            </Suspense>
            {contentError ? (
              <p id={`${contentLabelId}-error`} className="ui-field__error">
                {contentError}
              </p>
            ) : null}
          </div>
        </FormSection>

        <FormSection title="Details">
          <FormGrid>
            <FormField label="Author" required error={err("author")}>
              {(c) => <input {...c} type="text" {...register("author")} />}
            </FormField>
            <FormField label="Published date" required error={err("published_date")}>
              {(c) => <input {...c} type="date" {...register("published_date")} />}
            </FormField>
            <FormField label="Category" required error={err("category")}>
              {(c) => (
                <select {...c} {...register("category")}>
                  {BLOG_CATEGORIES.map((cat) => (
                    <option key={cat} value={cat}>
                      {cat}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Read time" error={err("read_time")}>
              {(c) => <input {...c} type="text" {...register("read_time")} />}
            </FormField>
            <FormField label="Status" error={err("status")}>
              {(c) => (
                <select {...c} {...register("status")}>
                  {BLOG_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(s)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </FormGrid>
          <CheckboxField label="Featured post" {...register("is_featured")} />
        </FormSection>

        <FormSection title="Featured Image">
          <ImageFileField
            label="Featured image"
            required={!editing}
            file={image}
            existingUrl={loaded?.image ?? null}
            onFileChange={setImage}
            onInvalid={(m) => flash.error(m)}
            hint="JPEG, PNG, WebP or GIF, at most 5 MB."
          />
          {progress !== null ? <UploadProgress fraction={progress} label="Uploading image" /> : null}
        </FormSection>

        <FormActions>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : editing ? "Update Post" : "Create Post"}
          </button>
          <Link className="btn btn--ghost" to="/admin/blogs">
            Cancel
          </Link>
        </FormActions>
      </form>
    </>
  );
}
