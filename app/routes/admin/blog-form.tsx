// Create and edit a blog post: one multipart save. The rich-text editor is loaded only by the forms that show it,
// on demand, so no other page downloads it.
import { useState } from "react";
import { FormGrid, FormSection, UploadProgress } from "#app/admin/components/form-helpers.tsx";
import {
  Field,
  FormPage,
  type RecordForm,
  Section,
  TranslatedTabs,
  useRecordForm,
} from "#app/admin/components/form-page.tsx";
import { ImageFileField } from "#app/admin/components/image-upload-field.tsx";
import { Rich, Slug } from "#app/admin/components/record-text-fields.tsx";
import { statusLabel } from "#app/admin/components/status-badge.tsx";
import { errorMessage } from "#app/admin/hooks/use-api-data.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import {
  BlogFormSchema,
  type BlogFormValues,
  blogFormData,
  blogToValues,
  checkBlogImage,
  emptyBlogValues,
} from "#app/admin/models/blog-model.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "#contract/enums";
import { blogsBasics } from "#contract/resources/blogs";
import type { BlogPost } from "#contract/schemas/blog";
import type { Route } from "./+types/blog-form";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(params.id ? "Edit blog post" : "Create blog post");

/** The server's message, else its first validation error, else 'Failed to save blog'. */
function saveErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status !== 0)
    return err.message || err.errors[0]?.message || ADMIN_MESSAGES.blogSaveFailed;
  return errorMessage(err, ADMIN_MESSAGES.blogSaveFailed);
}

const STATUS_OPTIONS = BLOG_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

const BLOG_FORM: RecordForm = {
  resource: blogsBasics,
  record: "blog",
  headings: ["Create Blog Post", "Edit Blog Post"],
  submit: ["Create Post", "Update Post"],
  alert: true,
};

export default function BlogForm() {
  const [image, setImage] = useState<File | null>(null);
  const page = useRecordForm<BlogFormValues, BlogPost>(BLOG_FORM, {
    schema: BlogFormSchema,
    empty: emptyBlogValues,
    toValues: blogToValues,
    toBody: (values) => blogFormData(values, image),
    slug: { from: "title", to: "slug" },
    files: [image],
    check: (_, { editing }) => checkBlogImage({ creating: !editing, hasFile: image !== null }),
    clientErrors: "flash",
    messages: { saveError: saveErrorMessage },
  });
  // A Hindi-only post needs its Hindi title and content, and no English content.
  const hindiOnly = page.form.watch("hindi_only");
  const post = (
    <>
      <Field name="title" label="Title" hi="शीर्षक" required hiRequired={hindiOnly} />
      <Slug hint="Used in the article's web address: lower-case letters, numbers and hyphens." />
      <Field
        name="excerpt"
        label="Excerpt"
        hi="सारांश"
        required
        hint="One or two sentences shown on the blog cards."
        rows={3}
      />
      <Rich name="content" label="Content" hi="सामग्री" required={!hindiOnly} hiRequired={hindiOnly} videos />
    </>
  );
  // Author and read time are translated too: the हिन्दी tab shows them after the post's texts.
  const details = (
    <Section title="Details">
      <FormGrid>
        <Field name="author" label="Author" hi="लेखक" required />
        <Field name="published_date" label="Published date" required type="date" />
        <Field name="category" label="Category" required options={BLOG_CATEGORIES} />
        <Field name="read_time" label="Read time" hi="पढ़ने का समय" />
        <Field name="status" label="Status" options={STATUS_OPTIONS} />
      </FormGrid>
      <Field type="checkbox" name="is_featured" label="Featured post" />
    </Section>
  );
  return (
    <FormPage page={page} sitePath={page.item ? `/blog/${page.item.slug}` : null}>
      <FormSection title="Post">
        <Field type="checkbox" name="hindi_only" label="Hindi only (no English version)" />
        <TranslatedTabs
          label="Post language"
          en={post}
          hi={
            <>
              {post}
              {details}
            </>
          }
        />
      </FormSection>
      {details}

      <FormSection title="Featured Image">
        <ImageFileField
          label="Featured image"
          required={!page.editing}
          file={image}
          existingUrl={page.item?.image ?? null}
          onFileChange={setImage}
          onInvalid={(m) => page.flash.error(m)}
          hint="JPEG, PNG, WebP or GIF, at most 5 MB."
        />
        {page.progress !== null ? <UploadProgress fraction={page.progress} label="Uploading image" /> : null}
      </FormSection>
    </FormPage>
  );
}
