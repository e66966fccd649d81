// Every operation of the HTTP API, for the OpenAPI document and the docs page: the standard operations of each
// resource come from its definition, the other routes declare theirs beside them. A test checks this list against
// the routes Hono really serves, so a route added without its operation fails the build.

import { ACTIVITY_OPERATIONS } from "#server/activity/activity.routes";
import { BACKUP_OPERATIONS } from "#server/backup/backups.routes";
import { AUTH_OPERATIONS } from "#server/features/auth/auth.routes";
import { BATCH_API_OPERATIONS } from "#server/features/batches/batches.openapi";
import { CAMPAIGN_API_OPERATIONS } from "#server/features/campaigns/campaigns.openapi";
import { COURSE_CATEGORY_OPERATIONS } from "#server/features/courses/courses.routes";
import { ENROLMENT_API_OPERATIONS } from "#server/features/enrolments/enrolments.openapi";
import { HEALTH_OPERATIONS } from "#server/features/health/health.routes";
import { LEAD_OPERATIONS } from "#server/features/leads/leads.openapi";
import { NEWSLETTER_OPERATIONS } from "#server/features/newsletter/newsletter.routes";
import { PAYMENT_API_OPERATIONS } from "#server/features/payments/payments.openapi";
import { PAYMENTS_DESK_API_OPERATIONS } from "#server/features/payments-desk/payments-desk.openapi";
import { REFUND_API_OPERATIONS } from "#server/features/refunds/refunds.openapi";
import { SITE_OPERATIONS } from "#server/features/site/site.openapi";
import { SLOT_OPERATIONS } from "#server/features/slots/slots.openapi";
import { STAFF_OPERATIONS } from "#server/features/staff/staff.routes";
import { UPLOAD_OPERATIONS } from "#server/features/uploads/uploads.routes";
import { MAIL_API_OPERATIONS } from "#server/mail/mail.openapi";
import { resourceOperations } from "#server/resources/resource-operations";
import { SERVED_RESOURCES } from "#server/resources/served";
import { DEMO_CONTENT_OPERATIONS } from "#server/seed/demo-content.routes";
import { TRASH_OPERATIONS } from "#server/trash/trash.routes";
import { OPENAPI_OPERATIONS } from "./openapi.routes";
import type { ApiOperation } from "./operation";

export type { ApiOperation } from "./operation";

export const API_OPERATIONS: readonly ApiOperation[] = [
  ...HEALTH_OPERATIONS,
  ...OPENAPI_OPERATIONS,
  ...AUTH_OPERATIONS,
  ...STAFF_OPERATIONS,
  ...COURSE_CATEGORY_OPERATIONS,
  ...NEWSLETTER_OPERATIONS,
  ...SLOT_OPERATIONS,
  ...SERVED_RESOURCES.flatMap(({ service, routes }) => resourceOperations(service.definition, routes)),
  ...UPLOAD_OPERATIONS,
  ...BACKUP_OPERATIONS,
  ...MAIL_API_OPERATIONS,
  ...CAMPAIGN_API_OPERATIONS,
  ...LEAD_OPERATIONS,
  ...BATCH_API_OPERATIONS,
  ...ENROLMENT_API_OPERATIONS,
  ...REFUND_API_OPERATIONS,
  ...PAYMENTS_DESK_API_OPERATIONS,
  ...PAYMENT_API_OPERATIONS,
  ...SITE_OPERATIONS,
  ...ACTIVITY_OPERATIONS,
  ...TRASH_OPERATIONS,
  ...DEMO_CONTENT_OPERATIONS,
];
