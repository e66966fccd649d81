import { defineConfig } from "vitest/config";

// Three kinds of test, run by scripts/test.mjs in this order:
//  unit: pure functions;  api: HTTP into the real app on a real database;  e2e: real Chromium on the built site.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{app,server,contract}/**/*.unit.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["server/**/*.test.ts"],
          exclude: ["**/*.unit.test.ts", "node_modules/**"],
          globalSetup: ["tests/setup/api-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/setup/e2e-global-setup.ts"],
          // A budget, not a measurement: on a busy day the shared 2-core machine runs this suite at half speed, and
          // the tests that walk every back-office screen or every Hindi page took 42 s one day and over 60 s the next.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: "forks",
          maxWorkers: 2,
        },
      },
    ],
  },
});
