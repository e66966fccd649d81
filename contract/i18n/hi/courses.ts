// Hindi text of the course list; ships with that page only.

import type { Catalogue } from "../catalogue";
import { formatNumber } from "../format";
import type { SiteText } from "../messages.en";

export const hiCourses: Catalogue<SiteText["courses"]> = {
  metaTitle: "पाठ्यक्रम",
  metaDescription:
    "वास्तु शास्त्र, अंक ज्योतिष, भू-जीवविज्ञान और सुगंध विज्ञान के सभी वर्तमान पाठ्यक्रम: स्तर, अवधि, माध्यम और शुल्क, आगामी बैचों के साथ।",
  heading: "हमारे पाठ्यक्रम",
  lead: "पहले आधारभूत पाठ्यक्रम से लेकर उन्नत पेशेवर प्रशिक्षण तक। सूची छोटी करने के लिए स्तर चुनें।",
  filterLabel: "स्तर के अनुसार पाठ्यक्रम छाँटें",
  filters: { all: "सभी पाठ्यक्रम", beginner: "प्रारंभिक", intermediate: "मध्यम", advanced: "उन्नत" },
  count: (n: number) => `${formatNumber("hi", n)} पाठ्यक्रम`,
  upcomingHeading: "आगामी पाठ्यक्रम",
  upcomingBadge: "जल्द आ रहा है",
  upcoming: {
    title: "सुगंध वास्तु: रहने के स्थानों के लिए एसेंशियल ऑयल",
    date: "2027-01-16",
    dateLabel: "16 जनवरी 2027 से आरंभ",
    startsOn: (date: string) => `${date} से आरंभ`,
    description:
      "चार सप्ताहांतों का पाठ्यक्रम, जिसमें घर के तत्वों को संतुलित करने के लिए एसेंशियल ऑयल का उपयोग सिखाया जाता है: हर तेल किस दिशा और तत्व से जुड़ा है, सुरक्षित मिश्रण और विसरण, और घर के हर क्षेत्र के लिए सरल दैनिक दिनचर्या।",
    image: "/images/upcoming-course.svg",
    imageAlt: "वास्तु कम्पास की ग्रिड के पास रखी एसेंशियल ऑयल की अंबर रंग की शीशियाँ",
    enquire: "इस पाठ्यक्रम के बारे में पूछें",
  },
};
