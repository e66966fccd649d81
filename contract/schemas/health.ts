import { z } from "zod";

/** `GET /api/health`: the process answers and its database does too. */
export const HealthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["embedded", "postgres"]),
});
export type Health = z.infer<typeof HealthSchema>;
