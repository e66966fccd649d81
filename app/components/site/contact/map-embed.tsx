// The map costs nothing until asked for: no request to Google, no cookies, no script, until the visitor presses
// the button. Then the embed loads in place of the button.
import { useState } from "react";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiContact } from "#contract/i18n/hi/contact";
import { en } from "#contract/i18n/messages.en";

export function MapEmbed({ embedUrl, address }: { embedUrl: string; address: string }) {
  const T = useText(en.contact, hiContact);
  const [shown, setShown] = useState(false);
  if (shown)
    return (
      <div className="contact-map contact-map--loaded">
        <iframe
          className="contact-map__frame"
          src={embedUrl}
          title={T.mapTitle(address)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      </div>
    );
  return (
    <div className="contact-map">
      <p className="contact-map__address">{address}</p>
      <button type="button" className="btn btn--secondary" onClick={() => setShown(true)}>
        {T.showMap}
      </button>
      <p className="contact-map__note">{T.mapPrivacyNote}</p>
    </div>
  );
}
