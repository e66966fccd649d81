import { describe, expect, it } from "vitest";
import { RESOURCES } from "#contract/resources/index";
import { ENDPOINTS } from "./endpoints";

describe("list screen endpoints", () => {
  it("are the path and id key of each resource definition", () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual(Object.keys(RESOURCES).sort());
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      const definition = RESOURCES[name as keyof typeof RESOURCES];
      expect(endpoint.idKey).toBe(definition.idKey);
      expect(endpoint.path).toBe(definition.path);
    }
  });
});
