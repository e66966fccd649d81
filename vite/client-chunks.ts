// How the browser build is cut into files. Left to itself the bundler makes one file per set of pages that share
// a module, and a public page then asks for some thirty scripts, most under 1 KB. On a phone's 4G connection every
// request costs a round trip, so the modules are gathered into a few files instead:
//  - framework: React, React DOM and React Router, which every page runs and which change only on upgrades;
//  - shared: our own small modules that two or more pages share and the back office uses too (the API client,
//    messages, constants, the UI pieces, helpers);
//  - site-shell: the public site's own components that two or more public pages share (the frame, cards, forms).
//    In one file with `shared`, every back-office screen downloaded them too (about 4.5 KB); apart, a public page
//    asks for one more script and downloads about 0.8 KB more (two files compress less well than one).
// Anything a single page needs stays with that page. Nothing of the back office (contract/admin-messages.ts too, by
// its name) or of the validation library joins either file, nor the resource definitions and translation helpers,
// which carry the schemas (tests/e2e/page-delivery.test.ts checks what a public page downloads). Nor does the newsletter's token page, which only the two pages behind a newsletter
// e-mail's links use: every other page would download it for nothing.
// In the back office the list screen's own modules (the list screen, its controls, its two hooks) make one file,
// which every list downloads. The columns, row actions and endpoints that only the lists of a resource use make a
// second: in the first, the activity, outbox, trash and campaign lists downloaded them for nothing (about 0.36 KB).
// The smaller modules those import and other admin screens use too (the table, the messages, the header) keep one
// file each, as the bundler cuts them, but by name: a group takes in what its modules import, and every form would
// otherwise download the list screen.
import type { Rolldown } from "vite";

const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const SHARED_SOURCE = /[\\/](?:app[\\/](?:lib|components[\\/](?:ui|site))|contract)[\\/]/;
const PUBLIC_SOURCE = /[\\/]app[\\/]components[\\/]site[\\/]/;
const NEVER_IN_SHELL =
  /[\\/](?:admin|schemas|resources)[\\/]|[\\/]admin-[^\\/]*$|[\\/]contract[\\/](?:fields|translations|localize-content)\.ts$|\.server\.ts$|[\\/]newsletter[\\/]token-action\.tsx$/;

const ADMIN_SHARED =
  /[\\/]app[\\/]admin[\\/](?:components|hooks|models)[\\/](data-table|flash|use-flash|page-header|confirm|status-badge|admin-format)\.tsx?$/;
const ADMIN_LISTS =
  /[\\/]app[\\/]admin[\\/](?:components[\\/]list-(?:screen|controls)\.tsx|hooks[\\/]use-(?:resource-list|list-params)\.ts)$/;
const RESOURCE_LISTS =
  /[\\/]app[\\/]admin[\\/](?:components[\\/]list-columns\.tsx|screens[\\/]endpoints\.ts)$/;

export const clientChunks: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: "framework", test: FRAMEWORK, priority: 5 },
    {
      name: "shared",
      test: (id) => SHARED_SOURCE.test(id) && !NEVER_IN_SHELL.test(id) && !PUBLIC_SOURCE.test(id),
      minShareCount: 2,
      priority: 5,
    },
    {
      name: "site-shell",
      test: (id) => PUBLIC_SOURCE.test(id) && !NEVER_IN_SHELL.test(id),
      minShareCount: 2,
      priority: 4,
    },
    // use-flash imports use-api-data: named first, it keeps a file of its own, which the dashboard loads alone.
    { name: "use-api-data", test: /[\\/]app[\\/]admin[\\/]hooks[\\/]use-api-data\.ts$/, priority: 3 },
    {
      name: (id) => ADMIN_SHARED.exec(id)?.[1]?.replace("use-", "") ?? null,
      debugName: "admin-shared",
      test: ADMIN_SHARED,
      priority: 2,
    },
    { name: "admin-lists", test: ADMIN_LISTS, priority: 1 },
    { name: "resource-lists", test: RESOURCE_LISTS, priority: 1 },
  ],
};
