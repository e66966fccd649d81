// The one place a server builds what a person's enrolment mails need. Each route and job used to build its own,
// and those that left out `payOnline` sent a held or offered seat's mail with "call us to pay" although the
// academy takes the fee online.
import type { AppDeps } from "#server/deps";
import { appSecret } from "#server/lib/app-secret";
import { mailConfig } from "#server/mail/mail-config";
import { razorpayConfig } from "#server/payments/razorpay/client";
import type { EnrolmentMailer } from "./enrolments.service";

export const enrolmentMailer = (env: AppDeps["env"]): EnrolmentMailer => ({
  config: mailConfig(env),
  secret: appSecret(env),
  payOnline: razorpayConfig(env) !== null,
});
