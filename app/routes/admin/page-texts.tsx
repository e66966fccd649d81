// Page texts (GET/PUT /api/page-texts/{key}, POST …/publish): the words of Home, About, Consultation and the
// footer. Staff save a draft, open it on the real page through Preview (a signed link, never cached or indexed),
// then publish it; visitors only ever see the published version.
import { zodResolver } from "@hookform/resolvers/zod";
import { lazy, Suspense, useId, useMemo } from "react";
import { get, useFieldArray, useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { FlashMessage, useFlash } from "#app/admin/components/flash.tsx";
import { FormActions, FormSection, TextField } from "#app/admin/components/form-helpers.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { errorMessage, useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useUnsavedChangesGuard } from "#app/admin/hooks/use-unsaved-changes.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { applyServerFieldErrors } from "#app/lib/server-field-errors.ts";
import {
  PAGE_TEXT_BLOCKS,
  PAGE_TEXT_MESSAGES,
  type PageText,
  type PageTextBlock,
  type PageTextContent,
  type PageTextContentSchema,
  pageTextBlock,
  pageTextContentSchema,
} from "#contract/schemas/page-texts";
import type { Route } from "./+types/page-texts";

const RichTextEditor = lazy(() => import("#app/admin/components/rich-text-editor.tsx"));

export const meta: Route.MetaFunction = () => adminMeta("Page texts");

type FormValues = z.input<typeof PageTextContentSchema>;

function BlockEditor({
  block,
  text,
  previewToken,
  onChanged,
}: {
  block: PageTextBlock;
  text: PageText;
  previewToken: string | undefined;
  onChanged: (text: PageText) => void;
}) {
  const flash = useFlash({ successMs: null, errorMs: null });
  const schema = useMemo(() => pageTextContentSchema(block), [block]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues, unknown, PageTextContent>({
    resolver: zodResolver(schema),
    defaultValues: text.draft,
  });
  const items = useFieldArray({ control, name: "items" });
  useUnsavedChangesGuard(isDirty);
  const bodyLabelId = useId();
  const error = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
  const uses = (part: PageTextBlock["parts"][number]) => block.parts.includes(part);

  async function save(values: PageTextContent) {
    flash.clear();
    try {
      const { data, message } = await apiRequest<PageText>(
        `/page-texts/${block.key}`,
        { method: "PUT", body: values },
        PAGE_TEXT_MESSAGES.saveFailed,
      );
      reset(data.draft);
      onChanged(data);
      flash.success(message ?? PAGE_TEXT_MESSAGES.saved);
    } catch (err) {
      applyServerFieldErrors(err, setError, ["kicker", "title", "lead", "body", "items"]);
      flash.error(errorMessage(err, PAGE_TEXT_MESSAGES.saveFailed));
    }
  }

  async function publish() {
    flash.clear();
    try {
      const { data, message } = await apiRequest<PageText>(
        `/page-texts/${block.key}/publish`,
        { method: "POST" },
        PAGE_TEXT_MESSAGES.publishFailed,
      );
      onChanged(data);
      flash.success(message ?? PAGE_TEXT_MESSAGES.published);
    } catch (err) {
      flash.error(errorMessage(err, PAGE_TEXT_MESSAGES.publishFailed));
    }
  }

  const previewHref = previewToken ? `${block.page}?preview=${encodeURIComponent(previewToken)}` : undefined;
  return (
    <>
      <FlashMessage flash={flash} />
      <p role="status" data-testid="page-text-state">
        {text.has_unpublished_changes ? PAGE_TEXT_MESSAGES.unpublished : "The site shows this text."}
      </p>
      <form className="admin-form" onSubmit={handleSubmit(save)} noValidate aria-label={block.label}>
        <FormSection title={block.label}>
          {uses("kicker") ? (
            <TextField label="Tag line" required field={register("kicker")} error={error("kicker")} />
          ) : null}
          {uses("title") ? (
            <TextField label="Heading" required field={register("title")} error={error("title")} />
          ) : null}
          {uses("lead") ? (
            <TextField
              label={block.parts.length === 1 ? "Text" : "Lead"}
              required
              rows={3}
              field={register("lead")}
              error={error("lead")}
            />
          ) : null}
          {uses("body") ? (
            <div className={`ui-field${error("body") ? " ui-field--invalid" : ""}`}>
              <span id={bodyLabelId} className="ui-field__label">
                Text
              </span>
              <Suspense fallback={<Spinner label="Loading editor..." showLabel />}>
                <RichTextEditor
                  initialHtml={text.draft.body}
                  labelId={bodyLabelId}
                  invalid={!!error("body")}
                  describedBy={error("body") ? `${bodyLabelId}-error` : undefined}
                  onChange={(html) => setValue("body", html, { shouldDirty: true })}
                  onError={(m) => flash.error(m)}
                />
              </Suspense>
              {error("body") ? (
                <p id={`${bodyLabelId}-error`} className="ui-field__error">
                  {error("body")}
                </p>
              ) : null}
            </div>
          ) : null}
        </FormSection>
        {block.items ? (
          <FormSection title="Items">
            {error("items") ? <Alert tone="error">{error("items")}</Alert> : null}
            {items.fields.map((row, i) => (
              <div key={row.id} className="admin-form-grid">
                <TextField
                  label={`Item ${i + 1}: ${block.items?.titleLabel ?? "Title"}`}
                  required
                  field={register(`items.${i}.title`)}
                  error={error(`items.${i}.title`)}
                />
                <TextField
                  label={`Item ${i + 1}: text`}
                  required
                  rows={3}
                  field={register(`items.${i}.text`)}
                  error={error(`items.${i}.text`)}
                />
                {block.items && block.items.min < block.items.max ? (
                  <button
                    type="button"
                    className="btn btn--ghost"
                    onClick={() => items.remove(i)}
                    disabled={items.fields.length <= block.items.min}
                  >
                    Remove item {i + 1}
                  </button>
                ) : null}
              </div>
            ))}
            {items.fields.length < block.items.max ? (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => items.append({ title: "", text: "" })}
              >
                Add an item
              </button>
            ) : null}
          </FormSection>
        ) : null}
        <FormActions>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save draft"}
          </button>
          {previewHref && !isDirty ? (
            <a className="btn btn--secondary" href={previewHref} target="_blank" rel="noopener">
              Preview
            </a>
          ) : (
            <span className="admin-muted">Save the draft to preview it.</span>
          )}
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void publish()}
            disabled={isDirty || isSubmitting || !text.has_unpublished_changes}
          >
            Publish
          </button>
        </FormActions>
      </form>
    </>
  );
}

export default function PageTexts() {
  const [params, setParams] = useSearchParams();
  const block = pageTextBlock(params.get("block") ?? "") ?? PAGE_TEXT_BLOCKS[0];
  const { data, loading, error, setData } = useApiData(
    async () => {
      const [list, preview] = await Promise.all([
        apiRequest<PageText[]>("/page-texts", {}, PAGE_TEXT_MESSAGES.loadFailed),
        apiRequest<{ token: string }>(
          "/page-texts/preview",
          { method: "POST" },
          PAGE_TEXT_MESSAGES.loadFailed,
        ),
      ]);
      return { texts: list.data, previewToken: preview.data.token };
    },
    [],
    PAGE_TEXT_MESSAGES.loadFailed,
  );
  const text = data?.texts.find((t) => t.key === block.key);
  return (
    <>
      <PageHeader
        title="Page texts"
        subtitle="Edit a section's words, preview the draft on its page, then publish it."
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="page-text-block">
          Section
        </label>
        <select id="page-text-block" value={block.key} onChange={(e) => setParams({ block: e.target.value })}>
          {PAGE_TEXT_BLOCKS.map((b) => {
            const unpublished = data?.texts.find((t) => t.key === b.key)?.has_unpublished_changes;
            return (
              <option key={b.key} value={b.key}>
                {b.label}
                {unpublished ? " (unpublished draft)" : ""}
              </option>
            );
          })}
        </select>
      </div>
      {error ? (
        <Alert tone="error">{error}</Alert>
      ) : loading || !data || !text ? (
        <Spinner label="Loading page texts..." showLabel />
      ) : (
        <BlockEditor
          key={block.key}
          block={block}
          text={text}
          previewToken={data.previewToken}
          onChanged={(changed) =>
            setData((d) => d && { ...d, texts: d.texts.map((t) => (t.key === changed.key ? changed : t)) })
          }
        />
      )}
    </>
  );
}
