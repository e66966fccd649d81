// A record's own form page (blog post, course, product): the record comes from the URL's id, the page's frame
// (heading, the way back, "Loading course...", who created it) from the resource definition, the messages from
// the admin messages named after the record, and a save goes back to the list. The screen gives its fields and
// how they travel; useResourceForm does the rest.
import type { FieldValues } from "react-hook-form";
import { useParams } from "react-router";
import { ADMIN_MESSAGES } from "#contract/messages";
import { type ResourceFormOptions, useResourceForm } from "./use-resource-form.ts";

export interface RecordForm {
  resource: { name: string; path: string; idKey: string; labels: { singular: string } };
  /** Names the messages: blogLoadFailed, blogSaveFailed, blogCreated and blogUpdated. */
  record: "blog" | "course" | "product";
  /** The heading, then the submit button's words: creating first, editing second. */
  headings: readonly [string, string];
  submit: readonly [string, string];
  /** The spec's alert says the save happened before the list opens (else the list says it). */
  alert?: boolean;
}

type Options<V extends FieldValues, Item> = Omit<
  ResourceFormOptions<V, Item>,
  "resource" | "editing" | "after" | "messages"
> & { messages?: Partial<ResourceFormOptions<V, Item>["messages"]> };

export function useRecordForm<V extends FieldValues, Item>(form: RecordForm, options: Options<V, Item>) {
  const { id } = useParams();
  const { resource, record } = form;
  const list = `/admin${resource.path}`;
  const page = useResourceForm<V, Item>({
    ...options,
    resource,
    editing: id,
    messages: {
      loadFailed: ADMIN_MESSAGES[`${record}LoadFailed`],
      saveFailed: ADMIN_MESSAGES[`${record}SaveFailed`],
      created: ADMIN_MESSAGES[`${record}Created`],
      updated: ADMIN_MESSAGES[`${record}Updated`],
      ...options.messages,
    },
    after: { list, alert: form.alert },
  });
  const editing = page.editing ? 1 : 0;
  return {
    ...page,
    /** What FormPage shows around the fields. */
    frame: {
      heading: form.headings[editing],
      list,
      back: `Back to ${resource.name}`,
      noun: resource.labels.singular,
      record: { resource: resource.name, id },
    },
    /** Save and Cancel under the fields. */
    actions: {
      saving: page.form.formState.isSubmitting,
      label: form.submit[editing],
      cancel: { to: list },
    },
  };
}
