// The enrolments API's operations, for the OpenAPI document (server/openapi/operations.ts joins them).
import { z } from "zod";
import {
  CertificateRevokeSchema,
  EnrolmentCreatedSchema,
  EnrolmentCreateSchema,
  EnrolmentListQuerySchema,
  EnrolmentMoveSchema,
  EnrolmentSchema,
  EnrolmentTokenQuerySchema,
  EnrolmentTokenSchema,
  EnrolmentUpdateSchema,
  OwnEnrolmentSchema,
  RosterBatchSchema,
} from "#contract/schemas/enrolment";
import type { ApiOperation } from "#server/openapi/operation";
import { operationGroup } from "#server/openapi/operation-group";

const enrolment = { schema: EnrolmentSchema, name: "Enrolment" };
const own = { schema: OwnEnrolmentSchema, name: "OwnEnrolment" };
const TAG = "Enrolments";

export const ENROLMENT_API_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ tag: TAG, access: "public" }, [
    {
      method: "post",
      path: "/api/enrolments",
      summary: "Enrol in a batch",
      description:
        "Under the batch's row lock: a seat if one is free, `held` for SEAT_HOLD_SECONDS while the person pays, " +
        "or `confirmed` at once when the batch has no fee or is paid at the academy; else `waitlisted` when the " +
        "batch keeps a waiting list; else 409. 400 (field `batch_id`) for an unknown, unpublished, cancelled, " +
        "started or closed batch; 409 for an address already enrolled in the batch. The answer's `url` is the " +
        "person's private page, also mailed to them.",
      body: { schema: EnrolmentCreateSchema, name: "EnrolmentCreate" },
      rateLimited: true,
      extraErrors: [409],
      response: { status: 201, data: { schema: EnrolmentCreatedSchema, name: "EnrolmentCreated" } },
    },
    {
      method: "get",
      path: "/api/enrolments/:id/view",
      summary: "The person's own enrolment, through the token of their private link",
      description: "A wrong token is the same 404 as an unknown id. `lang=hi` gives the texts in Hindi.",
      query: EnrolmentTokenQuerySchema.extend({ lang: z.enum(["en", "hi"]).optional() }),
      response: { status: 200, data: own },
    },
  ]),
  ...operationGroup({ tag: TAG, access: "admin", area: "enrolments" }, [
    {
      method: "get",
      path: "/api/enrolments",
      summary: "List enrolments (a batch's roster with `batch_id`), with `meta`",
      description: "A roster is in the order people enrolled; without `batch_id`, newest first.",
      query: EnrolmentListQuerySchema,
      response: { status: 200, data: { ...enrolment, list: true }, meta: "always" },
    },
    {
      method: "get",
      path: "/api/enrolments/export.csv",
      summary: "Every enrolment matching the filters as CSV, streamed",
      query: EnrolmentListQuerySchema,
      produces: "text/csv",
      response: { status: 200, data: null },
    },
    {
      method: "get",
      path: "/api/enrolments/batches",
      summary: "The batches the front desk works with: not ended, or ended within a year, newest start first",
      description:
        "Each with its seats left and waiting list: the rosters' headers and where someone can be moved.",
      response: { status: 200, data: { schema: RosterBatchSchema, name: "RosterBatch", list: true } },
    },
    {
      method: "get",
      path: "/api/enrolments/:id",
      summary: "Read one enrolment",
      response: { status: 200, data: enrolment },
    },
    {
      method: "put",
      path: "/api/enrolments/:id",
      summary: "Confirm or cancel an enrolment, or change its notes",
      description:
        "`confirmed` takes a seat if the enrolment has none (409 when the batch is full); `cancelled` frees its " +
        "seat, which is offered to the next person waiting.",
      body: { schema: EnrolmentUpdateSchema, name: "EnrolmentUpdate" },
      extraErrors: [409],
      response: { status: 200, data: enrolment },
    },
    {
      method: "post",
      path: "/api/enrolments/:id/move",
      summary: "Move someone to another batch of the same course",
      description:
        "A seat there if one is free, else its waiting list if it keeps one, else 409; their old seat is offered " +
        "to the next person waiting.",
      body: { schema: EnrolmentMoveSchema, name: "EnrolmentMove" },
      extraErrors: [409],
      response: { status: 200, data: enrolment },
    },
    {
      method: "post",
      path: "/api/enrolments/:id/complete",
      summary: "Mark someone as having completed the batch and issue their certificate (mailed as a PDF)",
      description:
        "Once: a repeat answers the same certificate. 409 for an enrolment that is not paid or confirmed.",
      extraErrors: [409],
      response: { status: 200, data: enrolment },
    },
    {
      method: "post",
      path: "/api/enrolments/:id/revoke-certificate",
      summary: "Revoke a certificate: its verification page says so from now on",
      body: { schema: CertificateRevokeSchema, name: "CertificateRevoke" },
      extraErrors: [409],
      response: { status: 200, data: enrolment },
    },
  ]),
  ...operationGroup({ tag: TAG, access: "public-or-admin", area: "enrolments" }, [
    {
      method: "get",
      path: "/api/enrolments/:id/certificate.pdf",
      summary:
        "The enrolment's certificate of completion as a PDF (front desk, or `?token=` from the person's link)",
      description: "404 when it has no certificate, or it was revoked, or the token is not the link's.",
      query: EnrolmentTokenQuerySchema.partial(),
      produces: "application/pdf",
      response: { status: 200, data: null },
    },
  ]),
  // The person's own actions come last in this list: the route-walking tests send each write once, in this
  // order, and cancelling ends the fixture's enrolment.
  ...operationGroup({ tag: TAG, access: "public" }, [
    {
      method: "post",
      path: "/api/enrolments/:id/accept",
      summary: "Take the seat offered from the waiting list (a batch with nothing to pay online)",
      description: "409 when no seat is held for the person, or the batch has a fee to pay first.",
      body: { schema: EnrolmentTokenSchema, name: "EnrolmentToken" },
      rateLimited: true,
      extraErrors: [409],
      response: { status: 200, data: own },
    },
    {
      method: "post",
      path: "/api/enrolments/:id/cancel",
      summary: "Give up one's own place; a freed seat is offered to the next person waiting",
      description: "409 for an enrolment that is paid (staff refund it), already cancelled or over.",
      body: { schema: EnrolmentTokenSchema, name: "EnrolmentToken" },
      rateLimited: true,
      extraErrors: [409],
      response: { status: 200, data: own },
    },
  ]),
];
