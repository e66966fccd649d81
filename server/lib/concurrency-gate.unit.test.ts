import { describe, expect, it } from "vitest";
import { concurrencyGate } from "./concurrency-gate";

describe("concurrencyGate", () => {
  it("never runs more than its limit at once, takes tasks in order, and goes on after a failure", async () => {
    const gate = concurrencyGate(3);
    let now = 0;
    let most = 0;
    const started: number[] = [];
    const tasks = Array.from({ length: 40 }, (_, i) =>
      gate(async () => {
        started.push(i);
        now++;
        most = Math.max(most, now);
        await new Promise((resolve) => setTimeout(resolve, i % 4));
        now--;
        if (i === 7) throw new Error("task 7 fails");
        return i;
      }),
    );
    // A caller arriving while places are being handed over waits like the others.
    tasks.push(gate(async () => -1));
    const settled = await Promise.allSettled(tasks);
    expect(most).toBe(3);
    expect(started).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(settled.filter((s) => s.status === "rejected")).toHaveLength(1);
    expect(settled.at(-1)).toEqual({ status: "fulfilled", value: -1 });
  });
});
