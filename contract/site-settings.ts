// The academy's contact details, social profiles and outside links, shown in the footer, the contact page and
// the structured data. The values below are SAMPLES for the demo: they fill an empty database (with any SITE_*
// environment variable applied over them, see server/features/site/site-settings-env.ts); staff then edit them on the settings
// screen. Components receive them as props from the site layout's loader and never read the database themselves.

import { DEFAULT_BILLING_SETTINGS } from "./billing-defaults";
import { CONSULTATION_COUNTERS, YEARS_OF_EXPERIENCE } from "./constants";
import { CALENDAR_NAMES } from "./i18n/calendar-names";
import { en } from "./i18n/messages.en";
import type { PostalAddress, SiteSettings } from "./schemas/site-settings";

export type { PostalAddress, SiteSettings };

const SAMPLE_FACILITATOR = "Dr. Anand Mishra";
const SAMPLE_NAME = "Vastu Academy Varanasi";

/** SAMPLE values: replace them through the environment before going live. */
export const SAMPLE_SITE_SETTINGS: SiteSettings = {
  name: SAMPLE_NAME,
  facilitatorName: SAMPLE_FACILITATOR,
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
  facilitatorBio: en.about.facilitatorBio(SAMPLE_FACILITATOR).join("\n\n"),
  counters: CONSULTATION_COUNTERS.map((c) => ({ ...c })),
  yearsOfExperience: YEARS_OF_EXPERIENCE,
  copyrightHolder: SAMPLE_NAME,
  upcomingCourse: {
    enabled: true,
    title: en.courses.upcoming.title,
    date: en.courses.upcoming.date,
    description: en.courses.upcoming.description,
    imageUrl: en.courses.upcoming.image,
    imageAlt: en.courses.upcoming.imageAlt,
  },
  notificationRecipients: [],
  upiId: "",
  billing: DEFAULT_BILLING_SETTINGS,
  // The Hindi of the text settings, as a Hindi-speaking member of staff would write them.
  translations: {
    hi: {
      name: "वास्तु अकादमी वाराणसी",
      street: "बी 21/115, कमच्छा रोड, भेलूपुर",
      locality: "वाराणसी",
      region: "उत्तर प्रदेश",
      remedyBrandName: "वास्तु उपाय",
      facilitatorName: "डॉ. आनंद मिश्र",
      facilitatorBio: [
        "डॉ. आनंद मिश्र 18 वर्षों से वास्तु शास्त्र का अभ्यास और अध्यापन कर रहे हैं। पहले शास्त्रीय ग्रंथों में और बाद में भू-जीवविज्ञान तथा पृथ्वी की ऊर्जाओं के अध्ययन में प्रशिक्षित डॉ. मिश्र इन दोनों परंपराओं को एक ऐसी पद्धति में जोड़ते हैं जो माप में सटीक है और समझाने में उदार।",
        "इन वर्षों में उन्होंने पुराने वाराणसी के एक-एक कमरे से लेकर कारख़ानों और संस्थानों तक, सैकड़ों संपत्तियों पर परिवारों, वास्तुकारों, बिल्डरों और व्यवसायियों को परामर्श दिया है, और ऐसे विद्यार्थियों को प्रशिक्षित किया है जो आज भारत और विदेश में अभ्यास कर रहे हैं।",
        "कक्षा में वे नए विद्यार्थियों के प्रति धैर्य, प्रश्न के पीछे छिपे प्रश्न का उत्तर देने और इस आग्रह के लिए जाने जाते हैं कि हर सुझाव उन लोगों के लिए व्यावहारिक हो जिन्हें उसके साथ रहना है।",
      ].join("\n\n"),
      copyrightHolder: "वास्तु अकादमी वाराणसी",
      upcomingCourseTitle: "सुगंध वास्तु: घर के लिए सुगंधित तेल",
      upcomingCourseDescription:
        "चार सप्ताहांत का पाठ्यक्रम, जिसमें घर के तत्वों को संतुलित करने के लिए सुगंधित तेलों का उपयोग सिखाया जाता है: कौन-सा तेल किस दिशा और किस तत्व से जुड़ा है, सुरक्षित मिश्रण और प्रसार, और घर के हर ज़ोन के लिए सरल दैनिक दिनचर्या।",
      upcomingCourseImageAlt: "वास्तु कम्पास ग्रिड के पास रखी अंबर रंग की सुगंधित तेल की शीशियाँ",
      counterLabels: ["पेशेवर", "ग्राहक", "शहर"],
    },
  },
};

/** The fields (top-level names) that still hold their sample value, for the dashboard's reminder. */
export function sampleFields(settings: SiteSettings): (keyof SiteSettings)[] {
  const keys: (keyof SiteSettings)[] = [
    "name",
    "phones",
    "email",
    "address",
    "mapEmbedUrl",
    "social",
    "studentPanelUrl",
    "remedyBrandUrl",
    "introVideoUrl",
    "facilitatorName",
    "facilitatorBio",
    "upcomingCourse",
  ];
  return keys.filter((k) => JSON.stringify(settings[k]) === JSON.stringify(SAMPLE_SITE_SETTINGS[k]));
}

/** Paragraphs of a plain-text field: a blank line starts a new one. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A date (YYYY-MM-DD) as the site prints it: 16 January 2027. */
export function formatLongDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${d} ${CALENDAR_NAMES.en.months.long[(m ?? 1) - 1]} ${y}`;
}

/** One line of the postal address, as the footer and contact page print it. */
export const formatAddress = (a: PostalAddress) => `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`;

/** A phone number as a tel: link target (digits and the leading plus only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** Whether the upcoming course is still to come on `today` (YYYY-MM-DD, the academy's own calendar day). */
export const upcomingCourseShown = (course: SiteSettings["upcomingCourse"], today: string) =>
  course.enabled && course.date >= today;
