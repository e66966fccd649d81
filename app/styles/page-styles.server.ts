// The styles a server-rendered page carries inside its HTML: the font faces, the shell and the sheets of the routes
// it shows.
// Only these, so that the page's HTML stays small enough to arrive in the first round trip of a new connection.

import { baseRouteId } from "#contract/locales";
import about from "../components/site/about.css?inline";
import admissions from "../components/site/admissions.css?inline";
import blog from "../components/site/blog/blog.css?inline";
import consultation from "../components/site/consultation/consultation.css?inline";
import contact from "../components/site/contact/contact.css?inline";
import courseDetail from "../components/site/course-detail.css?inline";
import courses from "../components/site/courses.css?inline";
import gallery from "../components/site/gallery/gallery.css?inline";
import home from "../components/site/home.css?inline";
import products from "../components/site/products/products.css?inline";
import fonts from "./fonts.css?inline";
import shell from "./shell.css?inline";

/** English route id (app/routes.ts; the Hindi ids are these under "hi/") to the sheet of that page. site.css must list the same sheets. */
const ROUTE_STYLES: Record<string, string> = {
  "routes/site/home": home,
  "routes/site/about": about,
  "routes/site/courses": courses,
  "routes/site/course-detail": courseDetail,
  "routes/site/products": products,
  "routes/site/consultation": consultation,
  "routes/site/consultation-booking": consultation,
  "routes/site/gallery": gallery,
  "routes/site/blog": blog,
  "routes/site/contact": contact,
  "routes/site/enrolment": admissions,
  "routes/site/certificate": admissions,
};

export function pageStylesFor(routeIds: readonly string[]): string {
  return [fonts, shell, ...routeIds.map((id) => ROUTE_STYLES[baseRouteId(id)] ?? "")].join("");
}
