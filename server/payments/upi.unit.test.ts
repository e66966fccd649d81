import { describe, expect, it } from "vitest";
import { qrRuns } from "../documents/qr";
import { upiPaymentView } from "./upi";

describe("UPI payment view", () => {
  it("shows the link and a QR code of exactly that link, named for screen readers", () => {
    const view = upiPaymentView(
      { vpa: "academy@okaxis", payeeName: "Academy", amountPaise: 150_000, reference: "VA-E-7" },
      "QR code to pay ₹1,500.00 by UPI",
    );
    expect(view.link).toBe("upi://pay?pa=academy@okaxis&pn=Academy&am=1500.00&cu=INR&tr=VA-E-7");
    const { runs } = qrRuns(view.link);
    expect(view.qrSvg.match(/M\d+ \d+h\d+v1h-\d+z/g)).toHaveLength(runs.length);
    expect(view.qrSvg).toContain("<title>QR code to pay ₹1,500.00 by UPI</title>");
  });
});
