import { describe, expect, it } from "vitest";
import { httpErrorFromDatabase, isConnectionError } from "./errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How drizzle wraps a driver error: its own message repeats the query and its parameters. */
const wrapped = (cause: unknown, query = "select * from testimonials where name = $1", params = ["x"]) =>
  Object.assign(new Error(`Failed query: ${query}\nparams: ${params.join(",")}`), { cause });

describe("httpErrorFromDatabase", () => {
  it.each([
    ["connection refused", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["connection reset", withCode("read ECONNRESET", "ECONNRESET")],
    [
      "dual-stack refusal",
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""),
    ],
    ["server gone mid-query", new Error("Connection terminated unexpectedly")],
    ["pool timeout", new Error("timeout exceeded when trying to connect")],
    ["broken client", new Error("Client has encountered a connection error and is not queryable")],
    ["admin shutdown", withCode("terminating connection due to administrator command", "57P01")],
    ["starting up", withCode("the database system is starting up", "57P03")],
    ["connection failure class", withCode("connection failure", "08006")],
    ["too many connections", withCode("sorry, too many clients already", "53300")],
    ["wrapped by drizzle", wrapped(new Error("Connection terminated unexpectedly"))],
    ["wrapped twice", wrapped(wrapped(withCode("connect ECONNREFUSED", "ECONNREFUSED")))],
  ])("maps %s to 503", (_label, err) => {
    expect(isConnectionError(err)).toBe(true);
    expect(httpErrorFromDatabase(err)?.status).toBe(503);
  });

  it("maps constraint violations to 409 and 400", () => {
    expect(httpErrorFromDatabase(wrapped(withCode("duplicate key", "23505")))?.status).toBe(409);
    for (const code of [
      "23514",
      "23503",
      "23502",
      "22001",
      "22003",
      "22007",
      "22008",
      "22021",
      "22P02",
      "22P05",
    ])
      expect(httpErrorFromDatabase(wrapped(withCode("violation", code)))?.status, code).toBe(400);
  });

  it("names the column in a 400 when the database names it, else the body", () => {
    const notNull = Object.assign(withCode("null value in column", "23502"), { column: "title" });
    expect(httpErrorFromDatabase(wrapped(notNull))?.errors).toEqual([
      { field: "title", message: "Invalid value" },
    ]);
    const nul = withCode('invalid byte sequence for encoding "UTF8": 0x00', "22021");
    expect(httpErrorFromDatabase(wrapped(nul))?.errors).toEqual([
      { field: "body", message: "Invalid value" },
    ]);
  });

  it("leaves real bugs as 500, even when the query text talks about connections", () => {
    expect(httpErrorFromDatabase(new TypeError("Cannot read properties of undefined"))).toBeUndefined();
    const syntax = wrapped(
      withCode('syntax error at or near "connection"', "42601"),
      "select connection from x",
      ["Connection terminated by a user who typed this"],
    );
    expect(isConnectionError(syntax)).toBe(false);
    expect(httpErrorFromDatabase(syntax)).toBeUndefined();
  });

  it("copes with odd values thrown", () => {
    for (const value of [undefined, null, "text", 42, {}, { cause: { cause: { cause: null } } }])
      expect(httpErrorFromDatabase(value)).toBeUndefined();
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(httpErrorFromDatabase(loop)).toBeUndefined();
  });
});
