import { describe, expect, it } from "vitest";
import { backupFileName, backupTimeOf } from "./archive";
import { backupsToDelete } from "./rotation";

/** A backup file name at `hour` UTC on each of `days` days up to 2031-03-31. */
function daily(days: number, hour = 2): string[] {
  const names: string[] = [];
  for (let d = 0; d < days; d++)
    names.push(backupFileName(new Date(Date.UTC(2031, 2, 31 - d, hour, 0, 0, 123))));
  return names;
}

describe("backup file names", () => {
  it("carry the moment the backup was made, to the millisecond", () => {
    const at = new Date("2031-03-10T02:03:04.567Z");
    expect(backupFileName(at)).toBe("academy-backup-2031-03-10T02-03-04-567Z.tar.gz");
    expect(backupTimeOf(backupFileName(at))?.toISOString()).toBe(at.toISOString());
    expect(backupTimeOf("notes.txt")).toBeUndefined();
    expect(backupTimeOf(`${backupFileName(at)}.partial`)).toBeUndefined();
  });
});

describe("rotation", () => {
  it("keeps the newest of each of the last 7 days, then of each of 4 weeks before them", () => {
    const names = daily(60);
    const kept = names.filter((n) => !backupsToDelete(names, 7, 4).includes(n));
    expect(kept.map((n) => backupTimeOf(n)?.toISOString().slice(0, 10))).toEqual([
      // the last 7 days
      "2031-03-31",
      "2031-03-30",
      "2031-03-29",
      "2031-03-28",
      "2031-03-27",
      "2031-03-26",
      "2031-03-25",
      // then, further back, the newest of 4 weeks (Monday to Sunday; 2031-03-24 is a Monday)
      "2031-03-24",
      "2031-03-23",
      "2031-03-16",
      "2031-03-09",
    ]);
  });

  it("keeps only the newest backup of a day, and never touches other files", () => {
    const sameDay = [...daily(1, 2), ...daily(1, 9), ...daily(1, 14)];
    const names = [...sameDay, "notes.txt", "academy-backup-x.tar.gz.partial"];
    expect(backupsToDelete(names, 7, 4).sort()).toEqual(sameDay.slice(0, 2).sort());
  });

  it("follows the configured counts", () => {
    const names = daily(30);
    expect(names.length - backupsToDelete(names, 2, 0).length).toBe(2);
    expect(names.length - backupsToDelete(names, 1, 3).length).toBe(4);
  });
});
