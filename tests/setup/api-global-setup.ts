// Migrates one embedded database once and hands its dump to every API test file, so no file pays initdb.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openEmbeddedDatabase } from "#server/db/client";

export const TEMPLATE_PATH = path.resolve("tests/.tmp/pglite-template.tar.gz");

export default async function setup(project: TestProject) {
  mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  const database = await openEmbeddedDatabase();
  const client = (database as unknown as { client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).client;
  const dump = await client.dumpDataDir("gzip");
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplatePath", TEMPLATE_PATH);
  project.provide("testDatabaseUrl", process.env.TEST_DATABASE_URL ?? "");
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    testDatabaseUrl: string;
    e2eBaseUrl: string;
    e2eAdminPassword: string;
    /** The built site, for a browser test that needs a server of its own (its own first admin). */
    e2eBuildDir: string;
  }
}
