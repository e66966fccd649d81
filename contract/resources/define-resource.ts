// One definition per resource. The server builds its standard routes and their OpenAPI operations from it, and the
// admin builds its list screen and form from it, so a field or a filter is written down once. The shape follows
// Payload's collection configs, cut down to what this site needs; docs/decisions/0018-resource-definitions.md says
// why it looks the way it does.
import type { z } from "zod";
import type { UploadFolder } from "../enums";
import type { StaffArea } from "../staff-roles";

export type SortDirection = "asc" | "desc";

/** Who may use an operation. "public-or-admin": anyone, and a staff token widens what is shown. */
export type ResourceAccess = "public" | "admin" | "public-or-admin";

export interface ResourceDefinition<
  Item extends z.ZodObject = z.ZodObject,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  ListQuery extends z.ZodObject = z.ZodObject,
> {
  /** Machine name, also the OpenAPI component prefix: "products". */
  name: string;
  /**
   * The back-office area it belongs to: the staff roles that may use that area (contract/staff-roles.ts) are the
   * only ones whose token is accepted on its routes; any other role gets 403.
   */
  area: StaffArea;
  /** The item's name in the API's description: "Course"; its bodies are "CourseCreate" and "CourseUpdate". */
  typeName: string;
  /** Mount point under /api: "/products". */
  path: string;
  /** The item's id as the API names it: "course_id", "id", … */
  idKey: keyof z.infer<Item> & string;
  /**
   * "idOrSlug": a number in the path is an id, anything else a slug (`slugField`). A number that matches no
   * visible row is tried as a slug too, so a slug made of digits stays reachable and an id always wins.
   */
  readBy: "id" | "idOrSlug";
  /** The field holding the slug, when `readBy` is "idOrSlug". */
  slugField?: keyof z.infer<Item> & string;
  labels: {
    /** OpenAPI tag and admin navigation: "Products". */
    plural: string;
    /** "product", for summaries: "Create a product". */
    singular: string;
    /** The plural noun in a sentence, when the plural label is not one: "blog posts" for "Blogs". */
    items?: string;
  };
  schemas: {
    /** As served. */
    item: Item;
    /** Create body; also the admin form's validation. */
    create: Create;
    /** Update body: any subset of the fields. */
    update: Update;
    /** Filters, paging (limit, offset) and text search (q) of the list. */
    listQuery: ListQuery;
  };
  /** Fields holding an uploaded image URL; a multipart part of the same name replaces the URL with a new file. */
  imageFields: readonly (keyof z.infer<Item> & string)[];
  /** The multipart part that carries an image field's file, where its name is not the field's own. */
  imageParts?: Partial<Record<keyof z.infer<Item> & string, string>>;
  /** Where uploads of this resource are stored (`/uploads/<folder>/…`). */
  uploadFolder?: UploadFolder;
  /** List-query keys that filter rows by the item field of the same name. */
  filters: readonly (keyof z.infer<ListQuery> & string)[];
  /** Item fields that `q` matches, case-insensitively, anywhere in the text. */
  searchFields: readonly (keyof z.infer<Item> & string)[];
  /** Order of every list; the id last, descending, keeps paging stable. */
  defaultSort: readonly {
    field: keyof z.infer<Item> & string;
    direction: SortDirection;
    /** Rows without a value after the others, whatever the direction. */
    nullsLast?: boolean;
  }[];
  /**
   * What anonymous callers may read. "all": every row. "none": staff only. A field and value: only rows where the
   * field holds it; other rows are 404 by id and missing from lists, whatever filter is sent.
   */
  publicVisibility: "all" | "none" | { field: keyof z.infer<Item> & string; equals: string | boolean };
  /** Who may create: "public" for visitor forms (rate limited), else staff. */
  createAccess: "public" | "admin";
  /** The standard operations this resource serves; the others are its own routes (hooks). */
  operations: readonly ("list" | "read" | "create" | "update" | "delete")[];
  /**
   * Delete moves a row to the trash (deleted_at set) for TRASH_RETENTION_DAYS: hidden from every reader, restorable,
   * then purged. Without it a delete is final (newsletter subscribers).
   */
  trash?: boolean;
  /**
   * The visitor-facing text fields that may have a Hindi version, served and written as `translations`
   * (contract/translations.ts), and whether each is a text or a list. Absent: the resource is not translated.
   */
  translatedFields?: Readonly<Record<string, "text" | "list">>;
  /**
   * Other names a write accepts for a field (alias → stored name). The schemas move their values to the stored
   * name, so the activity log compares the stored field only.
   */
  inputAliases?: Readonly<Record<string, string>>;
  /** Messages of successful writes, as the admin shows them. */
  messages: { created?: string; updated?: string; deleted?: string };
}

export type AnyResource = ResourceDefinition<z.ZodObject, z.ZodType, z.ZodType, z.ZodObject>;
export type ItemOf<R extends AnyResource> = z.infer<R["schemas"]["item"]>;
export type CreateOf<R extends AnyResource> = z.infer<R["schemas"]["create"]>;
export type UpdateOf<R extends AnyResource> = z.infer<R["schemas"]["update"]>;
export type ListQueryOf<R extends AnyResource> = z.infer<R["schemas"]["listQuery"]>;

/**
 * Checks a definition against its own schemas' keys and keeps its literal types. A record's back-office form takes
 * only the definition's name, path, id key and labels, which the resource's module exports on their own
 * (`blogsBasics`): marked free of side effects, an unused definition then stays out of the form's browser file, with
 * the server's settings it carries.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineResource<
  Item extends z.ZodObject,
  Create extends z.ZodType,
  Update extends z.ZodType,
  ListQuery extends z.ZodObject,
>(definition: ResourceDefinition<Item, Create, Update, ListQuery>) {
  return definition;
}
