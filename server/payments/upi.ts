// What the payment page shows for UPI without a provider: the upi://pay link (a phone opens the bank app with it)
// and the same link as a QR code (a computer shows it to be scanned with a phone).
import { type UpiPayment, upiPayLink } from "#contract/upi";
import { qrSvg } from "../documents/qr";

export interface UpiPaymentView {
  link: string;
  /** An inline SVG with a title and role="img", scaled by CSS; `qrLabel` names it for screen readers. */
  qrSvg: string;
}

export function upiPaymentView(payment: UpiPayment, qrLabel: string): UpiPaymentView {
  const link = upiPayLink(payment);
  return { link, qrSvg: qrSvg(link, qrLabel) };
}
