import { describe, expect, it } from "vitest";
import type { ListScreenConfig } from "#app/admin/components/list-screen.tsx";
import { RESOURCES, type ResourceName } from "#contract/resources/index";
import { blogsScreen } from "./blogs.tsx";
import { consultationsScreen } from "./consultations.tsx";
import { coursesScreen } from "./courses.tsx";
import { ENDPOINTS } from "./endpoints.ts";
import { inquiriesScreen } from "./inquiries.tsx";
import { newsletterScreen } from "./newsletter.tsx";
import { productsScreen } from "./products.tsx";

// A list screen restates only what its resource definition does not hold (the words staff read); what the server
// takes, it must take as the definition says.
const SCREENS: [ResourceName, Pick<ListScreenConfig<unknown>, "options" | "filters" | "search">][] = [
  ["blogs", blogsScreen],
  ["courses", coursesScreen],
  ["products", productsScreen],
  ["inquiries", inquiriesScreen],
  ["consultations", consultationsScreen],
  ["subscribers", newsletterScreen],
];

describe.each(SCREENS)("the %s list screen", (name, screen) => {
  const definition = RESOURCES[name];
  it("reads and deletes at the definition's endpoint", () => {
    expect(screen.options.resource).toBe(ENDPOINTS[name]);
  });
  it("sends only filters the definition lists, and searches where it has search fields", () => {
    const filters: readonly string[] = definition.filters;
    for (const filter of screen.filters ?? []) expect(filters).toContain(filter.name);
    expect(Boolean(screen.search)).toBe(definition.searchFields.length > 0);
  });
  it("says a delete in the definition's words", () => {
    expect(screen.options.deleted).toBe(definition.messages.deleted);
  });
});
