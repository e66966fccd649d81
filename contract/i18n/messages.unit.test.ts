// Every public string has both languages: the Hindi catalogue has every key of the English one (the types insist
// too), lists of the same length, functions that take the same values, and Hindi wording wherever the English is
// words rather than an address, a date or a number.
import { describe, expect, it } from "vitest";
import { FORM_LABELS, NEWSLETTER_MESSAGES, PUBLIC_MESSAGES } from "../messages";
import type { Catalogue } from "./catalogue";
import { hiAbout } from "./hi/about";
import { hiBatches, hiCertificatePage, hiEnrolmentPage } from "./hi/batches";
import { hiBlog } from "./hi/blog";
import { hiConsultation } from "./hi/consultation";
import { hiConsultationBooking } from "./hi/consultation-booking";
import { hiContact } from "./hi/contact";
import { hiCourseDetail } from "./hi/course-detail";
import { hiCourses } from "./hi/courses";
import { hiGallery } from "./hi/gallery";
import { hiHome } from "./hi/home";
import { hiNewsletterConfirm, hiNewsletterUnsubscribe } from "./hi/newsletter-pages";
import { hiProducts } from "./hi/products";
import {
  hiCarousel,
  hiCourseCard,
  hiEnrolment,
  hiErrors,
  hiFooter,
  hiFormLabels,
  hiFrame,
  hiMedia,
  hiNewsletter,
  hiNewsletterMessages,
  hiPublicMessages,
} from "./hi/shared";
import { en, type SiteText } from "./messages.en";

/** One entry per part of the English catalogue: leaving a part out fails the typecheck. */
const HINDI: { [K in keyof SiteText]: Catalogue<SiteText[K]> } = {
  frame: hiFrame,
  footer: hiFooter,
  newsletter: hiNewsletter,
  media: hiMedia,
  carousel: hiCarousel,
  courseCard: hiCourseCard,
  home: hiHome,
  about: hiAbout,
  courses: hiCourses,
  courseDetail: hiCourseDetail,
  enrolment: hiEnrolment,
  batches: hiBatches,
  enrolmentPage: hiEnrolmentPage,
  certificatePage: hiCertificatePage,
  errors: hiErrors,
  contact: hiContact,
  consultation: hiConsultation,
  consultationBooking: hiConsultationBooking,
  gallery: hiGallery,
  blog: hiBlog,
  products: hiProducts,
  newsletterConfirm: hiNewsletterConfirm,
  newsletterUnsubscribe: hiNewsletterUnsubscribe,
};

const DEVANAGARI = /[\u0900-\u097F]/;
const SAMPLE_ARGS = ["वास्तु आधार", 3, 5];

/** Walks both editions side by side and returns every difference in shape or any untranslated wording. */
function compare(english: unknown, hindi: unknown, path: string, problems: string[]) {
  if (typeof english === "function") {
    if (typeof hindi !== "function") return void problems.push(`${path}: not a function in Hindi`);
    if (hindi.length !== english.length)
      problems.push(`${path}: takes ${hindi.length} values, not ${english.length}`);
    const args = SAMPLE_ARGS.slice(0, english.length);
    return compare(english(...args), hindi(...args), `${path}()`, problems);
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(hindi) || hindi.length !== english.length)
      return void problems.push(`${path}: ${english.length} entries in English, not so in Hindi`);
    english.forEach((item, i) => {
      compare(item, hindi[i], `${path}[${i}]`, problems);
    });
    return;
  }
  if (typeof english === "object" && english !== null) {
    if (typeof hindi !== "object" || hindi === null) return void problems.push(`${path}: missing in Hindi`);
    const keys = new Set([...Object.keys(english), ...Object.keys(hindi)]);
    for (const key of keys) {
      if (!(key in english)) problems.push(`${path}.${key}: only in Hindi`);
      else
        compare(
          (english as Record<string, unknown>)[key],
          (hindi as Record<string, unknown>)[key],
          `${path}.${key}`,
          problems,
        );
    }
    return;
  }
  if (typeof english === "string") {
    if (typeof hindi !== "string" || !hindi.trim()) return void problems.push(`${path}: empty in Hindi`);
    // Addresses, dates, keys and figures stay as they are; anything worded must be in Devanagari.
    if (!DEVANAGARI.test(hindi) && !(hindi === english && !/\s/.test(english)))
      problems.push(`${path}: "${hindi}" is not Hindi`);
  }
}

describe("the Hindi catalogue", () => {
  it("has every public key of the English one, worded in Hindi", () => {
    const problems: string[] = [];
    compare(en, HINDI, "en", problems);
    compare(PUBLIC_MESSAGES, hiPublicMessages, "PUBLIC_MESSAGES", problems);
    compare(FORM_LABELS, hiFormLabels, "FORM_LABELS", problems);
    compare(NEWSLETTER_MESSAGES, hiNewsletterMessages, "NEWSLETTER_MESSAGES", problems);
    expect(problems).toEqual([]);
  });
});
