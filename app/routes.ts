import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/site/home.tsx"),
  ...prefix("admin", []),
  // Any unknown public path redirects to the home page (spec §2).
  route("*", "routes/site/unknown-path.tsx"),
] satisfies RouteConfig;
