// The batches API's operations, for the OpenAPI document (server/openapi/operations.ts joins them).
import {
  BatchCancelSchema,
  BatchCreateSchema,
  BatchListQuerySchema,
  BatchSchema,
  BatchUpdateSchema,
} from "#contract/schemas/batch";
import type { ApiOperation } from "#server/openapi/operation";
import { operationGroup } from "#server/openapi/operation-group";

const batch = { schema: BatchSchema, name: "Batch" };
const TAG = "Batches";

export const BATCH_API_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ tag: TAG, access: "public-or-admin", area: "batches" }, [
    {
      method: "get",
      path: "/api/batches",
      summary: "List the published batches that have not started, soonest first, with the seats left",
      description:
        "`course_id` narrows it to one course. Staff of the courses area who send `include_past=true` get every " +
        "batch: started, ended, unpublished and cancelled ones too. `status` is `open`, `full` (no seat left), " +
        "`closed` (enrolment over, or closed by staff) or `cancelled`; `current_fee_paise` is the early-bird fee " +
        "until its last date, then the fee.",
      query: BatchListQuerySchema,
      response: { status: 200, data: { ...batch, list: true } },
    },
    {
      method: "get",
      path: "/api/batches/:id",
      summary: "Read one batch; anonymous callers see published batches only",
      response: { status: 200, data: batch },
    },
  ]),
  ...operationGroup({ tag: TAG, access: "admin", area: "batches" }, [
    {
      method: "post",
      path: "/api/batches",
      summary: "Add a batch to a course",
      description:
        "Dates are IST calendar dates; money is in paise. `ends_on` defaults to `starts_on`, `is_published` to " +
        "true, `waitlist` to false. 400 for an end before the start, a fee below 0, an early-bird fee without its " +
        "date or above the fee, or an unknown course.",
      body: { schema: BatchCreateSchema, name: "BatchCreate" },
      response: { status: 201, data: batch },
    },
    {
      method: "put",
      path: "/api/batches/:id",
      summary: "Change a batch",
      description:
        "Any subset of the fields. 400 when the seats would drop below those already taken (checked under the " +
        "batch's lock) or the dates and fees break the rules; added seats are offered to the waiting list at " +
        "once. 409 for a cancelled batch.",
      body: { schema: BatchUpdateSchema, name: "BatchUpdate" },
      extraErrors: [409],
      response: { status: 200, data: batch },
    },
    {
      method: "delete",
      path: "/api/batches/:id",
      summary: "Delete a batch nobody enrolled in",
      description: "409 when anyone ever enrolled: cancel it instead, so that they are told.",
      extraErrors: [409],
      response: { status: 200, data: null },
    },
    {
      method: "post",
      path: "/api/batches/:id/cancel",
      summary: "Cancel a batch: every enrolment in it is cancelled and each person is mailed",
      description: "`reason` is added to the mails. 409 when it is already cancelled.",
      body: { schema: BatchCancelSchema, name: "BatchCancel" },
      extraErrors: [409],
      response: { status: 200, data: batch },
    },
    {
      method: "post",
      path: "/api/batches/:id/duplicate",
      summary: "Add the next run of a batch",
      description:
        "A copy moved by whole weeks to start after this one ends, on the same weekday, saved unpublished.",
      response: { status: 201, data: batch },
    },
  ]),
];
