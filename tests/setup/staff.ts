// Staff members of each role for API tests: created as the first admin is, signed in through the real login.
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { StaffRole } from "#contract/staff-roles";
import { createAdmin } from "#server/features/auth/auth.service";
import type { TestApp } from "./test-app";

export interface StaffMember {
  username: string;
  password: string;
  email: string;
  role: StaffRole;
}

export async function createStaffMember(t: TestApp, role: StaffRole, name?: string): Promise<StaffMember> {
  const username = name ?? `${role.replace("_", "-")}-${randomBytes(3).toString("hex")}`;
  const member = {
    username,
    password: `pw ${randomBytes(8).toString("hex")}`,
    email: `${username}@example.test`,
    role,
  };
  await createAdmin(t.deps.database.db, { ...member, fullName: `Test ${role}` });
  return member;
}

export async function signInAs(t: TestApp, member: { username: string; password: string }): Promise<string> {
  const res = await t.json("POST", "/api/auth/login", {
    body: { username: member.username, password: member.password },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token;
}
