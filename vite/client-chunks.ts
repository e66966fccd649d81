// How the browser build is cut into files. Left to itself the bundler makes one file per set of pages that share
// a module, and a public page then asks for some thirty scripts, most under 1 KB. On a phone's 4G connection every
// request costs a round trip, so the modules are gathered into a few files instead:
//  - framework: React, React DOM and React Router, which every page runs and which change only on upgrades;
//  - site-shell: our own small modules that two or more public pages share (the frame, messages, helpers).
// Anything a single page needs stays with that page, and nothing of the back office or of the validation library
// joins the shell, nor the resource definitions and translation helpers, which carry the schemas (tests/e2e/page-delivery.test.ts checks
// what a public page downloads). Nor does the newsletter's token page, which only the two pages behind a newsletter
// e-mail's links use: every other page would download it for nothing.
import type { Rolldown } from "vite";

const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const SHARED_SOURCE = /[\\/](?:app[\\/](?:lib|components[\\/](?:ui|site))|contract)[\\/]/;
const NEVER_IN_SHELL =
  /[\\/](?:admin|schemas|resources)[\\/]|[\\/]admin-[^\\/]*$|[\\/]contract[\\/](?:fields|translations|localize-content)\.ts$|\.server\.ts$|[\\/]newsletter[\\/]token-action\.tsx$/;

export const clientChunks: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: "framework", test: FRAMEWORK, priority: 2 },
    {
      name: "site-shell",
      test: (id) => SHARED_SOURCE.test(id) && !NEVER_IN_SHELL.test(id),
      minShareCount: 2,
      priority: 1,
    },
  ],
};
