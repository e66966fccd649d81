// Checks real answers of the API against the document it serves (/api/openapi.json): the status must be one the
// operation lists, and a JSON body must match that answer's schema, closed objects included (a field the schema
// does not name is a breach). JSON Schema 2020-12 by Ajv, the validator most OpenAPI tools use. Generic: any
// operation in the document is checked, whichever branch added it.
import Ajv2020 from "ajv/dist/2020.js";
import { toOpenApiPath } from "#server/openapi/document";

type Json = Record<string, unknown>;

export interface DocumentChecker {
  /** What is wrong with this answer of `METHOD /api/path/:param` (Hono's path), or [] when it matches. */
  breaches(method: string, honoPath: string, status: number, body: unknown, label?: string): string[];
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

export function documentChecker(doc: Json): DocumentChecker {
  // The document itself is the schema registry, so `#/components/schemas/…` refs resolve as they do for a client.
  // Keywords JSON Schema validation does not know (OpenAPI's own, `contentMediaType`) are only annotations.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(doc, "doc");
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const responses = (doc.components as Json).responses as Record<string, Json>;

  return {
    breaches(method, honoPath, status, body, label = `${method.toUpperCase()} ${honoPath}`) {
      const path = toOpenApiPath(honoPath);
      const op = paths[path]?.[method.toLowerCase()];
      if (!op) return [`${label}: not in the document`];
      let answer = (op.responses as Record<string, Json>)[String(status)];
      if (!answer) return [`${label}: answered ${status}, which the document does not list`];
      let where = pointer("paths", path, method.toLowerCase(), "responses", String(status));
      const ref = answer.$ref as string | undefined;
      if (ref) {
        const name = ref.replace("#/components/responses/", "");
        answer = responses[name] as Json;
        where = pointer("components", "responses", name);
      }
      const json = (answer.content as Record<string, unknown> | undefined)?.["application/json"];
      if (!json || body === undefined) return [];
      const key = `${where}/content/${pointer("application/json")}/schema`;
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.compile({ $ref: `doc#/${key}` });
        compiled.set(key, validate);
      }
      if (validate(body)) return [];
      return (validate.errors ?? []).slice(0, 5).map((e) => {
        const extra = e.keyword === "additionalProperties" ? ` (${String(e.params.additionalProperty)})` : "";
        return `${label} ${status}: ${e.instancePath || "(body)"} ${e.message}${extra}`;
      });
    },
  };
}
