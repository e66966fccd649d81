import { ADMIN_MESSAGES as M } from "../admin-messages";
import { SubscriberListQuerySchema, SubscriberSchema, SubscribeSchema } from "../schemas/newsletter";
import { defineResource } from "./define-resource";

/** Subscribing and unsubscribing are the newsletter's own routes; staff list and delete subscribers. */
export const subscribers = defineResource({
  name: "subscribers",
  area: "subscribers",
  path: "/newsletter",
  typeName: "Subscriber",
  idKey: "subscriber_id",
  readBy: "id",
  labels: { plural: "Newsletter", singular: "subscriber", items: "subscribers" },
  schemas: {
    item: SubscriberSchema,
    create: SubscribeSchema,
    update: SubscribeSchema.partial(),
    listQuery: SubscriberListQuerySchema,
  },
  imageFields: [],
  filters: ["status"],
  searchFields: ["email", "name"],
  defaultSort: [
    { field: "subscribed_at", direction: "desc" },
    { field: "subscriber_id", direction: "desc" },
  ],
  publicVisibility: "none",
  createAccess: "public",
  operations: ["list", "delete"],
  messages: { deleted: M.subscriberDeleted },
});
