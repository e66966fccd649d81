// Hindi text of the Gallery page; ships with that page only.

import type { Catalogue } from "../catalogue";
import type { SiteText } from "../messages.en";

export const hiGallery: Catalogue<SiteText["gallery"]> = {
  metaTitle: "हमारी गैलरी",
  metaDescription: "वाराणसी में अकादमी के पाठ्यक्रमों, आयोजनों, परामर्श परियोजनाओं और परिसर की तस्वीरें।",
  heading: "हमारी गैलरी",
  lead: "हमारी कक्षाओं, स्थल-दौरों, आयोजनों और परिसर के कुछ पल।",
  filterLabel: "श्रेणी के अनुसार चित्र छाँटें",
  all: "सभी",
  categoryLabels: {
    courses: "पाठ्यक्रम",
    events: "आयोजन",
    projects: "परियोजनाएँ",
    campus: "परिसर",
    other: "अन्य",
  },
  loading: "गैलरी लोड हो रही है...",
  errorTitle: "गैलरी उपलब्ध नहीं है",
  openImage: (title: string) => `चित्र खोलें: ${title}`,
  imageUnavailable: "चित्र उपलब्ध नहीं है",
  lightboxLabel: "चित्र दर्शक",
  previous: "पिछला चित्र",
  next: "अगला चित्र",
  close: "चित्र दर्शक बंद करें",
  slideOf: "{total} में से {index}",
};
