// Create and edit a blog post: one multipart save. The rich-text editor is loaded only by the forms that show it,
// on demand, so no other page downloads it.
import { useState } from "react";
import {
  CheckboxField,
  FormGrid,
  FormSection,
  SelectField,
  SubmitActions,
  TextField,
  UploadProgress,
} from "#app/admin/components/form-helpers.tsx";
import { FormPage } from "#app/admin/components/form-page.tsx";
import { ImageFileField } from "#app/admin/components/image-upload-field.tsx";
import { LanguageTabs } from "#app/admin/components/language-tabs.tsx";
import { RichTextField } from "#app/admin/components/rich-text-field.tsx";
import { SlugInput } from "#app/admin/components/slug-input.tsx";
import { statusLabel } from "#app/admin/components/status-badge.tsx";
import { errorMessage } from "#app/admin/hooks/use-api-data.ts";
import { type RecordForm, useRecordForm } from "#app/admin/hooks/use-record-form.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import {
  BLOG_HINDI_FIELDS,
  BlogFormSchema,
  type BlogFormValues,
  blogFormData,
  blogToValues,
  checkBlogImage,
  emptyBlogValues,
} from "#app/admin/models/blog-model.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "#contract/enums";
import { ADMIN_MESSAGES } from "#contract/messages";
import { blogs } from "#contract/resources/blogs";
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
  resource: blogs,
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
  const { register, setValue, formState, watch } = page.form;
  const hindiOnly = watch("hindi_only");
  return (
    <FormPage page={page} {...page.frame} sitePath={page.item ? `/blog/${page.item.slug}` : null}>
      <FormSection title="Post">
        <CheckboxField label="Hindi only (no English version)" {...register("hindi_only")} />
        <LanguageTabs
          label="Post language"
          hiHasErrors={BLOG_HINDI_FIELDS.some((f) => formState.errors[`hi_${f}`])}
          en={
            <>
              <TextField label="Title" required type="text" {...page.field("title")} />
              <SlugInput
                page={page}
                hint="Used in the article's web address: lower-case letters, numbers and hyphens."
              />
              <TextField
                label="Excerpt"
                required
                hint="One or two sentences shown on the blog cards."
                rows={3}
                {...page.field("excerpt")}
              />
              <RichTextField
                label="Content"
                required={!hindiOnly}
                error={page.error("content")}
                initialHtml={page.item?.content ?? ""}
                onChange={(html) => setValue("content", html, { shouldDirty: true })}
                onError={(m) => page.flash.error(m)}
                videos
              />
            </>
          }
          hi={
            <>
              <TextField label="शीर्षक" required={hindiOnly} type="text" {...page.field("hi_title")} />
              <TextField label="सारांश" rows={3} {...page.field("hi_excerpt")} />
              <RichTextField
                label="सामग्री"
                required={hindiOnly}
                error={page.error("hi_content")}
                initialHtml={page.item?.translations?.hi?.content ?? ""}
                onChange={(html) => setValue("hi_content", html, { shouldDirty: true })}
                onError={(m) => page.flash.error(m)}
                videos
              />
              <FormGrid>
                <TextField label="लेखक" type="text" {...page.field("hi_author")} />
                <TextField label="पढ़ने का समय" type="text" {...page.field("hi_read_time")} />
              </FormGrid>
            </>
          }
        />
      </FormSection>

      <FormSection title="Details">
        <FormGrid>
          <TextField label="Author" required type="text" {...page.field("author")} />
          <TextField label="Published date" required type="date" {...page.field("published_date")} />
          <SelectField label="Category" required options={BLOG_CATEGORIES} {...page.field("category")} />
          <TextField label="Read time" type="text" {...page.field("read_time")} />
          <SelectField label="Status" options={STATUS_OPTIONS} {...page.field("status")} />
        </FormGrid>
        <CheckboxField label="Featured post" {...register("is_featured")} />
      </FormSection>

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

      <SubmitActions {...page.actions} />
    </FormPage>
  );
}
