// A readable page of the API, rendered on the server from the OpenAPI document: no script, nothing from a CDN.
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from "./document";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Inline `code` of the descriptions, the only markup they use. */
const prose = (s: string) => escapeHtml(s).replace(/`([^`]+)`/g, "<code>$1</code>");

const ACCESS_LABELS: Record<OpenApiOperation["x-access"], string> = {
  public: "Public",
  admin: "Admin token",
  "public-or-admin": "Public (an admin token shows hidden rows too)",
};

function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  return doc.components.schemas[ref.replace("#/components/schemas/", "")] ?? {};
}

function typeLabel(doc: OpenApiDocument, schema: JsonSchema): string {
  if (typeof schema.$ref === "string") return schema.$ref.replace("#/components/schemas/", "");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return [...new Set(variants.map((v) => typeLabel(doc, v)))].join(" or ");
  if (schema.type === "array") return `list of ${typeLabel(doc, (schema.items as JsonSchema) ?? {})}`;
  if (schema.format === "binary") return "file";
  if (Array.isArray(schema.type)) return schema.type.join(" or ");
  return typeof schema.type === "string" ? schema.type : "any";
}

function notes(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  if (typeof schema.maxLength === "number") parts.push(`at most ${schema.maxLength} characters`);
  if (typeof schema.minimum === "number") parts.push(`from ${schema.minimum}`);
  if (typeof schema.maximum === "number") parts.push(`up to ${schema.maximum}`);
  if (typeof schema.description === "string") parts.push(schema.description);
  return parts.join("; ");
}

function fieldsTable(doc: OpenApiDocument, schema: JsonSchema, caption: string): string {
  let object = resolve(doc, schema);
  const allOf = object.allOf as JsonSchema[] | undefined;
  if (allOf) {
    const parts = allOf.map((s) => resolve(doc, s));
    object = {
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => (p.required as string[] | undefined) ?? []),
    };
  }
  const properties = Object.entries((object.properties ?? {}) as Record<string, JsonSchema>);
  if (properties.length === 0) return "";
  const required = new Set((object.required as string[] | undefined) ?? []);
  const rows = properties
    .map(
      ([name, field]) =>
        `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(typeLabel(doc, field))}</td>` +
        `<td>${required.has(name) ? "yes" : ""}</td><td>${prose(notes(field))}</td></tr>`,
    )
    .join("");
  return (
    `<table><caption>${escapeHtml(caption)}</caption>` +
    `<thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Notes</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

function parametersTable(doc: OpenApiDocument, op: OpenApiOperation): string {
  if (op.parameters.length === 0) return "";
  const rows = op.parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${escapeHtml(typeLabel(doc, p.schema))}</td>` +
        `<td>${p.required ? "yes" : ""}</td><td>${prose(p.description ?? notes(p.schema))}</td></tr>`,
    )
    .join("");
  return (
    "<table><caption>Parameters</caption><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th>" +
    `<th>Notes</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

function operationSection(doc: OpenApiDocument, path: string, method: string, op: OpenApiOperation): string {
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(([type, { schema }]) => fieldsTable(doc, schema, `Request body (${type})`))
        .join("")
    : "";
  const [status, success] = Object.entries(op.responses)[0] as [string, JsonSchema];
  const content = success.content as Record<string, { schema: JsonSchema }> | undefined;
  const data = (content?.["application/json"]?.schema.properties as Record<string, JsonSchema> | undefined)
    ?.data;
  const responseText = data
    ? `${status}: <code>data</code> is ${escapeHtml(typeLabel(doc, data))}`
    : `${status}: ${escapeHtml(String(success.description))}`;
  const dataItem = data ? ((data.items as JsonSchema | undefined) ?? data) : undefined;
  const errors = Object.keys(op.responses).slice(1).join(", ");
  return `<section id="${escapeHtml(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${prose(op.summary)}. <strong>${escapeHtml(ACCESS_LABELS[op["x-access"]])}</strong>.</p>
${op.description ? `<p>${prose(op.description)}</p>` : ""}
${parametersTable(doc, op)}${body}
<p>Response ${responseText}. Errors: ${errors}.</p>
${dataItem?.$ref ? `<details><summary>Fields of ${escapeHtml(typeLabel(doc, dataItem))}</summary>${fieldsTable(doc, dataItem, typeLabel(doc, dataItem))}</details>` : ""}
</section>`;
}

export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(doc, path, method, op)]);
      toc.set(tag, [
        ...(toc.get(tag) ?? []),
        `<li><a href="#${escapeHtml(op.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
      ]);
    }
  const tags = doc.tags.map((t) => t.name).filter((t) => byTag.has(t));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(doc.info.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;color:#2b2118;background:#fbf7f0;margin:0 auto;max-width:70rem;padding:1rem 1.5rem 4rem}
h1{margin-bottom:.25rem}h2{border-bottom:2px solid #e6dccb;padding-bottom:.25rem;margin-top:2.5rem}
section{background:#fff;border:1px solid #e6dccb;border-radius:8px;padding:.25rem 1rem 1rem;margin:1rem 0}
code{font:14px ui-monospace,monospace;background:#f3ece0;padding:0 .25rem;border-radius:4px}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:14px;padding:0 .4rem}
.get{background:#2f6b4f}.post{background:#8a3b12}.put{background:#5a4a8a}.delete{background:#9b1c1c}
table{border-collapse:collapse;width:100%;margin:.75rem 0;font-size:14px}caption{text-align:left;font-weight:600}
th,td{border:1px solid #e6dccb;padding:.25rem .5rem;text-align:left;vertical-align:top}th{background:#f3ece0}
nav ul{columns:2 22rem;padding-left:1.25rem}
</style>
</head>
<body>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>${prose(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>
<nav aria-label="Operations"><h2>Contents</h2>${tags.map((t) => `<h3>${escapeHtml(t)}</h3><ul>${(toc.get(t) ?? []).join("")}</ul>`).join("")}</nav>
<main>${tags.map((t) => `<h2>${escapeHtml(t)}</h2>${(byTag.get(t) ?? []).join("\n")}`).join("\n")}</main>
</body>
</html>`;
}
