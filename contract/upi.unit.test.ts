import { describe, expect, it } from "vitest";
import { VpaSchema } from "./schemas/billing";
import { isUtr, isVpa, upiAmount, upiPayLink } from "./upi";

describe("UPI link", () => {
  it("carries our VPA, name, amount in rupees with two decimals, INR, reference and note", () => {
    const link = upiPayLink({
      vpa: "varanasi.academy@okaxis",
      payeeName: "Varanasi Academy & Co.",
      amountPaise: 1_180_050,
      reference: "VA-E-42",
      note: "Fee for Vastu (batch 1 March)",
    });
    expect(link).toBe(
      "upi://pay?pa=varanasi.academy@okaxis&pn=Varanasi%20Academy%20%26%20Co.&am=11800.50&cu=INR&tr=VA-E-42" +
        "&tn=Fee%20for%20Vastu%20%28batch%201%20March%29",
    );
    const url = new URL(link);
    expect(url.protocol).toBe("upi:");
    expect(url.searchParams.get("pn")).toBe("Varanasi Academy & Co.");
    expect(url.searchParams.get("tn")).toBe("Fee for Vastu (batch 1 March)");
  });

  it("encodes Hindi as UTF-8 and cuts the note to 50 characters", () => {
    const link = upiPayLink({
      vpa: "9876543210@ybl",
      payeeName: "वास्तु अकादमी",
      amountPaise: 100,
      reference: "R1",
      note: "x".repeat(60),
    });
    const url = new URL(link);
    expect(url.searchParams.get("pn")).toBe("वास्तु अकादमी");
    expect(url.searchParams.get("am")).toBe("1.00");
    expect(url.searchParams.get("tn")).toHaveLength(50);
    expect(link).not.toMatch(/[+ ]/);
  });

  it("refuses what a bank app would reject", () => {
    const ok = { vpa: "a.b@upi", payeeName: "A", amountPaise: 100, reference: "R1" };
    expect(() => upiPayLink({ ...ok, vpa: "not a vpa" })).toThrow(RangeError);
    expect(() => upiPayLink({ ...ok, reference: "has space" })).toThrow(RangeError);
    expect(() => upiPayLink({ ...ok, reference: "x".repeat(36) })).toThrow(RangeError);
    expect(() => upiPayLink({ ...ok, amountPaise: 0 })).toThrow(RangeError);
    expect(() => upiAmount(10.5)).toThrow(RangeError);
    expect(upiAmount(5)).toBe("0.05");
  });
});

describe("UPI IDs and UTRs", () => {
  it.each(["name@okaxis", "9876543210@ybl", "shop.name-1_x@upi", "ab@paytm"])("%s is a UPI ID", (vpa) => {
    expect(isVpa(vpa)).toBe(true);
  });
  it.each(["name", "@okaxis", "a@b", "name@ok axis", "name@1bank", "na me@upi", "a@@upi"])(
    "%s is not",
    (vpa) => {
      expect(isVpa(vpa)).toBe(false);
    },
  );
  it("the setting's schema trims and explains", () => {
    expect(VpaSchema.parse(" name@okaxis ")).toBe("name@okaxis");
    expect(VpaSchema.safeParse("name").error?.issues[0]?.message).toBe(
      "Please enter a valid UPI ID, such as name@bank",
    );
  });
  it("a UTR is 12 digits", () => {
    expect(isUtr("412345678901")).toBe(true);
    expect(isUtr("41234567890")).toBe(false);
    expect(isUtr("41234567890a")).toBe(false);
  });
});
