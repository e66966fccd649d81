import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { errorResponse } from "./error-handler";
import { createLogger } from "./logger";
import { clientKey, createRateLimiter } from "./rate-limit";

const options = { bucket: "t", limit: 2, windowMs: 60_000, trustProxy: false };

describe("the rate limiter's memory bound", () => {
  it("never tracks more than maxKeys clients, and a flood of new clients does not reset a limited one", () => {
    const limiter = createRateLimiter({ ...options, maxKeys: 3 });
    const now = 1_000_000;
    limiter.hit("early-1", now);
    limiter.hit("early-2", now);
    for (let i = 0; i < 3; i++) limiter.hit("attacker", now + 1);
    expect(limiter.hit("attacker", now + 2).allowed).toBe(false);
    // New clients arrive: the oldest windows make room one at a time; the limited client stays limited.
    limiter.hit("new-1", now + 3);
    limiter.hit("new-2", now + 3);
    expect(limiter.size()).toBe(3);
    expect(limiter.hit("attacker", now + 4).allowed).toBe(false);
  });

  it("makes room from the windows that have ended before any live one", () => {
    const limiter = createRateLimiter({ ...options, maxKeys: 2 });
    limiter.hit("ended", 0);
    for (let i = 0; i < 3; i++) limiter.hit("limited", 30_000);
    // "ended"'s window is over at 60,000: it is the one to go.
    limiter.hit("newcomer", 61_000);
    expect(limiter.size()).toBe(2);
    expect(limiter.hit("limited", 61_000).allowed).toBe(false);
  });

  it("still lets a client in again once its window ends", () => {
    const limiter = createRateLimiter(options);
    for (let i = 0; i < 3; i++) limiter.hit("c", 0);
    expect(limiter.hit("c", 59_999).allowed).toBe(false);
    expect(limiter.hit("c", 60_000).allowed).toBe(true);
  });
});

describe("clientKey", () => {
  it("counts an IPv6 client by its /64", () => {
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
  });

  it("keeps IPv4 addresses whole, also when written in IPv6", () => {
    expect(clientKey("192.0.2.7")).toBe("192.0.2.7");
    expect(clientKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(clientKey("::ffff:c000:0207")).toBe("192.0.2.7");
    expect(clientKey("192.0.2.8")).not.toBe(clientKey("192.0.2.7"));
  });

  it("leaves what is not an address as it is", () => {
    expect(clientKey("local")).toBe("local");
    expect(clientKey("unknown")).toBe("unknown");
  });
});

describe("the rate-limit middleware", () => {
  it("limits every address of one IPv6 /64 together, and another /64 separately", async () => {
    const limiter = createRateLimiter(options);
    const app = new Hono()
      .post("/", limiter.middleware, (c) => c.text("ok"))
      .onError((err, c) => errorResponse(err, c, createLogger("silent")));
    const from = (address: string) =>
      app.request("/", { method: "POST", headers: { "x-test-client-address": address } });
    expect((await from("2001:db8:1:2::1")).status).toBe(200);
    expect((await from("2001:db8:1:2::2")).status).toBe(200);
    // A third address of the same /64 is the same client's third request.
    const third = await from("2001:db8:1:2:dead:beef:0:3");
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("60");
    expect((await from("2001:db8:1:3::1")).status).toBe(200);
  });
});
