import { describe, expect, it } from "vitest";
import { RESOURCES } from "#contract/resources/index";
import { ACTIVITY_ACTIONS, OTHER_ACTIVITY_RESOURCES } from "#contract/schemas/activity";
import {
  actionLabel,
  CONTENT_RESOURCE_LABELS,
  changeText,
  RESOURCE_LABELS,
  subjectText,
} from "./activity-model";

describe("activity wording", () => {
  it("names every resource by its definition's plural label", () => {
    expect(CONTENT_RESOURCE_LABELS).toEqual(
      Object.fromEntries(Object.values(RESOURCES).map((r) => [r.name, r.labels.plural])),
    );
  });

  it("words a change with before and after, a new value, or only that it changed", () => {
    expect(changeText({ field: "status", before: "new", after: "resolved" })).toBe("status: new → resolved");
    expect(changeText({ field: "sub_title", after: null })).toBe("sub title: (empty)");
    expect(changeText({ field: "overview", changed: true })).toBe("overview changed");
    expect(changeText({ field: "highlights", before: ["a"], after: ["a", "b"] })).toBe(
      'highlights: ["a"] → ["a","b"]',
    );
  });

  it("names what an entry is about", () => {
    const entry = {
      activity_id: 1,
      at: "2026-01-01T00:00:00.000Z",
      actor_id: 1,
      actor_username: "staff",
      client_address: null,
      action: "update",
      resource: "courses",
      resource_id: 12,
      label: "Vastu Basics",
      changes: null,
    };
    expect(subjectText(entry)).toBe("Courses “Vastu Basics” (#12)");
    expect(subjectText({ ...entry, resource: "auth" })).toBe("");
    // "Changed the settings" names it already.
    expect(subjectText({ ...entry, resource: "settings", label: null, resource_id: null })).toBe("");
    expect(subjectText({ ...entry, resource: "agenda", label: "Blocked time", resource_id: 3 })).toBe(
      "Consultation agenda “Blocked time” (#3)",
    );
  });

  it("words every action the server records, and offers every resource in the screen's filter", () => {
    for (const action of ACTIVITY_ACTIONS) expect(actionLabel(action)).toMatch(/^[A-Z]/);
    for (const resource of OTHER_ACTIVITY_RESOURCES) expect(Object.keys(RESOURCE_LABELS)).toContain(resource);
  });
});
