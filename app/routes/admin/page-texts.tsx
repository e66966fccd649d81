// Page texts (GET/PUT /api/page-texts/{key}, POST …/publish): the words of Home, About, Consultation and the
// footer. Staff save a draft, open it on the real page through Preview (a signed link, never cached or indexed),
// then publish it; visitors only ever see the published version.
import { useMemo } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { FormActions, FormField, FormSection, TextField } from "#app/admin/components/form-helpers.tsx";
import { LanguageTabs } from "#app/admin/components/language-tabs.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { RichTextField } from "#app/admin/components/rich-text-field.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useApiForm } from "#app/admin/hooks/use-api-form.ts";
import { flashAction } from "#app/admin/hooks/use-flash.ts";
import { useUnsavedChangesGuard } from "#app/admin/hooks/use-unsaved-changes.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { PAGE_TEXT_MESSAGES } from "#contract/admin-messages";
import {
  PAGE_TEXT_BLOCKS,
  PAGE_TEXT_TRANSLATED_FIELDS,
  type PageText,
  type PageTextBlock,
  type PageTextContent,
  type PageTextContentSchema,
  pageTextBlock,
  pageTextContentSchema,
} from "#contract/schemas/page-texts";
import type { Route } from "./+types/page-texts";

export const meta: Route.MetaFunction = () => adminMeta("Page texts");

type Item = { title: string; text: string };
/** The form's values: the English parts, and their Hindi versions in the हिन्दी tab (blank: English shows). */
type FormValues = Omit<z.input<typeof PageTextContentSchema>, "translations"> & {
  translations: { hi: { kicker: string; title: string; lead: string; body: string; items: Item[] } };
};

/** A stored version as the form's values: every Hindi part present, blank where none is written. */
function toForm(content: PageTextContent): FormValues {
  const hi: Partial<FormValues["translations"]["hi"]> = content.translations.hi ?? {};
  const { kicker = "", title = "", lead = "", body = "", items = [] } = hi;
  return { ...content, translations: { hi: { kicker, title, lead, body, items } } };
}

const PREVIEWS = [
  ["en", "Preview"],
  ["hi", "हिन्दी पूर्वावलोकन"],
] as const;

/** The public page in the given language: Hindi pages live under /hi. */
const pageIn = (page: string, lang: "en" | "hi") =>
  lang === "en" ? page : page === "/" ? "/hi" : `/hi${page}`;

/** The editor's words in each language: no English label, which screen readers find fields by, is repeated. */
const WORDS = {
  en: {
    kicker: "Tag line",
    title: "Heading",
    lead: "Lead",
    text: "Text",
    items: "Items",
    add: "Add an item",
    itemTitle: (n: number, block: PageTextBlock) => `Item ${n}: ${block.items?.titleLabel ?? "Title"}`,
    itemText: (n: number) => `Item ${n}: text`,
    remove: (n: number) => `Remove item ${n}`,
  },
  hi: {
    kicker: "टैग लाइन",
    title: "शीर्षक",
    lead: "भूमिका",
    text: "पाठ",
    items: "आइटम",
    add: "आइटम जोड़ें",
    itemTitle: (n: number) => `आइटम ${n}: शीर्षक`,
    itemText: (n: number) => `आइटम ${n}: पाठ`,
    remove: (n: number) => `आइटम ${n} हटाएँ`,
  },
};

/**
 * A block's parts in one language. English parts are required; a blank Hindi part shows the English one, and a
 * Hindi list of items, once started, replaces the English list.
 */
function BlockParts({
  lang,
  block,
  form,
  error,
  onEditorError,
}: {
  lang: "en" | "hi";
  block: PageTextBlock;
  form: UseFormReturn<FormValues, unknown, PageTextContent>;
  error: (name: string) => string | undefined;
  onEditorError: (message: string) => void;
}) {
  const w = WORDS[lang];
  const en = lang === "en";
  const at = (name: string) => (en ? name : `translations.hi.${name}`) as "title";
  const items = useFieldArray({ control: form.control, name: at("items") as "items" });
  const field = (name: string, label: string, required: boolean, rows?: number) => (
    <TextField
      label={label}
      required={required}
      rows={rows}
      field={form.register(at(name))}
      error={error(at(name))}
    />
  );
  const uses = (part: PageTextBlock["parts"][number]) => block.parts.includes(part);
  const { min = 0, max = 0 } = block.items ?? {};
  return (
    <>
      <FormSection title={en ? block.label : `${block.label} (हिन्दी)`}>
        {en ? null : <p className="admin-muted">कोई भाग खाली छोड़ें तो हिन्दी पेज पर अंग्रेज़ी पाठ दिखेगा।</p>}
        {uses("kicker") ? field("kicker", w.kicker, en) : null}
        {uses("title") ? field("title", w.title, en) : null}
        {uses("lead") ? field("lead", block.parts.length === 1 ? w.text : w.lead, en, 3) : null}
        {uses("body") ? (
          <RichTextField
            label={w.text}
            initialHtml={form.getValues(at("body")) ?? ""}
            error={error(at("body"))}
            onChange={(html) => form.setValue(at("body"), html, { shouldDirty: true })}
            onError={onEditorError}
          />
        ) : null}
      </FormSection>
      {block.items ? (
        <FormSection title={w.items}>
          {error(at("items")) ? <Alert tone="error">{error(at("items"))}</Alert> : null}
          {!en && items.fields.length === 0 ? (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => items.replace((form.getValues("items") ?? []).map((it) => ({ ...it })))}
            >
              अंग्रेज़ी आइटम से शुरू करें
            </button>
          ) : null}
          {items.fields.map((row, i) => (
            <div key={row.id} className="admin-form-grid">
              {field(`items.${i}.title`, w.itemTitle(i + 1, block), true)}
              {field(`items.${i}.text`, w.itemText(i + 1), true, 3)}
              {/* An English list keeps its least count; a Hindi one may go, and the English list shows again. */}
              {!en || min < max ? (
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => items.remove(i)}
                  disabled={en && items.fields.length <= min}
                >
                  {w.remove(i + 1)}
                </button>
              ) : null}
            </div>
          ))}
          {items.fields.length < max && (en || items.fields.length > 0) ? (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => items.append({ title: "", text: "" })}
            >
              {w.add}
            </button>
          ) : null}
        </FormSection>
      ) : null}
    </>
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
    serverFields: PAGE_TEXT_TRANSLATED_FIELDS.flatMap((p) => [p, `translations.hi.${p}` as const]),
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
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty);
  const parts = { block, form, error, onEditorError: (m: string) => flash.error(m) };

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
          en={<BlockParts lang="en" {...parts} />}
          hi={<BlockParts lang="hi" {...parts} />}
        />
        <FormActions>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save draft"}
          </button>
          {previewToken && !isDirty ? (
            PREVIEWS.map(([lang, label]) => (
              <a
                key={lang}
                className="btn btn--secondary"
                href={`${pageIn(block.page, lang)}?preview=${encodeURIComponent(previewToken)}`}
                target="_blank"
                rel="noopener"
                lang={lang === "hi" ? lang : undefined}
              >
                {label}
              </a>
            ))
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
      <FormField label="Section">
        {(c) => (
          <select {...c} value={block.key} onChange={(e) => setParams({ block: e.target.value })}>
            {PAGE_TEXT_BLOCKS.map((b) => (
              <option key={b.key} value={b.key}>
                {b.label}
                {data?.texts.find((t) => t.key === b.key)?.has_unpublished_changes
                  ? " (unpublished draft)"
                  : ""}
              </option>
            ))}
          </select>
        )}
      </FormField>
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
