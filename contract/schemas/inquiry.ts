import { z } from "zod";
import { MAX_LONG_TEXT, MAX_PHONE } from "../constants";
import { INQUIRY_STATUSES, INQUIRY_TYPES } from "../enums";
import { email, optionalText, pageLocale, phone, requiredText, text } from "../fields";
import { HONEYPOT_FIELD } from "../form-rules";
import { VALIDATION_MESSAGES as V } from "../messages";
import { AttributionInputShape } from "./attribution";
import { ListPagingSchema } from "./common";
import { LeadFieldsInputShape, LeadFieldsShape } from "./leads";

const required = V.required;

export { HONEYPOT_FIELD };

export const InquiryCreateSchema = z
  .object({
    first_name: requiredText(required),
    last_name: requiredText(required),
    email: email(),
    phone: phone(MAX_PHONE),
    subject: optionalText(),
    message: text(MAX_LONG_TEXT).optional().default(""),
    inquiry_type: z.enum(INQUIRY_TYPES, { error: V.invalidValue }).default("general"),
    locale: pageLocale(),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
    ...AttributionInputShape,
  })
  .superRefine((value, ctx) => {
    // The contact form (general) requires a message; the enrolment modal (course) does not.
    if (value.inquiry_type === "general" && !value.message)
      ctx.addIssue({ code: "custom", path: ["message"], message: required });
  });
export type InquiryCreate = z.infer<typeof InquiryCreateSchema>;

/** The spec's status update, and the lead's owner, next follow-up and lost reason (CONTRACT §7.4): each optional. */
export const InquiryStatusUpdateSchema = z
  .object({
    status: z.enum(INQUIRY_STATUSES, { error: V.invalidValue }).optional(),
    ...LeadFieldsInputShape,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: V.invalidRequest });

export const InquiryListQuerySchema = ListPagingSchema.extend({
  status: z.enum(INQUIRY_STATUSES, { error: V.invalidValue }).optional(),
  inquiry_type: z.enum(INQUIRY_TYPES, { error: V.invalidValue }).optional(),
});

export const InquirySchema = z.object({
  inquiry_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  inquiry_type: z.enum(INQUIRY_TYPES),
  status: z.enum(INQUIRY_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  ...LeadFieldsShape,
});
export type Inquiry = z.infer<typeof InquirySchema>;
