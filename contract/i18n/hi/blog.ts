// Hindi text of the blog and its articles; ships with those pages only.

import type { Catalogue } from "../catalogue";
import { formatNumber } from "../format";
import type { SiteText } from "../messages.en";

const count = (n: number) => formatNumber("hi", n);

export const hiBlog: Catalogue<SiteText["blog"]> = {
  metaTitle: "ब्लॉग",
  metaDescription: "अकादमी के शिक्षकों और सलाहकारों के वास्तु शास्त्र, सुगंध वास्तु, अंक ज्योतिष और सजग जीवन पर लेख।",
  heading: "ब्लॉग",
  lead: "वास्तु, अंक ज्योतिष और अच्छे जीवन पर व्यावहारिक लेख, हमारे शिक्षकों और सलाहकारों की कलम से।",
  searchLabel: "लेख खोजें",
  searchPlaceholder: "शीर्षक, विषय या लेखक से खोजें",
  filterLabel: "श्रेणी के अनुसार लेख छाँटें",
  all: "सभी",
  categoryLabels: { Vastu: "वास्तु", "Aroma Vastu": "सुगंध वास्तु", Numerology: "अंक ज्योतिष", Lifestyle: "जीवनशैली" },
  loading: "लेख लोड हो रहे हैं...",
  errorTitle: "लेख उपलब्ध नहीं हैं",
  resultCount: (n: number) => `${count(n)} लेख`,
  readMore: "और पढ़ें",
  readArticle: (title: string) => `लेख पढ़ें: ${title}`,
  byAuthor: (author: string) => `लेखक: ${author}`,
  views: (n: number) => `${count(n)} बार पढ़ा गया`,
  share: "यह लेख साझा करें",
  shareOn: (network: string) => `${network} पर साझा करें`,
  shareNetworks: { Facebook: "फ़ेसबुक", Twitter: "ट्विटर", LinkedIn: "लिंक्डइन", WhatsApp: "व्हाट्सऐप" },
  closeArticle: "लेख बंद करें",
  backToArticles: "सभी लेखों पर लौटें",
  articleNotFound: "लेख नहीं मिला",
  articleNotFoundText: "यह लेख मौजूद नहीं है या अब प्रकाशित नहीं है।",
  allArticles: "सभी लेख देखें",
  newsletterHeading: "हमारे न्यूज़लेटर की सदस्यता लें",
  newsletterIntro: "नए लेख, मौसमी वास्तु सुझाव और पाठ्यक्रमों की तिथियाँ सीधे आपके इनबॉक्स में, लगभग महीने में एक बार।",
};
