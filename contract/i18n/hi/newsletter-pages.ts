// Hindi text of the two pages the newsletter's mailed links open; ships with those pages only.

import type { Catalogue } from "../catalogue";
import type { SiteText } from "../messages.en";

export const hiNewsletterConfirm: Catalogue<SiteText["newsletterConfirm"]> = {
  metaTitle: "न्यूज़लेटर सदस्यता की पुष्टि करें",
  metaDescription: "पुष्टि करें कि आप अकादमी का न्यूज़लेटर पाना चाहते हैं।",
  heading: "अपनी सदस्यता की पुष्टि करें",
  lead: "हमारी वेबसाइट पर दिए गए पते पर न्यूज़लेटर पाना शुरू करने के लिए बटन दबाएँ।",
  button: "सदस्यता की पुष्टि करें",
  busy: "पुष्टि हो रही है...",
  failed: "हम आपकी सदस्यता की पुष्टि नहीं कर सके। कृपया फिर प्रयास करें।",
  home: "मुखपृष्ठ पर लौटें",
};

export const hiNewsletterUnsubscribe: Catalogue<SiteText["newsletterUnsubscribe"]> = {
  metaTitle: "न्यूज़लेटर की सदस्यता समाप्त करें",
  metaDescription: "अकादमी का न्यूज़लेटर पाना बंद करें।",
  heading: "सदस्यता समाप्त करें",
  lead: "बटन दबाएँ, और हम इस पते पर अपना न्यूज़लेटर भेजना बंद कर देंगे।",
  button: "सदस्यता समाप्त करें",
  busy: "सदस्यता समाप्त हो रही है...",
  failed: "हम आपकी सदस्यता समाप्त नहीं कर सके। कृपया फिर प्रयास करें।",
  home: "मुखपृष्ठ पर लौटें",
};
