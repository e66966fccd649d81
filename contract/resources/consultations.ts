import { ADMIN_MESSAGES as M } from "../admin-messages";
import {
  ConsultationCreateSchema,
  ConsultationListQuerySchema,
  ConsultationSchema,
  ConsultationUpdateSchema,
} from "../schemas/consultation";
import { defineResource } from "./define-resource";

export const consultations = defineResource({
  name: "consultations",
  area: "consultations",
  path: "/consultations",
  typeName: "Consultation",
  idKey: "request_id",
  readBy: "id",
  labels: { plural: "Consultations", singular: "consultation request", items: "consultation requests" },
  schemas: {
    item: ConsultationSchema,
    create: ConsultationCreateSchema,
    update: ConsultationUpdateSchema,
    listQuery: ConsultationListQuerySchema,
  },
  imageFields: [],
  filters: ["status"],
  searchFields: ["name", "email", "phone", "location", "message", "admin_notes"],
  defaultSort: [
    { field: "created_at", direction: "desc" },
    { field: "request_id", direction: "desc" },
  ],
  publicVisibility: "none",
  createAccess: "public",
  operations: ["list", "read", "create", "update", "delete"],
  trash: true,
  messages: { updated: M.statusUpdated, deleted: M.deleted },
});
