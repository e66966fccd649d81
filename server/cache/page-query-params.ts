// Which query parameters each cached page depends on. The rendered-page cache keys on these alone, so that
// `/about?zz=1`, `?zz=2`, … are one entry rather than one render and one eviction each: with arbitrary
// parameters in the key, anyone could churn the cache and force a server render on every request.
//
// A page that starts reading a parameter (useSearchParams, or its loader reading request.url) must list it here,
// or every value of it would be served the first one's render.

/** The parameters a page's own code reads, by path (without the `.data` suffix of client navigations). */
const PAGE_PARAMS: Record<string, readonly string[]> = {
  "/courses": ["category"],
  "/contact": ["product"],
};

/**
 * React Router's data requests (`/x.data`) name the routes to load (`_routes`) and whether an index route is
 * meant (`index`): both change the answer.
 */
const DATA_REQUEST_PARAMS = ["_routes", "index"] as const;

export function pageKeyParams(url: URL): readonly string[] {
  const isData = url.pathname.endsWith(".data");
  const page = isData ? url.pathname.slice(0, -".data".length) : url.pathname;
  // A Hindi page (/hi/courses) reads what its English twin reads.
  const own = PAGE_PARAMS[page.startsWith("/hi/") ? page.slice(3) : page] ?? [];
  return isData ? [...own, ...DATA_REQUEST_PARAMS] : own;
}
