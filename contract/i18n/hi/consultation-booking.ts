// Hindi text of the page a booking's mail links to (reschedule or cancel); ships with that page only.

import type { Catalogue } from "../catalogue";
import type { SiteText } from "../messages.en";

export const hiConsultationBooking: Catalogue<SiteText["consultationBooking"]> = {
  metaTitle: "आपकी परामर्श बुकिंग",
  metaDescription: "अपनी परामर्श बुकिंग का समय बदलें या उसे रद्द करें।",
  heading: "आपकी परामर्श बुकिंग",
  lead: "अपना परामर्श किसी दूसरे खाली समय पर ले जाएँ, या उसे रद्द करें।",
  loading: "आपकी बुकिंग खुल रही है...",
  when: "कब",
  status: "स्थिति",
  statuses: { scheduled: "बुक", cancelled: "रद्द", completed: "पूर्ण", new: "नया", contacted: "संपर्क किया गया" },
  changeUntil: (when: string) => `आप इसे यहाँ ${when} तक बदल सकते हैं।`,
  tooLate: "अब यह बुकिंग ऑनलाइन बदलने में बहुत देर हो चुकी है। कृपया हमें फ़ोन करें या लिखें।",
  rescheduleTitle: "नया समय चुनें",
  reschedule: "इस समय पर ले जाएँ",
  rescheduling: "समय बदला जा रहा है...",
  cancelTitle: "बुकिंग रद्द करें",
  cancelText: "यह समय दूसरों के लिए खुल जाएगा। इसे वापस नहीं किया जा सकता।",
  cancelRefund: (fee: string) =>
    `आपका चुकाया ${fee} का शुल्क पूरा उसी खाते में लौटा दिया जाएगा जिससे आपने भुगतान किया था।`,
  cancel: "मेरी बुकिंग रद्द करें",
  cancelling: "रद्द हो रही है...",
  payTitle: "परामर्श का शुल्क",
  payHeld: (fee: string, until: string) =>
    `${fee} का शुल्क चुकाने के लिए यह समय ${until} तक आपके लिए रोका गया है। भुगतान न होने पर यह दूसरों के लिए खुल जाएगा।`,
  pay: (fee: string) => `${fee} चुकाएँ`,
  paying: "भुगतान खुल रहा है...",
  payChecking: "भुगतान की जाँच हो रही है...",
  paid: (fee: string) => `${fee} का शुल्क चुका दिया गया है। धन्यवाद।`,
  receipt: "अपनी रसीद डाउनलोड करें (PDF)",
  paidTooLate: (fee: string) =>
    `आपका ${fee} का भुगतान हम तक तब पहुँचा जब यह समय किसी और को दिया जा चुका था, इसलिए पूरी राशि लौटाई जा रही है। कृपया कोई दूसरा समय बुक करें।`,
  payOffline: (fee: string) => `शुल्क ${fee} है। इसे चुकाने के बारे में हम आपसे संपर्क करेंगे।`,
  payFailed: "भुगतान पूरा नहीं हुआ। कोई राशि नहीं कटी; कृपया फिर से प्रयास करें।",
  home: "मुखपृष्ठ पर लौटें",
};
