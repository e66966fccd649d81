// The one way the back office edits a record: react-hook-form, validated by the contract's own create schema
// through zodResolver (so the form refuses what the API would), the record loaded when editing, the
// unsaved-changes guard, the slug filled from the title until edited by hand, one save (JSON or multipart, with
// upload progress when files go along), the API's field errors put on their fields, and what happens after a
// save (back to the list, or the screen's own step), and on a record's page the values typed kept across a session
// that ends before the save. A record's own page (blog post, course, product) goes through useRecordForm.
// docs/decisions/0019-admin-forms.md and 0048 say why.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
} from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import type { z } from "zod";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { applyServerFieldErrors } from "#app/lib/server-field-errors.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { slugify } from "#contract/fields";
import { VALIDATION_MESSAGES } from "#contract/messages";
import { errorMessage } from "./use-api-data.ts";
import { errorText } from "./use-api-form.ts";
import { type FlashControls, useFlash } from "./use-flash.ts";
import type { ListHandover, ResourceList } from "./use-resource-list.ts";
import { useUnsavedChangesGuard } from "./use-unsaved-changes.ts";

export interface ResourceFormOptions<V extends FieldValues, Item> {
  /** The API collection and the item's id key, from the resource definition. */
  resource: { path: string; idKey: string };
  /** The record to edit: an id to load, the row itself (an editor beside its list), or undefined to create. */
  editing?: string | number | Item | null;
  /** The contract's schema of a saved record, applied to the form's values (strings as the inputs hold them). */
  schema: z.ZodType;
  empty: () => V;
  toValues: (item: Item) => V;
  /** The request body; a FormData is sent multipart, with upload progress when `files` holds a file. */
  toBody: (
    values: V,
    context: { editing: boolean; dirty: Partial<Record<keyof V, unknown>> },
  ) => FormData | object;
  /** Fields filled from another until the staff edit them by hand: { from: "title", to: "slug" }. */
  slug?: { from: Path<V>; to: Path<V> };
  /** Files picked beside the fields: they count as unsaved changes and bring the upload progress. */
  files?: readonly (File | null)[];
  /** Other unsaved changes held outside the form's fields, against the loaded record. */
  extraDirty?: (item: Item | null) => boolean;
  /** A check of things the schema cannot see (a required file); its message goes to the flash. */
  check?: (values: V, context: { editing: boolean }) => string | null;
  /** "flash": the first problem shows as one message above the form instead of under each field. */
  clientErrors?: "fields" | "flash";
  /** Fields the API's 400 errors may name. Defaults to the form's own values. */
  serverFields?: readonly string[];
  messages: {
    loadFailed?: string;
    /** A failed load always says `loadFailed`, even when the server gave its own words. */
    loadFailedAlways?: boolean;
    saveFailed: string;
    created: string;
    updated: string;
    /** The save error: the server's words (default), or always `saveFailed`. */
    saveError?: (err: unknown) => string;
  };
  /** After a save: go to this list with the message handed over, say it in an alert first, or do the screen's step. */
  after:
    | { list: string; alert?: boolean }
    | ((saved: Item | undefined, message: string) => void | Promise<void>);
  /** Where messages go: the list's fading flash for an editor beside its list; else the page's own, kept until dismissed. */
  flash?: FlashControls;
}

/**
 * The options of an editor beside its list: it edits the list's selected row and speaks in the list's flash; after
 * a save it says so, closes the row, clears what the screen holds beside the form (`cleared`) and reloads the list.
 */
export function besideList<Item>(screen: ResourceList<Item>, cleared?: () => void) {
  return {
    editing: screen.selected,
    flash: screen.flash,
    after: async (_saved: Item | undefined, message: string) => {
      screen.flash.success(message);
      screen.setSelected(null);
      cleared?.();
      await screen.reload();
    },
  };
}

export function useResourceForm<V extends FieldValues, Item = unknown>(
  options: ResourceFormOptions<V, Item>,
) {
  const { resource, editing: target } = options;
  const navigate = useNavigate();
  // A session that ends mid-edit (it expired, or was ended elsewhere) sends staff to sign in: a record page keeps
  // the values typed for this tab and puts them back when the same page opens again.
  const keepsDraft = typeof options.after !== "function";
  const draftKey = `admin-draft:${useLocation().pathname}`;
  const [draft] = useState(() => {
    const kept = keepsDraft && typeof window !== "undefined" ? sessionStorage.getItem(draftKey) : null;
    return kept ? (JSON.parse(kept) as Record<string, unknown>) : null;
  });
  // Forgotten once the page is shown, not while rendering: a render React throws away would lose it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the draft read when the page opened.
  useEffect(() => {
    if (draft) sessionStorage.removeItem(draftKey);
  }, []);
  const [restored, setRestored] = useState(0);
  const ownFlash = useFlash({ successMs: null, errorMs: null });
  const flash = options.flash ?? ownFlash;
  const loadsById = typeof target === "string" || typeof target === "number";
  const [item, setItem] = useState<Item | null>(target && !loadsById ? (target as Item) : null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [slugEdited, setSlugEdited] = useState(!!target);

  // The schema may depend on the screen's state (the gallery's image source), so the resolver reads the latest.
  const schema = useRef(options.schema);
  schema.current = options.schema;
  const form = useForm<V>({
    // raw: the save builds its body from the values as typed; the schema only judges them.
    resolver: ((values, context, opts) =>
      zodResolver(schema.current as never, undefined, { raw: true })(
        values,
        context,
        opts as never,
      )) as Resolver<V>,
    defaultValues: (target && !loadsById
      ? options.toValues(target as Item)
      : options.empty()) as DefaultValues<V>,
  });
  const { reset, setValue, watch, formState } = form;
  const hasFiles = (options.files ?? []).some((f) => f !== null);
  const dirty = formState.isDirty || hasFiles || !!options.extraDirty?.(item);
  // An editor beside its list has no page to leave by mistake; a form page guards its changes.
  const guard = useUnsavedChangesGuard(
    dirty && !formState.isSubmitting && typeof options.after !== "function",
  );
  const id = loadsById ? target : item ? (item as Record<string, unknown>)[resource.idKey] : undefined;
  const editing = id !== undefined && id !== null;

  // Loads the record by id, or takes the row handed in (an editor beside its list opens on any row).
  const { toValues, empty } = options;
  // After each reset to the record (or to an empty form), the kept values go over it.
  const restoreDraft = () => {
    if (!draft) return;
    for (const [name, value] of Object.entries(draft))
      setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
    setSlugEdited(true);
    setRestored((n) => n + 1);
    flash.success(ADMIN_MESSAGES.draftRestored, null);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: toValues, empty and the draft's step are the screen's fixed functions.
  useEffect(() => {
    if (!loadsById) {
      setItem((target as Item | null | undefined) ?? null);
      reset(target ? toValues(target as Item) : empty());
      setSlugEdited(!!target);
      restoreDraft();
      return;
    }
    const controller = new AbortController();
    apiRequest<Item>(`${resource.path}/${target}`, { signal: controller.signal }, options.messages.loadFailed)
      .then(({ data }) => {
        setItem(data);
        reset(toValues(data));
        restoreDraft();
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        const fallback = options.messages.loadFailed ?? options.messages.saveFailed;
        setLoadError(options.messages.loadFailedAlways ? fallback : errorMessage(err, fallback));
      });
    return () => controller.abort();
  }, [target, loadsById, resource.path, reset]);

  const slug = options.slug;
  const source = slug ? watch(slug.from) : undefined;
  const slugField = slug?.to;
  // Only a change of the title fills the slug: not the first render, whose empty title would empty a restored slug.
  const lastSource = useRef(source);
  useEffect(() => {
    if (source === lastSource.current) return;
    lastSource.current = source;
    if (slugField && !slugEdited && typeof source === "string")
      setValue(slugField, slugify(source) as PathValue<V, Path<V>>, { shouldDirty: true });
  }, [source, slugField, slugEdited, setValue]);

  async function save(values: V) {
    flash.clear();
    const problem = options.check?.(values, { editing });
    if (problem) {
      flash.error(problem);
      return;
    }
    const body = options.toBody(values, {
      editing,
      dirty: formState.dirtyFields as Partial<Record<keyof V, unknown>>,
    });
    const upload = body instanceof FormData && hasFiles;
    setProgress(upload ? 0 : null);
    try {
      const { data } = await apiRequest<Item>(
        editing ? `${resource.path}/${id}` : resource.path,
        { method: editing ? "PUT" : "POST", body, onUploadProgress: upload ? setProgress : undefined },
        options.messages.saveFailed,
      );
      const message = editing ? options.messages.updated : options.messages.created;
      if (typeof options.after === "function") {
        // An editor beside its list starts empty again for the next record.
        reset(options.empty());
        setSlugEdited(false);
        await options.after(data, message);
        return;
      }
      guard.release();
      if (options.after.alert) {
        window.alert(message);
        navigate(options.after.list);
      } else navigate(options.after.list, { state: { flash: message } satisfies ListHandover });
    } catch (err) {
      if (keepsDraft && err instanceof ApiError && err.status === 401)
        sessionStorage.setItem(draftKey, JSON.stringify(values));
      const fields = (options.serverFields ?? Object.keys(values)) as Path<V>[];
      // A 409 is a unique value already taken, and the slug is the only one a record's form has.
      if (slug && err instanceof ApiError && err.status === 409)
        form.setError(slug.to, { type: "server", message: err.message }, { shouldFocus: true });
      else applyServerFieldErrors(err, form.setError, fields);
      flash.error((options.messages.saveError ?? ((e) => errorMessage(e, options.messages.saveFailed)))(err));
    } finally {
      setProgress(null);
    }
  }

  // The errors stay on their fields too, so staff see which field "This value is too long" means; SubmitActions
  // then puts the focus on the first of them.
  const submit = form.handleSubmit(save, (errors) => {
    if (options.clientErrors !== "flash") return;
    // A list's own error (a course's video links) sits under `root` of the list.
    const error = Object.values(errors)[0] as { message?: unknown; root?: { message?: unknown } } | undefined;
    const first = error?.message ?? error?.root?.message;
    flash.clear();
    if (typeof first === "string") flash.error(first);
  });

  // Where the flash says "Please fill in all required fields", each of those fields says only that it is required.
  const errorOf = (name: Path<V> | "image" | "features") => {
    const message = errorText(form.formState.errors, name);
    const flashed = options.clientErrors === "flash" && message === VALIDATION_MESSAGES.requiredFields;
    return flashed ? VALIDATION_MESSAGES.required : message;
  };
  return {
    form,
    flash,
    /** The loaded (or handed-in) record; null when creating. */
    item,
    editing,
    loading: loadsById && !item && !loadError,
    loadError,
    /** Counts the drafts put back: the fields are drawn again with their values (the rich editors too). */
    restored,
    progress,
    submit,
    /** The text of a field's error, for FormField. */
    error: errorOf,
    slugError: slug ? errorOf(slug.to) : undefined,
    /** A field's registration and error, for TextField, SelectField and the like. */
    field: (name: Path<V>) => ({ field: form.register(name), error: errorOf(name) }),
    /** Registers the slug field: typing in it stops the filling from the title. */
    registerSlug: () => (slug ? form.register(slug.to, { onChange: () => setSlugEdited(true) }) : undefined),
    generateSlug: () => {
      if (slug)
        setValue(slug.to, slugify(String(form.getValues(slug.from))) as PathValue<V, Path<V>>, {
          shouldDirty: true,
        });
    },
    /** Back to an empty form (an editor beside its list, after a save or Cancel). */
    clear: () => {
      reset(options.empty());
      setSlugEdited(false);
    },
  };
}
