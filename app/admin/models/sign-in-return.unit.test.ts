import { describe, expect, it } from "vitest";
import { returnPath } from "./sign-in-return";

const origin = "https://academy.example";

describe("the page to return to after signing in", () => {
  it("is an admin page of this site, with its query and fragment", () => {
    expect(returnPath("/admin/courses/edit/3", origin)).toBe("/admin/courses/edit/3");
    expect(returnPath("/admin/inquiries?status=new&page=2#top", origin)).toBe(
      "/admin/inquiries?status=new&page=2#top",
    );
  });

  it("is never another site, a path outside the back office, nor the sign-in page itself", () => {
    for (const next of [
      null,
      "",
      "https://evil.example/admin/courses",
      "//evil.example/admin/courses",
      "/\\evil.example/admin/courses",
      "/admin/\\..\\..\\/evil.example",
      "\\\\evil.example/admin",
      "/admin/../courses",
      "/admin/..//evil.example",
      "/admin/%2e%2e/%2e%2e/evil",
      "/\t/evil.example/admin/",
      "/\n/evil.example/admin/",
      "javascript:alert(1)//admin/",
      // Not an address at all: refused, not thrown.
      "http://[",
      "/courses",
      "/admin",
      "/admin/login",
      "/admin/login?next=/admin/courses",
      "/admin/login/",
    ])
      expect(returnPath(next, origin), String(next)).toBeNull();
  });
});
