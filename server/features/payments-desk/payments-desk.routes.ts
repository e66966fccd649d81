// The payments list, its totals and the accountant's GST register, for the owner and the front desk.
import { Hono } from "hono";
import { todayInIndia } from "#contract/form-rules";
import { PaymentListQuerySchema, PaymentRangeSchema } from "#contract/schemas/payment-list";
import type { AppDeps } from "#server/deps";
import { streamCsv } from "#server/exports/csv";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { pageOf } from "#server/http/paging";
import { readQuery } from "#server/http/request-input";
import { requireStaff } from "#server/http/require-admin";
import { EXPORT_BATCH_SIZE } from "#server/resources/resource-routes";
import { countPayments, GST_EXPORT, gstLines, listPayments, paymentTotals } from "./payments-desk.service";

export function paymentsDeskRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const staff = requireStaff("payments");
  return new Hono<AppEnv>()
    .get("/", staff, async (c) => {
      const query = readQuery(c, PaymentListQuerySchema);
      const paging = pageOf(query);
      const [items, total] = await Promise.all([listPayments(db, query, paging), countPayments(db, query)]);
      return ok(c, items, { meta: { total, ...paging } });
    })
    .get("/totals", staff, async (c) => {
      const range = readQuery(c, PaymentRangeSchema);
      const today = todayInIndia(new Date());
      const from = range.from ?? range.to ?? today;
      return ok(c, await paymentTotals(db, { from, to: range.to ?? (range.from ? from : today) }));
    })
    .get("/gst.csv", staff, async (c) => {
      const range = readQuery(c, PaymentRangeSchema);
      return streamCsv(c, GST_EXPORT, gstLines(db, range, EXPORT_BATCH_SIZE), deps.logger);
    });
}
