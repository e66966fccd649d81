import { describe, expect, it } from "vitest";
import { email, formBoolean, formInt, idParam, isoDate, todayInIndia } from "./fields";

describe("todayInIndia", () => {
  it("turns the date at midnight IST (18:30 UTC), not at midnight UTC", () => {
    expect(todayInIndia(new Date("2026-03-14T18:29:59.999Z"))).toBe("2026-03-14");
    expect(todayInIndia(new Date("2026-03-14T18:30:00.000Z"))).toBe("2026-03-15");
    expect(todayInIndia(new Date("2026-12-31T18:30:00.000Z"))).toBe("2027-01-01");
    expect(todayInIndia(new Date("2026-03-15T00:00:00.000Z"))).toBe("2026-03-15");
  });
});

describe("field builders", () => {
  it("isoDate takes real calendar dates only", () => {
    for (const ok of ["2028-02-29", "2026-12-31"]) expect(isoDate().safeParse(ok).success, ok).toBe(true);
    for (const bad of ["2026-02-29", "2026-13-01", "2026-1-01", "20260101", "2026-01-01T00:00:00Z"])
      expect(isoDate().safeParse(bad).success, bad).toBe(false);
  });

  it("formBoolean takes JSON booleans and the four form spellings, nothing else", () => {
    for (const [input, output] of [
      [true, true],
      [false, false],
      ["true", true],
      ["false", false],
      ["1", true],
      ["0", false],
    ] as const)
      expect(formBoolean.parse(input)).toBe(output);
    for (const bad of [1, 0, "yes", "TRUE", " 1", null, []])
      expect(formBoolean.safeParse(bad).success).toBe(false);
  });

  it("formInt and idParam parse whole decimal numbers strictly", () => {
    expect(formInt(0).parse("12")).toBe(12);
    for (const bad of ["1e3", "1.0", "0x10", " 1", "1'", 1.5, -1, "99999999999"])
      expect(formInt(0).safeParse(bad).success, String(bad)).toBe(false);
    expect(idParam.parse("7")).toBe(7);
    for (const bad of ["0", "01", "-1", "1e3", "2147483648"])
      expect(idParam.safeParse(bad).success, bad).toBe(false);
  });

  it("email refuses what PostgreSQL cannot store", () => {
    expect(email().safeParse(" a@example.com ").data).toBe("a@example.com");
    expect(email().safeParse("a\u0000@example.com").success).toBe(false);
  });
});
