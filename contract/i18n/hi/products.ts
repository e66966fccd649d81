// Hindi text of the product guide; ships with that page only.

import type { Catalogue } from "../catalogue";
import type { SiteText } from "../messages.en";

export const hiProducts: Catalogue<SiteText["products"]> = {
  metaTitle: "उत्पाद मार्गदर्शिका: बहुउपयोगी उपाय",
  metaDescription:
    "वास्तु और ऊर्जा के उपाय उत्पादों पर अकादमी की मार्गदर्शिका: हर उत्पाद क्या है, किस काम आता है और उसकी मुख्य विशेषताएँ।",
  lead: "हमारे सलाहकारों द्वारा चुने और समझाए गए उपाय। ख़रीदने से पहले हमसे पूछें: सही सुधार अक्सर बिना किसी ख़र्च के हो जाता है।",
  viewDetails: "विवरण देखें",
  viewDetailsFor: (name: string) => `विवरण देखें: ${name}`,
  keyFeatures: "मुख्य विशेषताएँ",
  enquireNow: "अभी पूछताछ करें",
  close: "बंद करें",
  empty: "इस समय कोई उत्पाद सूचीबद्ध नहीं है।",
};
