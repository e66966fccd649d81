// The consultation slots' operations, for the OpenAPI document (server/openapi/operations.ts joins them). The
// booking itself is the consultations resource's public create, with `slot_starts_at`.
import { z } from "zod";
import {
  AgendaEntrySchema,
  AgendaQuerySchema,
  AvailabilitySchema,
  BlockCreateSchema,
  BookingCreatedSchema,
  BookingRescheduleSchema,
  BookingTokenSchema,
  OutcomeSchema,
  SlotSchema,
  SlotsQuerySchema,
  StaffBookingSchema,
  StaffMoveSchema,
  VisitorBookingSchema,
} from "#contract/schemas/slots";
import type { ApiOperation } from "#server/openapi/operation";
import { operationGroup } from "#server/openapi/operation-group";

const TAG = "Consultation slots";
const BlockSchema = z.object({ range_id: z.number(), starts_at: z.string(), ends_at: z.string() });
const MovedSchema = z.object({ starts_at: z.string(), ends_at: z.string() });

export const SLOT_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ tag: TAG, access: "admin", area: "availability" }, [
    {
      method: "get",
      path: "/api/consultations/availability",
      summary:
        "The booking availability: weekly hours in IST, services, buffer, notice, horizon, dates, policy",
      description: "null until an owner sets it; the public site then keeps the request form without slots.",
      response: { status: 200, data: { schema: AvailabilitySchema.nullable(), name: "AvailabilityOrNull" } },
    },
    {
      method: "put",
      path: "/api/consultations/availability",
      summary: "Replace the availability whole",
      description:
        "400 for overlapping hours, a length of 0 or less, a negative buffer or an unknown service.",
      body: { schema: AvailabilitySchema, name: "AvailabilityInput" },
      response: { status: 200, data: { schema: AvailabilitySchema, name: "Availability" } },
    },
    {
      method: "delete",
      path: "/api/consultations/availability",
      summary: "Turn online booking off: the consultation page shows the request form again",
      description: "Bookings already made stay as they are.",
      response: { status: 200, data: null },
    },
  ]),
  // In this order, which the route-walking tests follow on one fixture booking: staff move it and record its
  // outcome, its visitor reschedules and cancels it by the link, staff cancelling it then changes nothing.
  ...operationGroup({ tag: TAG, access: "admin", area: "consultations" }, [
    {
      method: "get",
      path: "/api/consultations/agenda",
      summary: "The agenda between two IST dates: live bookings and blocked time, by start",
      query: AgendaQuerySchema as unknown as z.ZodObject,
      response: { status: 200, data: { schema: AgendaEntrySchema, name: "AgendaEntry", list: true } },
    },
    {
      method: "post",
      path: "/api/consultations/agenda/bookings",
      summary: "Book on someone's behalf (a phone call) at any free time from now on",
      body: { schema: StaffBookingSchema, name: "StaffBooking" },
      extraErrors: [409],
      response: { status: 201, data: { schema: BookingCreatedSchema, name: "BookingCreated" } },
    },
    {
      method: "post",
      path: "/api/consultations/agenda/bookings/:id/move",
      summary: "Move a booking to any free time from now on; the visitor gets the updated invitation",
      body: { schema: StaffMoveSchema, name: "StaffMove" },
      extraErrors: [409],
      response: { status: 200, data: null },
    },
    {
      method: "post",
      path: "/api/consultations/agenda/bookings/:id/outcome",
      summary: "Mark a booking completed or no-show, with notes; the request becomes completed",
      body: { schema: OutcomeSchema, name: "BookingOutcome" },
      extraErrors: [409],
      response: { status: 200, data: null },
    },
    {
      method: "post",
      path: "/api/consultations/agenda/blocks",
      summary: "Block time: nothing can be booked over it",
      body: { schema: BlockCreateSchema, name: "BlockCreate" },
      extraErrors: [409],
      response: { status: 201, data: { schema: BlockSchema, name: "Block" } },
    },
    {
      method: "delete",
      path: "/api/consultations/agenda/blocks/:id",
      summary: "Remove blocked time",
      response: { status: 200, data: null },
    },
  ]),
  ...operationGroup({ tag: TAG, access: "public" }, [
    {
      method: "get",
      path: "/api/consultations/slots",
      summary: "Free slots between two IST dates (both included), sorted, at least the minimum notice ahead",
      description: "Times carry +05:30. An empty list when no availability is set.",
      query: SlotsQuerySchema as unknown as z.ZodObject,
      response: { status: 200, data: { schema: SlotSchema, name: "Slot", list: true } },
    },
    {
      method: "get",
      path: "/api/consultations/:id/booking",
      summary: "A booking as its visitor's link shows it (token in the query); changes nothing",
      description: "404 for a forged token or another booking's.",
      query: z.object({ token: z.string() }),
      response: { status: 200, data: { schema: VisitorBookingSchema, name: "VisitorBooking" } },
    },
    {
      method: "post",
      path: "/api/consultations/:id/reschedule",
      summary:
        "Move a booking to another free slot by its visitor's token; mails METHOD:REQUEST, SEQUENCE + 1",
      description: "400 for a slot that is not a free slot's start; 409 when it was taken meanwhile.",
      body: { schema: BookingRescheduleSchema, name: "BookingReschedule" },
      extraErrors: [409],
      rateLimited: true,
      response: { status: 200, data: { schema: MovedSchema, name: "BookingMoved" } },
    },
    {
      method: "post",
      path: "/api/consultations/:id/cancel",
      summary: "Cancel a booking by its visitor's token; mails METHOD:CANCEL with the same UID",
      description:
        "404 for a forged token or another booking's; 409 once the booking has started " +
        "or within the notice the policy sets. Cancelling again changes nothing and says so.",
      body: { schema: BookingTokenSchema, name: "BookingToken" },
      extraErrors: [409],
      rateLimited: true,
      response: { status: 200, data: null },
    },
  ]),
  ...operationGroup({ tag: TAG, access: "admin", area: "consultations" }, [
    {
      method: "post",
      path: "/api/consultations/agenda/bookings/:id/cancel",
      summary: "Cancel a booking; both sides get METHOD:CANCEL",
      extraErrors: [409],
      response: { status: 200, data: null },
    },
  ]),
];
