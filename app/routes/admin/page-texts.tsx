// Page texts (GET/PUT /api/page-texts/{key}, POST …/publish): the words of Home, About, Consultation and the
// footer. Staff save a draft, open it on the real page through Preview (a signed link, never cached or indexed),
// then publish it; visitors only ever see the published version.
import { lazy, Suspense, useId, useMemo } from "react";
import { type Path, useFieldArray } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { FormActions, FormSection, TextField } from "#app/admin/components/form-helpers.tsx";
import { LanguageTabs } from "#app/admin/components/language-tabs.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useApiForm } from "#app/admin/hooks/use-api-form.ts";
import { flashAction } from "#app/admin/hooks/use-flash.ts";
import { useUnsavedChangesGuard } from "#app/admin/hooks/use-unsaved-changes.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
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

type Item = { title: string; text: string };
/** The form's values: the English parts, and their Hindi versions in the हिन्दी tab (blank: English shows). */
type FormValues = Omit<z.input<typeof PageTextContentSchema>, "translations"> & {
  translations: { hi: { kicker: string; title: string; lead: string; body: string; items: Item[] } };
};

/** A stored version as the form's values: every Hindi part present, blank where none is written. */
function toForm(content: PageTextContent): FormValues {
  const hi = (content.translations.hi ?? {}) as Partial<FormValues["translations"]["hi"]>;
  return {
    ...content,
    translations: {
      hi: {
        kicker: hi.kicker ?? "",
        title: hi.title ?? "",
        lead: hi.lead ?? "",
        body: hi.body ?? "",
        items: hi.items ?? [],
      },
    },
  };
}

const HI_PATHS = ["kicker", "title", "lead", "body", "items"].map((p) => `translations.hi.${p}`);

/** The public page in the given language: Hindi pages live under /hi. */
const pageIn = (page: string, lang: "en" | "hi") =>
  lang === "en" ? page : page === "/" ? "/hi" : `/hi${page}`;

/** A rich text part: its label, the rich editor, and its error under it. */
function RichBody({
  labelId,
  label,
  initialHtml,
  error,
  onChange,
  onError,
}: {
  labelId: string;
  label: string;
  initialHtml: string;
  error: string | undefined;
  onChange: (html: string) => void;
  onError: (message: string) => void;
}) {
  return (
    <div className={`ui-field${error ? " ui-field--invalid" : ""}`}>
      <span id={labelId} className="ui-field__label">
        {label}
      </span>
      <Suspense fallback={<Spinner label="Loading editor..." showLabel />}>
        <RichTextEditor
          initialHtml={initialHtml}
          labelId={labelId}
          invalid={!!error}
          describedBy={error ? `${labelId}-error` : undefined}
          onChange={onChange}
          onError={onError}
        />
      </Suspense>
      {error ? (
        <p id={`${labelId}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
  const schema = useMemo(() => pageTextContentSchema(block), [block]);
  // The Hindi form values are the contract's input shape; the resolver checks them with the contract's schema.
  const { form, flash, onSubmit, error } = useApiForm<FormValues, PageTextContent>({
    schema,
    defaultValues: toForm(text.draft),
    failed: PAGE_TEXT_MESSAGES.saveFailed,
    serverFields: ["kicker", "title", "lead", "body", "items", ...(HI_PATHS as Path<FormValues>[])],
    send: async (values, { reset }) => {
      const { data, message } = await apiRequest<PageText>(
        `/page-texts/${block.key}`,
        { method: "PUT", body: values },
        PAGE_TEXT_MESSAGES.saveFailed,
      );
      reset(toForm(data.draft));
      onChanged(data);
      return message ?? PAGE_TEXT_MESSAGES.saved;
    },
  });
  const { register, setValue, getValues, control } = form;
  const { errors, isSubmitting, isDirty } = form.formState;
  const items = useFieldArray({ control, name: "items" });
  const hiItems = useFieldArray({ control, name: "translations.hi.items" });
  useUnsavedChangesGuard(isDirty);
  const bodyLabelId = useId();
  const hiBodyLabelId = useId();
  const uses = (part: PageTextBlock["parts"][number]) => block.parts.includes(part);

  const publish = () =>
    flashAction(flash, PAGE_TEXT_MESSAGES.publishFailed, async () => {
      const { data, message } = await apiRequest<PageText>(
        `/page-texts/${block.key}/publish`,
        { method: "POST" },
        PAGE_TEXT_MESSAGES.publishFailed,
      );
      onChanged(data);
      return message ?? PAGE_TEXT_MESSAGES.published;
    });

  const previewHref = (lang: "en" | "hi") =>
    `${pageIn(block.page, lang)}?preview=${encodeURIComponent(previewToken ?? "")}`;
  return (
    <>
      <FlashMessage flash={flash} />
      <p role="status" data-testid="page-text-state">
        {text.has_unpublished_changes ? PAGE_TEXT_MESSAGES.unpublished : "The site shows this text."}
      </p>
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={block.label}>
        <LanguageTabs
          label="Text language"
          hiHasErrors={!!errors.translations}
          en={
            <>
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
                  <RichBody
                    labelId={bodyLabelId}
                    label="Text"
                    initialHtml={text.draft.body}
                    error={error("body")}
                    onChange={(html) => setValue("body", html, { shouldDirty: true })}
                    onError={(m) => flash.error(m)}
                  />
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
            </>
          }
          hi={
            <>
              {/* Hindi labels, so no English label (which the tests and screen readers find by name) is repeated. */}
              <FormSection title={`${block.label} (हिन्दी)`}>
                <p className="admin-muted">कोई भाग खाली छोड़ें तो हिन्दी पेज पर अंग्रेज़ी पाठ दिखेगा।</p>
                {uses("kicker") ? (
                  <TextField
                    label="टैग लाइन"
                    field={register("translations.hi.kicker")}
                    error={error("translations.hi.kicker")}
                  />
                ) : null}
                {uses("title") ? (
                  <TextField
                    label="शीर्षक"
                    field={register("translations.hi.title")}
                    error={error("translations.hi.title")}
                  />
                ) : null}
                {uses("lead") ? (
                  <TextField
                    label={block.parts.length === 1 ? "पाठ" : "भूमिका"}
                    rows={3}
                    field={register("translations.hi.lead")}
                    error={error("translations.hi.lead")}
                  />
                ) : null}
                {uses("body") ? (
                  <RichBody
                    labelId={hiBodyLabelId}
                    label="पाठ"
                    initialHtml={toForm(text.draft).translations.hi.body}
                    error={error("translations.hi.body")}
                    onChange={(html) => setValue("translations.hi.body", html, { shouldDirty: true })}
                    onError={(m) => flash.error(m)}
                  />
                ) : null}
              </FormSection>
              {block.items ? (
                <FormSection title="आइटम">
                  {error("translations.hi.items") ? (
                    <Alert tone="error">{error("translations.hi.items")}</Alert>
                  ) : null}
                  {hiItems.fields.length === 0 ? (
                    <button
                      type="button"
                      className="btn btn--secondary"
                      onClick={() => hiItems.replace((getValues("items") ?? []).map((it) => ({ ...it })))}
                    >
                      अंग्रेज़ी आइटम से शुरू करें
                    </button>
                  ) : null}
                  {hiItems.fields.map((row, i) => (
                    <div key={row.id} className="admin-form-grid">
                      <TextField
                        label={`आइटम ${i + 1}: शीर्षक`}
                        required
                        field={register(`translations.hi.items.${i}.title`)}
                        error={error(`translations.hi.items.${i}.title`)}
                      />
                      <TextField
                        label={`आइटम ${i + 1}: पाठ`}
                        required
                        rows={3}
                        field={register(`translations.hi.items.${i}.text`)}
                        error={error(`translations.hi.items.${i}.text`)}
                      />
                      <button type="button" className="btn btn--ghost" onClick={() => hiItems.remove(i)}>
                        आइटम {i + 1} हटाएँ
                      </button>
                    </div>
                  ))}
                  {hiItems.fields.length > 0 && hiItems.fields.length < block.items.max ? (
                    <button
                      type="button"
                      className="btn btn--secondary"
                      onClick={() => hiItems.append({ title: "", text: "" })}
                    >
                      आइटम जोड़ें
                    </button>
                  ) : null}
                </FormSection>
              ) : null}
            </>
          }
        />
        <FormActions>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save draft"}
          </button>
          {previewToken && !isDirty ? (
            <>
              <a className="btn btn--secondary" href={previewHref("en")} target="_blank" rel="noopener">
                Preview
              </a>
              <a
                className="btn btn--secondary"
                href={previewHref("hi")}
                target="_blank"
                rel="noopener"
                lang="hi"
              >
                हिन्दी पूर्वावलोकन
              </a>
            </>
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
