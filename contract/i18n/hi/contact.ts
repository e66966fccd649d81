// Hindi text of the Contact page; ships with that page only.

import type { Catalogue } from "../catalogue";
import type { SiteText } from "../messages.en";

export const hiContact: Catalogue<SiteText["contact"]> = {
  metaTitle: "संपर्क करें",
  metaDescription:
    "अकादमी को लिखें, फ़ोन करें या वाराणसी में हमसे मिलने आएँ। पाठ्यक्रमों, परामर्श और उत्पादों से जुड़े प्रश्नों के उत्तर 24 घंटे के भीतर दिए जाते हैं।",
  heading: "संपर्क करें",
  lead: "किसी पाठ्यक्रम, परामर्श या उत्पाद के बारे में प्रश्न है? हमें लिखें, हम एक दिन के भीतर उत्तर देंगे।",
  formTitle: "हमें संदेश भेजें",
  firstName: "पहला नाम",
  lastName: "उपनाम",
  phone: "फ़ोन",
  email: "ईमेल",
  message: "संदेश",
  submit: "संदेश भेजें",
  productMessage: (product: string) => `मुझे ${product} के बारे में और जानकारी चाहिए।`,
  detailsTitle: "हमसे सीधे संपर्क करें",
  addressLabel: "पता",
  phoneLabel: "फ़ोन",
  emailLabel: "ईमेल",
  followUs: "हमसे जुड़ें",
  opensInNewTab: "(नए टैब में खुलता है)",
  findUs: "हमें कहाँ पाएँ",
  showMap: "नक्शा दिखाएँ",
  mapPrivacyNote: "नक्शा Google Maps से तभी लोड होता है जब आप उसे देखना चाहें।",
  mapTitle: (address: string) => `${address} का नक्शा`,
};
