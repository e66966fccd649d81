// Hindi text of a course's page; ships with that page only.

import type { Catalogue } from "../catalogue";
import { formatNumber } from "../format";
import type { SiteText } from "../messages.en";

export const hiCourseDetail: Catalogue<SiteText["courseDetail"]> = {
  metaDescriptionFallback: (title: string) => `${title}: पाठ्यक्रम का विवरण, पाठ्यक्रम-सूची, प्रशिक्षक और शुल्क।`,
  breadcrumb: "पाठ्यक्रम",
  breadcrumbLabel: "ब्रेडक्रम्ब",
  tabsLabel: "पाठ्यक्रम की जानकारी",
  tabs: { overview: "परिचय", curriculum: "पाठ्यक्रम-सूची", instructor: "प्रशिक्षक", reviews: "समीक्षाएँ" },
  aboutHeading: "इस पाठ्यक्रम के बारे में",
  outcomesHeading: "आप क्या सीखेंगे",
  highlightsHeading: "पाठ्यक्रम की विशेषताएँ",
  requirementsHeading: "आवश्यकताएँ",
  videosHeading: "पाठ्यक्रम के वीडियो",
  sampleVideoTitle: (n: number) => `नमूना पाठ ${n}`,
  courseVideoTitle: (title: string) => `${title}: परिचय`,
  curriculumHeading: "पाठ्यक्रम-सूची",
  moduleLabel: (n: number) => `मॉड्यूल ${n}`,
  topicCount: (n: number) => `${formatNumber("hi", n)} विषय`,
  curriculumEmpty: "विस्तृत पाठ्यक्रम-सूची पाठ्यक्रम की शुरुआत में नामांकित विद्यार्थियों को दी जाती है।",
  instructorHeading: "आपके प्रशिक्षक",
  instructorFallbackBio:
    "अकादमी के पाठ्यक्रमों का नेतृत्व करते हैं और 18 वर्षों से वास्तु शास्त्र, अंक ज्योतिष और भू-जीवविज्ञान पढ़ा रहे हैं।",
  reviewsHeading: "विद्यार्थियों की समीक्षाएँ",
  reviewsIntro: "जानिए विद्यार्थी अकादमी की शिक्षण पद्धति के बारे में क्या कहते हैं, फिर पूरा परिचय यूट्यूब पर देखें।",
  watch: "देखें",
  opensInNewTab: "(नए टैब में खुलता है)",
  facts: { level: "स्तर", mode: "माध्यम", language: "भाषा", duration: "अवधि", type: "पाठ्यक्रम का प्रकार" },
  priceLabel: "पाठ्यक्रम शुल्क",
  enrollNow: "अभी नामांकन करें",
  downloadBrochure: "विवरण-पुस्तिका डाउनलोड करें",
  brochureHint: "पाठ्यक्रम की छापने योग्य विवरण-पुस्तिका खोलता है; प्रति रखने के लिए “PDF के रूप में सहेजें” चुनें।",
  includesHeading: "इस पाठ्यक्रम में शामिल है",
  includes: {
    duration: (duration: string | null) =>
      duration ? `${duration} की सामग्री` : "पूरी पाठ्यक्रम सामग्री, आपकी अपनी गति से",
    lifetimeAccess: "आजीवन पहुँच",
    certificate: "पूर्णता प्रमाणपत्र",
    expertSupport: "विशेषज्ञ सहायता",
    materials: "पाठ्य सामग्री",
  },
};
