import { describe, expect, it } from "vitest";
import { hiPublicMessages } from "#contract/i18n/hi/shared";
import { NEWSLETTER_MESSAGES } from "#contract/messages";
import { hindiMessage } from "./validation";

describe("the Hindi of a message", () => {
  it("gives the Hindi of the spec's English messages a visitor can meet, and leaves other text alone", () => {
    expect(hindiMessage("Please enter a valid email address")).toBe("कृपया मान्य ईमेल पता लिखें");
    expect(hindiMessage("This field is required")).toBe("यह फ़ील्ड आवश्यक है");
    expect(hindiMessage(NEWSLETTER_MESSAGES.subscribed)).toBe(hiPublicMessages.newsletterSuccessConfirm);
    expect(hindiMessage("Something else entirely")).toBe("Something else entirely");
  });
});
