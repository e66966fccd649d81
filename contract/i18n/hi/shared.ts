// Hindi text of what every public page shares (top bar, footer, newsletter form, cards, dialogs, error pages) and
// the Hindi of the spec's public messages. It ships with the site layout; each page's own text ships with that
// page (the other files of this folder).

import { COPYRIGHT_YEAR } from "../../constants";
import type {
  FORM_LABELS,
  NEWSLETTER_MESSAGES,
  PUBLIC_MESSAGES,
  SLOT_MESSAGES,
  VALIDATION_MESSAGES,
} from "../../messages";
import type { Catalogue } from "../catalogue";
import type { SiteText } from "../messages.en";

export const hiFrame: Catalogue<SiteText["frame"]> = {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  homeLink: (siteName: string) => `${siteName}, मुखपृष्ठ`,
  primaryNav: "मुख्य",
  menuButton: "मेनू",
  login: "लॉग इन",
  nav: {
    about: "हमारे बारे में",
    courses: "पाठ्यक्रम",
    products: "उत्पाद",
    consultation: "परामर्श",
    gallery: "हमारी गैलरी",
    blog: "ब्लॉग",
    contact: "संपर्क करें",
  },
};

export const hiFooter: Catalogue<SiteText["footer"]> = {
  description:
    "वाराणसी में स्थान और अंक के पारंपरिक विज्ञानों का विद्यालय: वास्तु शास्त्र, अंक ज्योतिष, भू-जीवविज्ञान और सुगंध विज्ञान, जिन्हें घरों, कार्यस्थलों और पेशेवर अभ्यास के लिए व्यावहारिक कौशल के रूप में पढ़ाया जाता है।",
  experience: (years: number) => `अध्यापन और परामर्श में ${years} वर्षों का अनुभव`,
  quickLinksHeading: "त्वरित लिंक",
  quickLinks: { about: "परिचय", consultation: "परामर्श", education: "शिक्षा" },
  topCoursesHeading: "प्रमुख पाठ्यक्रम",
  topCourses: ["वास्तु आधार", "ऑनलाइन पाठ्यक्रम"],
  contactHeading: "संपर्क में रहें",
  phoneLabel: "फ़ोन",
  emailLabel: "ईमेल",
  addressLabel: "पता",
  socialHeading: "हमसे जुड़ें",
  social: { facebook: "फ़ेसबुक", instagram: "इंस्टाग्राम", youtube: "यूट्यूब", twitter: "ट्विटर / X" },
  newsletterHeading: "न्यूज़लेटर",
  newsletterIntro: "मौसमी वास्तु सुझाव, नए पाठ्यक्रमों की तिथियाँ और लेख, लगभग महीने में एक बार।",
  copyright: (holder: string) => `© ${COPYRIGHT_YEAR} ${holder}. सर्वाधिकार सुरक्षित।`,
  externalHint: "(नए टैब में खुलता है)",
};

export const hiNewsletter: Catalogue<SiteText["newsletter"]> = {
  emailLabel: "ईमेल पता",
  emailPlaceholder: "you@example.com",
  nameLabel: "नाम (वैकल्पिक)",
  submit: "सदस्यता लें",
  honeypotLabel: "इस फ़ील्ड को खाली छोड़ दें",
};

export const hiMedia: Catalogue<SiteText["media"]> = {
  playVideo: (title: string) => `वीडियो चलाएँ: ${title}`,
  videoFrameTitle: (title: string) => `वीडियो: ${title}`,
  embeddedVideoTitle: (title: string, n: number) => `${title}, वीडियो ${n}`,
  introTitle: "अकादमी का परिचय",
  imageUnavailable: "चित्र उपलब्ध नहीं है",
};

export const hiCarousel: Catalogue<SiteText["carousel"]> = {
  previous: "पिछला",
  next: "अगला",
  slideOf: (index: number, total: number) => `${total} में से ${index}`,
};

export const hiCourseCard: Catalogue<SiteText["courseCard"]> = {
  applyNow: "अभी आवेदन करें",
  viewMore: "और देखें",
  viewCourse: "पाठ्यक्रम देखें",
  duration: "अवधि",
  mode: "माध्यम",
  price: "शुल्क",
  levels: {
    "Level 1": "स्तर 1",
    "Level 2": "स्तर 2",
    "Level 3": "स्तर 3",
    Beginner: "प्रारंभिक",
    Intermediate: "मध्यम",
    Advanced: "उन्नत",
  },
  modes: { "In-Person": "कक्षा में", Online: "ऑनलाइन", Hybrid: "ऑनलाइन और कक्षा में", Residential: "आवासीय" },
};

export const hiEnrolment: Catalogue<SiteText["enrolment"]> = {
  title: (courseTitle: string) => `${courseTitle} में नामांकन`,
  intro: "अपना विवरण दें, हमारी टीम तिथियों, शुल्क और अगले बैच के बारे में आपको फ़ोन करेगी।",
  firstName: "पहला नाम",
  lastName: "उपनाम",
  email: "ईमेल",
  phone: "फ़ोन",
  message: "संदेश (वैकल्पिक)",
  submit: "नामांकन भेजें",
  cancel: "रद्द करें",
  close: "बंद करें",
};

export const hiErrors: Catalogue<SiteText["errors"]> = {
  notFoundTitle: "पृष्ठ नहीं मिला",
  notFoundText: "आप जो पृष्ठ खोज रहे थे, वह मौजूद नहीं है।",
  genericTitle: "कुछ गड़बड़ हो गई",
  genericText: "हम यह पृष्ठ नहीं दिखा सके। कृपया थोड़ी देर बाद फिर प्रयास करें।",
  home: "मुखपृष्ठ पर जाएँ",
};

/** The banner of a Preview link (shown by the site layout on every page). */
export const HI_PREVIEW_BANNER = "पूर्वावलोकन: सार्वजनिक नहीं। यह पृष्ठ अप्रकाशित मसौदे दिखाता है।";
/** The banner over a draft post or an inactive course that signed-in staff open at its public address. */
export const HI_PREVIEW_ITEM_BANNER =
  "पूर्वावलोकन: सार्वजनिक नहीं। प्रकाशित या सक्रिय होने तक आगंतुक यह पृष्ठ नहीं देख सकते।";

/** The switch to the other language and the offer of Hindi to a browser that prefers it. */
export const hiLanguage = {
  switchLabel: "भाषा",
  offer: "यह साइट हिन्दी में भी उपलब्ध है।",
  offerLink: "हिन्दी में पढ़ें",
  dismiss: "बंद करें",
} as const;

export const hiFormLabels: Catalogue<typeof FORM_LABELS> = {
  submitting: "भेजा जा रहा है...",
  sending: "भेजा जा रहा है...",
  subscribing: "सदस्यता ली जा रही है...",
};

export const hiPublicMessages: Catalogue<typeof PUBLIC_MESSAGES> = {
  coursesLoadFailed: "पाठ्यक्रम लोड नहीं हो सके। कृपया बाद में फिर प्रयास करें।",
  coursesErrorTitle: "पाठ्यक्रम लोड करने में त्रुटि",
  coursesEmpty: "इस श्रेणी में कोई पाठ्यक्रम नहीं मिला।",
  homeCoursesEmpty: "इस समय कोई विशेष पाठ्यक्रम उपलब्ध नहीं है।",
  courseDetailFailed: "पाठ्यक्रम का विवरण लोड नहीं हो सका",
  courseDetailFailedRetry: "पाठ्यक्रम का विवरण लोड नहीं हो सका। कृपया बाद में फिर प्रयास करें।",
  courseNotFound: "पाठ्यक्रम नहीं मिला",
  backToCourses: "पाठ्यक्रमों पर लौटें",
  enrollmentFailed: "नामांकन नहीं भेजा जा सका। कृपया फिर प्रयास करें।",
  enrollmentSuccessTitle: "नामांकन अनुरोध भेज दिया गया!",
  enrollmentSuccessText: "हम जल्द ही पाठ्यक्रम के विवरण के साथ आपसे संपर्क करेंगे।",
  contactSuccess: "आपके संदेश के लिए धन्यवाद। हम 24 घंटे के भीतर आपको उत्तर देंगे।",
  contactError: "कुछ गड़बड़ हो गई। कृपया फिर प्रयास करें या हमसे सीधे संपर्क करें।",
  consultationSuccess: "परामर्श अनुरोध के लिए धन्यवाद! आपकी मुलाक़ात का समय तय करने के लिए हम जल्द ही आपसे संपर्क करेंगे।",
  consultationError: "कुछ गड़बड़ हो गई! कृपया फिर प्रयास करें या हमसे सीधे संपर्क करें।",
  scheduleCall: "कॉल का समय तय करें",
  hideBookingForm: "बुकिंग फ़ॉर्म छिपाएँ",
  galleryLoadFailed: "गैलरी के चित्र लोड नहीं हो सके। कृपया बाद में फिर प्रयास करें।",
  galleryEmpty: "इस श्रेणी में कोई चित्र नहीं मिला।",
  blogLoadFailed: "ब्लॉग लेख लोड नहीं हो सके। कृपया बाद में फिर प्रयास करें।",
  blogEmpty: "कोई लेख नहीं मिला",
  newsletterInvalidEmail: "कृपया मान्य ईमेल पता लिखें",
  newsletterFailed: "सदस्यता नहीं ली जा सकी। कृपया फिर प्रयास करें।",
  newsletterSuccess: "हमारे न्यूज़लेटर की सदस्यता सफलतापूर्वक ले ली गई!",
  newsletterSuccessConfirm: "सदस्यता लेने के लिए धन्यवाद! पुष्टि के लिए अपना ईमेल देखें।",
  testimonialsEmpty: "कोई प्रशंसापत्र उपलब्ध नहीं है",
  productsLoadFailed: "उत्पाद लोड नहीं हो सके",
  productsErrorTitle: "उत्पाद लोड करने में त्रुटि",
  productsLoading: "उत्पाद लोड हो रहे हैं...",
  productsHeading: "बहुउपयोगी उपाय",
  productsTag: "उत्पाद मार्गदर्शिका 2025",
  retry: "फिर प्रयास करें",
};

/** Only the answers a visitor's form can get; the back office stays in English. */
export const hiValidationMessages: Partial<Catalogue<typeof VALIDATION_MESSAGES>> = {
  requiredFields: "कृपया सभी आवश्यक फ़ील्ड भरें",
  invalidEmail: "कृपया मान्य ईमेल पता लिखें",
  invalidPhone: "कृपया मान्य फ़ोन नंबर लिखें: अंक, चाहें तो आगे + और बीच में स्पेस, हाइफ़न या कोष्ठक",
  required: "यह फ़ील्ड आवश्यक है",
  preferredDateInPast: "पसंदीदा तिथि आज से पहले की नहीं हो सकती",
  tooLong: "यह मान बहुत लंबा है",
  invalidValue: "अमान्य मान",
  invalidUrl: "कृपया मान्य URL लिखें",
  invalidRequest: "अमान्य अनुरोध",
  tooManyRequests: "बहुत अधिक अनुरोध। कृपया बाद में फिर प्रयास करें।",
  crossSiteForm: "यह फ़ॉर्म केवल इसी वेबसाइट से भेजा जा सकता है। कृपया साइट पर पृष्ठ खोलकर फिर प्रयास करें।",
  serverError: "हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर प्रयास करें।",
  databaseUnavailable: "डेटाबेस अभी उपलब्ध नहीं है। कृपया थोड़ी देर में फिर प्रयास करें।",
};

export const hiNewsletterMessages: Catalogue<typeof NEWSLETTER_MESSAGES> = {
  subscribed: hiPublicMessages.newsletterSuccessConfirm,
  confirmed: "धन्यवाद! आपकी सदस्यता की पुष्टि हो गई है।",
  invalidConfirmLink: "यह पुष्टि लिंक मान्य नहीं है या इसकी अवधि समाप्त हो गई है। कृपया फिर से सदस्यता लें।",
  unsubscribed: "इस पते पर अब हमारा न्यूज़लेटर नहीं भेजा जाएगा।",
  invalidUnsubscribeLink: "यह सदस्यता समाप्त करने का लिंक मान्य नहीं है।",
};

export const hiSlotMessages: Catalogue<typeof SLOT_MESSAGES> = {
  booked: "आपका परामर्श बुक हो गया है। हमने आपको विवरण और कैलेंडर आमंत्रण ईमेल कर दिया है।",
  heldForPayment: "आपका समय भुगतान के लिए रोका गया है। समय पर भुगतान न होने पर यह छोड़ दिया जाएगा।",
  slotTaken: "क्षमा करें, यह समय अभी किसी और ने बुक कर लिया है। कृपया दूसरा समय चुनें।",
  slotNotOffered: "यह समय खाली समयों में से नहीं है। कृपया सूची से समय चुनें।",
  slotInPast: "यह समय बीत चुका है या बहुत जल्दी है। कृपया बाद का समय चुनें।",
  slotBeyondHorizon: "यह समय अभी बुक करने के लिए बहुत आगे है। कृपया पहले का समय चुनें।",
  noAvailability: "अभी परामर्श ऑनलाइन बुक नहीं हो सकते। कृपया अनुरोध भेजें।",
  unknownService: "यह सेवा ऑनलाइन बुक नहीं हो सकती।",
  badInstant: "कृपया समय क्षेत्र सहित तिथि और समय दें",
  badTime: "कृपया समय HH:MM के रूप में दें",
  endBeforeStart: "अंत प्रारंभ के बाद होना चाहिए",
  hoursOverlap: "ये घंटे उसी दिन के दूसरे घंटों से टकराते हैं",
  lengthPositive: "अवधि कम से कम 1 मिनट होनी चाहिए",
  bufferNotNegative: "अंतराल ऋणात्मक नहीं हो सकता",
  noticeNotNegative: "सूचना अवधि ऋणात्मक नहीं हो सकती",
  feeNotNegative: "शुल्क ऋणात्मक नहीं हो सकता",
  daysAheadRange: "बुकिंग कम से कम 1 और अधिकतम 365 दिन आगे तक खुल सकती है",
  holdRange: "रोक 5 मिनट से 24 घंटे तक रहती है",
  reminderRange: "अनुस्मारक 1 मिनट से 14 दिन पहले तक आना चाहिए",
  serviceTwice: "यह सेवा दो बार दी गई है",
  timezoneFixed: "घंटे भारत के समय (Asia/Kolkata) में रखे जाते हैं",
  rangeBackwards: "अंतिम तिथि प्रारंभ तिथि से पहले नहीं हो सकती",
  rangeTooLong: "कृपया एक बार में अधिकतम 93 दिन माँगें",
  badToken: "यह लिंक मान्य नहीं है। कृपया अपने नवीनतम ईमेल का लिंक उपयोग करें।",
  tokenExpired: "यह लिंक अब बुकिंग नहीं बदल सकता। कृपया हमें फ़ोन करें या लिखें।",
  tooLateToChange: "अब यह बुकिंग ऑनलाइन बदलने में बहुत देर हो चुकी है। कृपया हमें फ़ोन करें या लिखें।",
  alreadyCancelled: "यह बुकिंग पहले ही रद्द हो चुकी है।",
  cancelled: "आपकी बुकिंग रद्द हो गई है। हमने आपको पुष्टि ईमेल कर दी है।",
  rescheduled: "आपकी बुकिंग का समय बदल गया है। हमने नया समय और नया आमंत्रण ईमेल कर दिया है।",
};

// Kept in the contract: the server stores it as the consent of a subscriber who signed up on a Hindi page.
export { HI_NEWSLETTER_CONSENT_TEXT } from "../../messages";
