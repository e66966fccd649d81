import { describe, expect, it } from "vitest";
import type { AdminUser } from "#contract/schemas/auth";
import { contactLine, displayName, roleLabel } from "./admin-user";

const user = (over: Partial<AdminUser>): AdminUser => ({
  username: "admin",
  full_name: null,
  email: null,
  role: "owner",
  ...over,
});

describe("admin identity labels", () => {
  it("shows full_name, else username, else 'Admin'", () => {
    expect(displayName(user({ full_name: "Asha Verma" }))).toBe("Asha Verma");
    expect(displayName(user({ full_name: "  " }))).toBe("admin");
    expect(displayName(user({ username: "" }))).toBe("Admin");
    expect(displayName(null)).toBe("Admin");
  });
  it("shows the email, else the username", () => {
    expect(contactLine(user({ email: "a@b.test" }))).toBe("a@b.test");
    expect(contactLine(user({}))).toBe("admin");
  });
  it("names each role as the top bar shows it", () => {
    expect(roleLabel(user({}))).toBe("Owner");
    expect(roleLabel(user({ role: "editor" }))).toBe("Editor");
    expect(roleLabel(user({ role: "front_desk" }))).toBe("Front desk");
  });
  it("shows 'Administrator' when the admin object names no role", () => {
    expect(roleLabel(null)).toBe("Administrator");
    expect(roleLabel(user({ role: "" as AdminUser["role"] }))).toBe("Administrator");
    expect(roleLabel({ username: "admin", full_name: null, email: null } as unknown as AdminUser)).toBe(
      "Administrator",
    );
  });
});
