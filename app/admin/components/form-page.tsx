// A record's form page (blog post, course, product) and the fields it is declared with. The frame: heading with the
// way back, then the record's loading spinner or load error, or the form with its messages above it and Save and
// Cancel under it. Each field is declared once, with its English label and, when the contract translates it, the
// label of its हिन्दी twin (`hi_<name>`): the हिन्दी tab draws the same declarations again in Hindi, so a field and
// its translation cannot drift apart. In that tab a twin shows no hint or placeholder, and is required only where
// the declaration says so (`hiRequired`); a field with no twin (slug, selects, checkboxes) is left out.
import { createContext, type ReactNode, useContext } from "react";
import type { FieldValues } from "react-hook-form";
import { Link, useParams } from "react-router";
import { type ResourceFormOptions, useResourceForm } from "#app/admin/hooks/use-resource-form.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { FlashMessage } from "./flash.tsx";
import { CheckboxField, FormSection, SelectField, SubmitActions, TextField } from "./form-helpers.tsx";
import { LanguageTabs } from "./language-tabs.tsx";
import { PageHeader } from "./page-header.tsx";
import { RecordAuthorship } from "./record-authorship.tsx";
import { ViewOnSiteLink } from "./view-on-site.tsx";

/**
 * A record's own form page: the record comes from the URL's id; the heading, the way back and "Loading course..."
 * from the resource definition; the messages from the admin messages named after the record (blogLoadFailed,
 * blogSaveFailed, blogCreated, blogUpdated); a save goes back to the list.
 */
export interface RecordForm {
  resource: { name: string; path: string; idKey: string; labels: { singular: string } };
  record: "blog" | "course" | "product";
  /** The heading, then the submit button's words: creating first, editing second. */
  headings: readonly [string, string];
  submit: readonly [string, string];
  /** The spec's alert says the save happened before the list opens (else the list says it). */
  alert?: boolean;
}

export function useRecordForm<V extends FieldValues, Item>(
  form: RecordForm,
  options: Omit<ResourceFormOptions<V, Item>, "resource" | "editing" | "after" | "messages"> & {
    messages?: Partial<ResourceFormOptions<V, Item>["messages"]>;
  },
) {
  const { id } = useParams();
  const { resource, record } = form;
  const list = `/admin${resource.path}`;
  const page = useResourceForm<V, Item>({
    ...options,
    resource,
    editing: id,
    messages: {
      // 'Failed to load course' (blog, product) whatever the server said; saves show the server's words.
      loadFailedAlways: true,
      loadFailed: ADMIN_MESSAGES[`${record}LoadFailed`],
      saveFailed: ADMIN_MESSAGES[`${record}SaveFailed`],
      created: ADMIN_MESSAGES[`${record}Created`],
      updated: ADMIN_MESSAGES[`${record}Updated`],
      ...options.messages,
    },
    after: { list, alert: form.alert },
  });
  /** What FormPage draws around the fields: the heading, the way back, Save and Cancel. */
  return { ...page, frame: { ...form, id, list } };
}

export type RecordFormPage = ReturnType<typeof useRecordForm>;

// Set by FormPage (English) and by the हिन्दी tab.
const FormContext = createContext<{ page: RecordFormPage; lang: "en" | "hi" } | null>(null);

/** The page of the form being drawn, and the tab's language. */
export const useFormPage = () => useContext(FormContext) as { page: RecordFormPage; lang: "en" | "hi" };

export function FormPage<V extends FieldValues, Item>({
  page,
  sitePath,
  children,
}: {
  page: ReturnType<typeof useRecordForm<V, Item>>;
  /** The record's public page, for "View on site"; absent while creating or for records without one. */
  sitePath?: string | null;
  children: ReactNode;
}) {
  const { resource, headings, submit, id, list } = page.frame;
  const editing = page.editing ? 1 : 0;
  return (
    <>
      <PageHeader
        title={headings[editing]}
        actions={
          <>
            {sitePath ? <ViewOnSiteLink path={sitePath} /> : null}
            <Link className="btn btn--ghost" to={list}>
              {`Back to ${resource.name}`}
            </Link>
          </>
        }
      />
      {page.loadError ? (
        <Alert tone="error">{page.loadError}</Alert>
      ) : page.loading ? (
        <Spinner label={`Loading ${resource.labels.singular}...`} showLabel />
      ) : (
        <>
          {id ? <RecordAuthorship resource={resource.name} id={id} /> : null}
          <FlashMessage flash={page.flash} />
          <form key={page.restored} className="admin-form" onSubmit={page.submit} noValidate>
            <FormContext.Provider value={{ page: page as unknown as RecordFormPage, lang: "en" }}>
              {children}
            </FormContext.Provider>
            <SubmitActions form={page.form.formState} label={submit[editing]} cancel={{ to: list }} />
          </form>
        </>
      )}
    </>
  );
}

/** Whether a field of the हिन्दी tab is invalid (hi_title, a module's hi_module_name…), to mark the tab. */
function hasHindiError(errors: object): boolean {
  return Object.entries(errors).some(
    ([key, value]) =>
      key !== "ref" &&
      !!value &&
      (key.startsWith("hi_") || (typeof value === "object" && hasHindiError(value))),
  );
}

/** English | हिन्दी over the form's translated fields: `hi` is drawn in Hindi (the same declarations as `en`). */
export function TranslatedTabs({ label, en, hi = en }: { label: string; en: ReactNode; hi?: ReactNode }) {
  const { page } = useFormPage();
  return (
    <LanguageTabs
      label={label}
      hiHasErrors={hasHindiError(page.form.formState.errors)}
      en={en}
      hi={<FormContext.Provider value={{ page, lang: "hi" }}>{hi}</FormContext.Provider>}
    />
  );
}

/** A field and, with `hi`, the Hindi label of its twin `hi_<name>`. */
export interface Twin {
  name: string;
  label: string;
  hi?: string;
  required?: boolean;
  /** Required in the हिन्दी tab (a Hindi-only post's title). */
  hiRequired?: boolean;
  hint?: string;
}

/**
 * The field's name and the props of its control in the tab being drawn (no hint in the हिन्दी tab); null in the
 * हिन्दी tab for a field with no twin.
 */
export function useTwin({ name, label, hi, required, hiRequired, hint }: Twin) {
  const { page, lang } = useFormPage();
  const en = lang === "en";
  if (!en && !hi) return null;
  const field = en ? name : `hi_${name}`;
  return {
    page,
    en,
    field,
    label: en ? label : (hi as string),
    required: en ? required : hiRequired,
    hint: en ? hint : undefined,
  };
}

/**
 * A field: a select with `options` (after any given as children), a checkbox with type "checkbox" (the same in
 * both languages), a textarea with `rows`, else an input.
 */
export function Field({
  options,
  children,
  rows,
  type = "text",
  placeholder,
  inputMode,
  ...twin
}: Twin &
  Partial<Pick<Parameters<typeof SelectField>[0], "options" | "children">> & {
    rows?: number;
    type?: "text" | "date" | "url" | "checkbox";
    placeholder?: string;
    inputMode?: "url";
  }) {
  const f = useTwin(twin);
  if (!f) return null;
  const { page, en, field, ...props } = f;
  if (type === "checkbox")
    return en ? <CheckboxField label={props.label} {...page.form.register(field)} /> : null;
  if (options)
    return (
      <SelectField {...props} {...page.field(field)} options={options}>
        {children}
      </SelectField>
    );
  return (
    <TextField
      {...props}
      {...page.field(field)}
      rows={rows}
      type={type}
      {...(en && { placeholder, inputMode })}
    />
  );
}

/** A titled group of fields; in the हिन्दी tab under its Hindi title, or without a frame when it has none. */
export function Section({ title, hi, children }: { title: string; hi?: string; children: ReactNode }) {
  const { lang } = useFormPage();
  if (lang === "hi" && !hi) return children;
  return <FormSection title={lang === "hi" && hi ? hi : title}>{children}</FormSection>;
}
