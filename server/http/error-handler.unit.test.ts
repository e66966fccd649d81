import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { loggableError } from "./error-handler";

describe("loggableError", () => {
  it("cuts Drizzle's parameters and blanks the values PostgreSQL quotes", () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "secret-value"'), {
      code: "22P02",
      detail: "Key (email)=(someone@example.com) already exists.",
    });
    const err = new DrizzleQueryError(
      "select * from t where a = $1 and b = 'literal'",
      ["someone@example.com", "+91 98765 43210"],
      cause,
    );
    const logged = loggableError(err);
    const text = JSON.stringify(logged);
    for (const secret of ["someone@example.com", "98765", "secret-value", "literal"])
      expect(text).not.toContain(secret);
    expect(logged).toMatchObject({
      name: "DrizzleQueryError",
      code: "22P02",
      message: "Failed query: select * from t where a = $1 and b = '…'",
      cause: { name: "Error", message: 'invalid input syntax for type integer: "…"' },
    });
  });

  it("says only the type of something thrown that is not an Error", () => {
    expect(loggableError("a string with someone@example.com")).toEqual({ name: "string" });
  });
});
