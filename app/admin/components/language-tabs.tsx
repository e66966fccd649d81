// English | हिन्दी: one tab per language over the translated fields of an editor (decision 35). A WAI-ARIA tabs
// widget: the arrow keys move between tabs (and Home/End to the ends), only the selected tab is in the tab order,
// and each panel is labelled by its tab. Both panels stay mounted, hidden when not selected, so the form keeps
// every field's value and validation whichever tab is showing.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
// Its styles, with the component: not every screen that shows tabs loads the admin screens' styles itself.
import "#app/styles/admin-screens.css";

export type EditorLanguage = "en" | "hi";

const TABS: readonly { lang: EditorLanguage; label: string }[] = [
  { lang: "en", label: "English" },
  { lang: "hi", label: "हिन्दी" },
];

export function LanguageTabs({
  label = "Language",
  en,
  hi,
  hiHasErrors = false,
}: {
  /** Names the tab list for assistive technology. */
  label?: string;
  en: ReactNode;
  hi: ReactNode;
  /** Marks the Hindi tab when a field in it is invalid, so an error behind it is not missed. */
  hiHasErrors?: boolean;
}) {
  const [selected, setSelected] = useState<EditorLanguage>("en");
  const base = useId();
  const refs = useRef<Record<EditorLanguage, HTMLButtonElement | null>>({ en: null, hi: null });
  const choose = (lang: EditorLanguage) => {
    setSelected(lang);
    refs.current[lang]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // The arrows wrap around at either end.
    const count = TABS.length;
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + count,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose((TABS[to % count] as (typeof TABS)[number]).lang);
  };
  const panels: Record<EditorLanguage, ReactNode> = { en, hi };
  return (
    <div className="admin-language-tabs">
      <div role="tablist" aria-label={label} className="admin-language-tabs__list">
        {TABS.map((tab, index) => (
          <button
            key={tab.lang}
            ref={(el) => {
              refs.current[tab.lang] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.lang}`}
            aria-controls={`${base}-panel-${tab.lang}`}
            aria-selected={selected === tab.lang}
            tabIndex={selected === tab.lang ? 0 : -1}
            lang={tab.lang}
            className="admin-language-tabs__tab"
            onClick={() => setSelected(tab.lang)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
            {tab.lang === "hi" && hiHasErrors ? (
              <>
                <span aria-hidden="true"> !</span>
                <span className="visually-hidden"> (has errors)</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.lang}
          role="tabpanel"
          id={`${base}-panel-${tab.lang}`}
          aria-labelledby={`${base}-tab-${tab.lang}`}
          hidden={selected !== tab.lang}
          lang={tab.lang}
          className="admin-language-tabs__panel"
        >
          {panels[tab.lang]}
        </div>
      ))}
    </div>
  );
}
