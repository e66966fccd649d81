// The academy's GST, receipt and cancellation settings before an owner changes them: a module of plain values, so that
// the public site, which reads the settings' defaults, downloads no Zod for them.
import { DEFAULT_GST_RATE_BPS, DEFAULT_SAC, DEFAULT_SUPPLIER_STATE_CODE } from "./gst";
import { DEFAULT_RECEIPT_PREFIX } from "./receipts";
import type { BillingSettings } from "./schemas/billing";

export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  gstRegistered: false,
  gstin: "",
  gstStateCode: DEFAULT_SUPPLIER_STATE_CODE,
  sacCode: DEFAULT_SAC,
  gstRateBps: DEFAULT_GST_RATE_BPS,
  feesIncludeGst: true,
  receiptPrefix: DEFAULT_RECEIPT_PREFIX,
  cancellation: { fullRefundDaysBeforeStart: 7, partialRefundPercent: 50 },
};
