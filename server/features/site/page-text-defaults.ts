// Each page text's built-in version: today's wording from the site's message catalogue, shown until staff
// publish their own (a block without a row in page_texts shows this one).
import { en } from "#contract/i18n/messages.en";
import type { PageTextContent, PageTextKey } from "#contract/schemas/page-texts";
import { PAGE_TEXT_DEFAULTS_HI } from "./page-text-defaults.hi";

const EMPTY: PageTextContent = { kicker: "", title: "", lead: "", body: "", items: [], translations: {} };
const block = (parts: Partial<PageTextContent>): PageTextContent => ({ ...EMPTY, ...parts });
const html = (paragraphs: readonly string[]) =>
  paragraphs.map((p) => `<p>${p.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</p>`).join("");

const { home, about, consultation, footer } = en;

const ENGLISH: Record<PageTextKey, PageTextContent> = {
  "home-hero": block({ kicker: home.heroEyebrow, title: home.heroTitle, lead: home.heroLead }),
  "home-why": block({ title: home.whyAcademyHeading, body: html(home.whyAcademy) }),
  "home-why-choose": block({ title: home.whyChooseHeading, items: home.whyChoose.map((i) => ({ ...i })) }),
  "home-plans": block({
    title: home.plansHeading,
    lead: home.plansIntro,
    items: home.plans.map(({ title, text }) => ({ title, text })),
  }),
  "about-story": block({ title: about.heading, lead: about.lead }),
  "about-mission": block({ title: about.missionHeading, body: html(about.mission) }),
  "about-vision": block({
    title: about.visionHeading,
    items: about.vision.map(({ term, text }) => ({ title: term, text })),
  }),
  "about-values": block({
    title: about.approachHeading,
    lead: about.approachIntro,
    items: about.approach.map((i) => ({ ...i })),
  }),
  "consultation-intro": block({ title: consultation.heading, lead: consultation.lead }),
  "consultation-services": block({
    title: consultation.servicesTitle,
    items: consultation.services.map((i) => ({ ...i })),
  }),
  "footer-description": block({ lead: footer.description }),
};

/** Each block's English wording with its Hindi version beside it. */
export const PAGE_TEXT_DEFAULTS = Object.fromEntries(
  Object.entries(ENGLISH).map(([key, content]) => [
    key,
    { ...content, translations: { hi: PAGE_TEXT_DEFAULTS_HI[key as PageTextKey] } },
  ]),
) as Record<PageTextKey, PageTextContent>;
