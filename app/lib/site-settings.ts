// The academy's contact details, social profiles and outside links, shown in the footer, the contact page and
// the structured data. The defaults below are SAMPLES for the demo: every one of them can be replaced through a
// SITE_* environment variable, which the server reads (server/env.ts) and the site layout's loader resolves with
// site-settings.server.ts, so components receive plain props and never read the environment themselves.

export interface PostalAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 code, as schema.org expects. */
  country: string;
}

export interface SiteSettings {
  name: string;
  /** The facilitator named on the About page, and their portrait. */
  facilitatorName: string;
  facilitatorPhotoUrl: string;
  phones: [string, string];
  email: string;
  address: PostalAddress;
  social: { facebook: string; instagram: string; youtube: string; twitter: string };
  /** External student panel (the top bar's Login button). */
  studentPanelUrl: string;
  /** External remedy-brand site (footer quick links). */
  remedyBrandName: string;
  remedyBrandUrl: string;
  /** Academy introduction: the home hero and every course's reviews tab. */
  introVideoUrl: string;
  /** Shown on a course page whose course lists no video of its own. */
  sampleVideoUrls: [string, string];
  /** Google Maps embed of the address (contact page). */
  mapEmbedUrl: string;
}

/** SAMPLE values: replace them through the environment before going live. */
export const SAMPLE_SITE_SETTINGS: SiteSettings = {
  name: "Vastu Academy Varanasi",
  facilitatorName: "Dr. Anand Mishra",
  facilitatorPhotoUrl: "/images/avatar-fallback.svg",
  phones: ["+91 94150 00000", "+91 54220 00000"],
  email: "info@vastuacademy.example",
  address: {
    street: "B 21/115, Kamachha Road, Bhelupur",
    locality: "Varanasi",
    region: "Uttar Pradesh",
    postalCode: "221010",
    country: "IN",
  },
  social: {
    facebook: "https://www.facebook.com/vastuacademy.example",
    instagram: "https://www.instagram.com/vastuacademy.example",
    youtube: "https://www.youtube.com/@vastuacademy.example",
    twitter: "https://x.com/vastuacademy_example",
  },
  studentPanelUrl: "https://students.vastuacademy.example/login",
  remedyBrandName: "Vastu Remedies",
  remedyBrandUrl: "https://remedies.vastuacademy.example",
  introVideoUrl: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
  sampleVideoUrls: [
    "https://www.youtube.com/watch?v=M7lc1UVf-VE",
    "https://www.youtube.com/watch?v=jNQXAC9IVRw",
  ],
  mapEmbedUrl:
    "https://www.google.com/maps?q=Kamachha%2C%20Varanasi%2C%20Uttar%20Pradesh%20221010&output=embed",
};

/** One line of the postal address, as the footer and contact page print it. */
export const formatAddress = (a: PostalAddress) => `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`;

/** A phone number as a tel: link target (digits and the leading plus only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
