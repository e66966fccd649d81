// Builds the site once and starts the production server on a fresh data directory with demo content.
// Every browser test file talks to this one server and creates the rows it needs itself. With TEST_DATABASE_URL
// set (as in CI), that server keeps its data in a fresh PostgreSQL database, as a deployment with DATABASE_URL
// does; the servers some files start of their own stay on the embedded database, as `npm start` runs. So the
// browser journeys cross both databases the product supports. See docs/decisions/0045-browser-tests-on-both-databases.md.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { CHROMIUM_PATH } from "./browser";
import { E2E_ADMIN_PASSWORD, E2E_APP_SECRET, startE2eServer } from "./e2e-server";
import { adminQuery } from "./postgres-admin";

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    if (process.env.REQUIRE_ALL_TESTS === "1")
      throw new Error(`Chromium is required but missing at ${CHROMIUM_PATH}`);
    return;
  }
  // A build of this run's own: parallel runs (and a developer's `npm start`) never swap assets under each other.
  // An empty E2E_BUILD_DIR counts as unset, as BUILD_DIR does in react-router.config.ts.
  const buildDir = process.env.E2E_BUILD_DIR || path.resolve(`tests/.tmp/e2e-build-${process.pid}`);
  if (!process.env.E2E_BUILD_DIR || !existsSync(path.join(buildDir, "server/index.js"))) {
    const build = spawnSync("npx", ["react-router", "build"], {
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (build.status !== 0) throw new Error("react-router build failed");
  }
  const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
  console.log(
    `Browser tests: the shared server's database is ${database ? "PostgreSQL" : "embedded (PGlite)"}`,
  );
  const server = await startE2eServer(buildDir, database ? { DATABASE_URL: database.url } : {});
  project.provide("e2eBaseUrl", server.baseUrl);
  project.provide("e2eAdminPassword", E2E_ADMIN_PASSWORD);
  project.provide("e2eAppSecret", E2E_APP_SECRET);
  project.provide("e2eBuildDir", buildDir);
  return async () => {
    await server.stop();
    await database?.drop();
    if (!process.env.E2E_BUILD_DIR) rmSync(buildDir, { recursive: true, force: true });
  };
}

/** A new, empty database beside the one `serverUrl` names (the server migrates it at start-up), or none. */
async function freshPostgresDatabase(serverUrl: string | undefined) {
  if (!serverUrl) return undefined;
  const name = `academy_e2e_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
