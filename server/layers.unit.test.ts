// The layers, checked on what each import really resolves to (TypeScript's own resolution with the repo's
// tsconfig, so `#app/*` aliases and relative paths count alike): the server's and the contract's production code
// import nothing from app/, and contract/ imports only itself and zod. Import cycles are Biome's
// (suspicious/noImportCycles in biome.json, run by `npm run lint`); see docs/decisions/0072-layers-and-cycles.md.
// Tests may cross the layers on purpose (server/features/site/site.test.ts drives the page loaders), so they are
// left out.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile).config,
  ts.sys,
  ROOT,
);

function productionFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith("db/migrations"))
    .map((f) => path.join(ROOT, folder, f));
}

interface Edge {
  from: string;
  specifier: string;
  /** The resolved file, relative to the repo, or `package:<name>` for a dependency or a Node built-in. */
  to: string;
}

function importsOf(file: string): Edge[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.map(({ fileName: specifier }) => {
    const { resolvedModule } = ts.resolveModuleName(specifier, file, config.options, ts.sys);
    const from = path.relative(ROOT, file);
    if (!resolvedModule) return { from, specifier, to: `unresolved:${specifier}` };
    if (resolvedModule.isExternalLibraryImport || specifier.startsWith("node:"))
      return { from, specifier, to: `package:${resolvedModule.packageId?.name ?? specifier}` };
    return { from, specifier, to: path.relative(ROOT, resolvedModule.resolvedFileName) };
  });
}

describe("layers", () => {
  it("server/ and contract/ import nothing from app/ in their production code", () => {
    const upward = ["server", "contract"]
      .flatMap(productionFiles)
      .flatMap(importsOf)
      .filter((e) => e.to.startsWith(`app${path.sep}`));
    expect(upward.map((e) => `${e.from} imports ${e.specifier}`)).toEqual([]);
  });

  it("contract/ imports only itself and zod", () => {
    const outside = productionFiles("contract")
      .flatMap(importsOf)
      .filter((e) => !e.to.startsWith(`contract${path.sep}`) && e.to !== "package:zod");
    expect(outside.map((e) => `${e.from} imports ${e.specifier} (${e.to})`)).toEqual([]);
  });
});
