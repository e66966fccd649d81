// How page loaders reach the server's services: React Router's typed context, filled per request by app.ts.
import { createContext, type RouterContext } from "react-router";
import type { AppDeps } from "./deps";

export interface PageServices extends AppDeps {
  cspNonce: string;
  /** Signed-in staff with a valid preview cookie: pages may show drafts and inactive rows, marked as such. */
  staffPreview: boolean;
}

// In development the server and the pages are loaded by two module systems (tsx and Vite); one global key
// keeps both pointing at the same context object.
const globalKey = Symbol.for("academy.pageServicesContext");
const holder = globalThis as unknown as Record<symbol, RouterContext<PageServices> | undefined>;
holder[globalKey] ??= createContext<PageServices>();

export const pageServicesContext = holder[globalKey] as RouterContext<PageServices>;
