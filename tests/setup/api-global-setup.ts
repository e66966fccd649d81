// Migrates one embedded database once and hands its dump to every API test file, so no file pays initdb; on
// PostgreSQL (TEST_DB=postgres), one migrated template database that every test file's database is copied from.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openEmbeddedDatabase, openPostgresDatabase } from "#server/db/client";
import { adminQuery } from "./postgres-admin";

/** One per run: scripts/test.mjs runs the PGlite and the PostgreSQL suites at the same time. */
const TEMPLATE_PATH = path.resolve(`tests/.tmp/pglite-template-${process.pid}.tar.gz`);

export default async function setup(project: TestProject) {
  mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  const database = await openEmbeddedDatabase();
  const client = (database as unknown as { client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).client;
  const dump = await client.dumpDataDir("gzip");
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplatePath", TEMPLATE_PATH);
  const url = process.env.TEST_DATABASE_URL ?? "";
  project.provide("testDatabaseUrl", url);
  project.provide("postgresTemplateName", "");
  const removeDump = () => rmSync(TEMPLATE_PATH, { force: true });
  if (process.env.TEST_DB !== "postgres" || !url) return removeDump;

  // CREATE DATABASE … TEMPLATE copies files instead of running the migrations again in every test file.
  const name = `academy_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(url, `create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const template = await openPostgresDatabase({ url: own.toString(), poolSize: 2 });
  await template.close();
  project.provide("postgresTemplateName", name);
  return async () => {
    removeDump();
    await adminQuery(url, `drop database if exists ${name} with (force)`);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    testDatabaseUrl: string;
    /** The migrated PostgreSQL database each test file's own database is created from (TEST_DB=postgres). */
    postgresTemplateName: string;
    e2eBaseUrl: string;
    e2eAdminPassword: string;
    e2eAppSecret: string;
    e2eBuildDir: string;
  }
}
