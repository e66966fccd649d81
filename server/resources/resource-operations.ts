// The OpenAPI operations of a resource's standard routes, derived from its definition exactly as
// resource-routes.ts derives the routes themselves, so the two cannot drift apart.
import { z } from "zod";
import type { AnyResource } from "#contract/resources/define-resource";
import { AuthorshipSchema } from "#contract/schemas/activity";
import type { ApiOperation } from "#server/openapi/operation";
import { EXPORT_PATH, type ResourceRouteOptions } from "./resource-routes";

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

export function resourceOperations(
  definition: AnyResource,
  routes: ResourceRouteOptions = {},
): ApiOperation[] {
  const { labels, typeName, publicVisibility } = definition;
  const ops = new Set(definition.operations);
  const base = `/api${definition.path}`;
  const tag = labels.plural;
  const singular = labels.singular;
  const plural = labels.items ?? labels.plural.toLowerCase();
  const item = { schema: definition.schemas.item, name: typeName };
  const staffOnly = publicVisibility === "none";
  const readAccess = staffOnly ? "admin" : "public-or-admin";
  const visibilityNote =
    typeof publicVisibility === "object"
      ? `Anonymous callers see only ${plural} whose ${publicVisibility.field} is ${publicVisibility.equals}, whatever they filter.`
      : publicVisibility === "all"
        ? `${labels.plural} are all public.`
        : undefined;
  const parts = definition.imageFields.map((field) => definition.imageParts?.[field] ?? field);
  const multipart = parts.length > 0 ? { multipart: true, files: parts } : {};
  const bySlug = definition.readBy === "idOrSlug";
  const operations: ApiOperation[] = [];
  const area = definition.area;

  if (ops.has("create"))
    operations.push(
      definition.createAccess === "public"
        ? {
            method: "post",
            path: base,
            tag,
            summary: `Send ${article(singular)}`,
            description:
              "Public form. A filled honeypot field (`website`) is answered like a success and not stored.",
            access: "public",
            rateLimited: true,
            body: { schema: definition.schemas.create, name: `${typeName}Create` },
            // Nothing stored is echoed to a visitor, so a dropped bot submission gets exactly the same answer; a form
            // that does more (a consultation booking a slot) answers what it made.
            response: routes.publicCreateAnswer
              ? {
                  status: 201,
                  data: {
                    schema: routes.publicCreateAnswer.schema.nullable(),
                    name: `${routes.publicCreateAnswer.name}OrNull`,
                  },
                  description: routes.publicCreateAnswer.description,
                }
              : {
                  status: 201,
                  data: null,
                  description: "Received; `message` is the text to show the visitor.",
                },
          }
        : {
            method: "post",
            path: base,
            tag,
            summary: `Create ${article(singular)}`,
            access: "admin",
            area,
            body: { schema: definition.schemas.create, name: `${typeName}Create`, ...multipart },
            response: { status: 201, data: item },
          },
    );
  if (ops.has("list"))
    operations.push({
      method: "get",
      path: base,
      tag,
      summary: `List ${plural}`,
      description: visibilityNote ?? "Newest first; `q` searches the text, `limit` and `offset` page.",
      access: readAccess,
      area,
      query: definition.schemas.listQuery,
      // Resource lists page only when asked to (server/http/paging.ts), for staff and visitors alike.
      response: { status: 200, data: { ...item, list: true }, meta: "when-paged" },
    });
  if (routes.csvExport)
    operations.push({
      method: "get",
      path: `${base}${EXPORT_PATH}`,
      tag,
      summary: `Export ${plural} as CSV`,
      description:
        `Every ${singular} matching the list's filters and \`q\` (\`limit\` and \`offset\` are ignored), newest ` +
        "first, streamed as one UTF-8 CSV file with a byte-order mark and CRLF line ends. Columns: " +
        `${routes.csvExport.columns.map(([header]) => header).join(", ")}. A cell starting with =, +, -, @, tab ` +
        "or CR is prefixed with ' so a spreadsheet shows it as text.",
      access: "admin",
      area,
      query: definition.schemas.listQuery,
      produces: "text/csv",
      response: { status: 200, data: null, description: "The CSV file, as an attachment." },
    });
  if (ops.has("read"))
    operations.push({
      method: "get",
      path: `${base}/:id`,
      tag,
      summary: `Read one ${singular}`,
      description: [
        bySlug ? "By id or by slug." : undefined,
        visibilityNote,
        staffOnly ? undefined : "Hidden rows are 404 to anonymous callers.",
      ]
        .filter(Boolean)
        .join(" "),
      access: readAccess,
      area,
      params: bySlug
        ? {
            id: z
              .string()
              .min(1)
              .describe(
                `The ${singular}'s id (\`${definition.idKey}\`) or its slug (\`${definition.slugField}\`): a number ` +
                  "is an id, anything else a slug. A number that is no visible id is tried as a slug too.",
              ),
          }
        : undefined,
      response: { status: 200, data: item },
    });
  if (ops.has("update"))
    operations.push({
      method: "put",
      path: `${base}/:id`,
      tag,
      summary: `Update ${article(singular)}`,
      description: "Any subset of the fields; the others keep their values.",
      access: "admin",
      area,
      body: { schema: definition.schemas.update, name: `${typeName}Update`, ...multipart },
      response: { status: 200, data: item },
    });
  if (ops.has("delete"))
    operations.push({
      method: "delete",
      path: `${base}/:id`,
      tag,
      summary: `Delete ${article(singular)}`,
      ...(definition.trash
        ? {
            description:
              "Moves it to the trash for 30 days: hidden from every list and read, restorable with " +
              "POST /api/trash/{resource}/{id}/restore, then deleted for good with its images.",
          }
        : {}),
      access: "admin",
      area,
      response: { status: 200, data: null },
    });
  if (definition.trash)
    operations.push({
      method: "get",
      path: `${base}/:id/authorship`,
      tag,
      summary: `Who created ${article(singular)} and who changed it last`,
      description:
        "Also for one in the trash. Null for a row a visitor sent or one written before this was kept.",
      access: "admin",
      area,
      response: { status: 200, data: { schema: AuthorshipSchema, name: "Authorship" } },
    });
  return operations;
}
