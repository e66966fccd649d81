import { describe, expect, it } from "vitest";
import { contactLine, displayName, roleLabel } from "./admin-user";

const user = (
  over: Partial<{ username: string; full_name: string | null; email: string | null; role: string }>,
) => ({
  username: "admin",
  full_name: null,
  email: null,
  role: "",
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
  it("defaults the role to 'Administrator'", () => {
    expect(roleLabel(user({}))).toBe("Administrator");
    expect(roleLabel(user({ role: "Editor" }))).toBe("Editor");
  });
});
