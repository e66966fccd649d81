// A path the API serves, asked with a method it does not serve there, is a 405 with an Allow header (RFC 9110
// §15.5.6): a 404 would tell the caller the path does not exist, which sends them looking in the wrong place.
// The methods come from the router's own table, so a route added later is covered without being listed here.

interface Route {
  method: string;
  path: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A Hono path pattern as a regular expression: `:name` is one segment, `:name{re}` keeps its own expression. */
function patternOf(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => {
      const param = segment.match(/^:\w+(?:\{(.+)\})?$/);
      if (!param) return escapeRegExp(segment);
      return param[1] ? `(?:${param[1]})` : "[^/]+";
    })
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/**
 * Returns a lookup from a request path (relative to where the routes are mounted) to the methods served there,
 * HEAD included wherever GET is (Hono answers HEAD with the GET handler). Middleware (method ALL) and wildcard
 * routes are left out: they do not make a path exist.
 */
export function allowedMethodsOf(routes: readonly Route[]): (path: string) => string[] {
  const table = routes
    .filter((r) => r.method !== "ALL" && !r.path.includes("*"))
    .map((r) => ({ method: r.method, pattern: patternOf(r.path) }));
  return (path) => {
    const methods = new Set(table.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods];
  };
}
