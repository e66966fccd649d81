import { ADMIN_MESSAGES as M } from "../admin-messages";
import {
  InquiryCreateSchema,
  InquiryListQuerySchema,
  InquirySchema,
  InquiryStatusUpdateSchema,
} from "../schemas/inquiry";
import { defineResource } from "./define-resource";

export const inquiries = defineResource({
  name: "inquiries",
  area: "inquiries",
  path: "/inquiries",
  typeName: "Inquiry",
  idKey: "inquiry_id",
  readBy: "id",
  labels: { plural: "Inquiries", singular: "inquiry" },
  schemas: {
    item: InquirySchema,
    create: InquiryCreateSchema,
    update: InquiryStatusUpdateSchema,
    listQuery: InquiryListQuerySchema,
  },
  imageFields: [],
  filters: ["status", "inquiry_type"],
  // "name" matches the full name, which is stored as first_name and last_name.
  searchFields: ["first_name", "last_name", "email", "phone", "subject", "message"],
  defaultSort: [
    { field: "created_at", direction: "desc" },
    { field: "inquiry_id", direction: "desc" },
  ],
  publicVisibility: "none",
  createAccess: "public",
  operations: ["list", "read", "create", "update", "delete"],
  trash: true,
  messages: { updated: M.statusUpdated, deleted: M.inquiryDeleted },
});
