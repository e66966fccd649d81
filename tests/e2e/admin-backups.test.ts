// The admin's Backups screen: "Back up now" makes a backup on the running server, and "Download latest backup"
// hands the browser the very file the API serves, which unpacks and checks whole.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unpackBackup } from "#server/backup/archive";
import { api, axeViolations, launchBrowser } from "../setup/browser";
import { adminPage } from "./admin-helpers";

let browser: Browser;
const scratch = mkdtempSync(path.join(os.tmpdir(), "academy-e2e-backups-"));
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe("admin backups", () => {
  it("backs up now, lists the backup, and downloads the newest one", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/dashboard");
    await page.locator(".admin-profile__button").click();
    await page.getByRole("link", { name: "Backups" }).click();
    await page.waitForURL("**/admin/backups");
    await page.getByRole("heading", { name: "Backups", level: 1 }).waitFor();
    // The shared test server has no bucket: the screen says backups stay here, and how to send them elsewhere.
    await page.getByText(/^Backups stay on this server only\./).waitFor();

    const before = await api<{ data: { file_name: string }[] }>("GET", "/api/backups", { token });
    await page.getByRole("button", { name: "Back up now" }).click();
    const flash = page.getByText(/^Backup created: academy-backup-.*\.tar\.gz$/);
    await flash.waitFor();
    const made = ((await flash.textContent()) ?? "").replace("Backup created: ", "");
    const after = await api<{ data: { file_name: string }[] }>("GET", "/api/backups", { token });
    expect(after.body.data.length).toBeGreaterThan(before.body.data.length);
    // The shared server's own daily backup may land beside it (its first check is a minute after start).
    expect(after.body.data.map((b) => b.file_name)).toContain(made);
    const table = page.getByRole("region", { name: "Backups" });
    await table.getByRole("row").filter({ hasText: made }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const newest = (await api<{ data: { file_name: string }[] }>("GET", "/api/backups", { token })).body
      .data[0];
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download latest backup" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(newest?.file_name);
    const saved = path.join(scratch, file.suggestedFilename());
    await file.saveAs(saved);
    const manifest = await unpackBackup(saved, path.join(scratch, "unpacked"));
    expect(manifest.uploads).toBeGreaterThan(0);
    expect(manifest.tables.find((t) => t.name === "courses")?.rows).toBeGreaterThan(0);
    expect(readFileSync(saved).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    await context.close();
  });
});
