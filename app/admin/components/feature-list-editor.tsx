// A product's key features, in English or in Hindi: typed one at a time (Enter adds it like the button, rather than
// sending the whole form), listed in order, each with its remove button. Blank features are not added.
import { type KeyboardEvent, useState } from "react";
import { addFeature, FEATURE_MAX_LENGTH } from "#app/admin/models/product-model.ts";
import { FormField } from "./form-helpers.tsx";

/** The editor's words in each tab's language: the input, the button, the list's name, a remove button's name. */
const WORDS = {
  en: {
    input: "New feature",
    add: "Add Feature",
    list: "Features",
    remove: "Remove",
    feature: "feature",
    empty: "No features yet.",
  },
  hi: {
    input: "नई विशेषता",
    add: "विशेषता जोड़ें",
    list: "मुख्य विशेषताएँ",
    remove: "हटाएँ",
    feature: "विशेषता",
    empty: "अभी कोई विशेषता नहीं।",
  },
};

export function FeatureListEditor({
  features,
  onChange,
  error,
  lang,
}: {
  features: readonly string[];
  onChange: (features: readonly string[]) => void;
  error?: string;
  lang: keyof typeof WORDS;
}) {
  const words = WORDS[lang];
  const [draft, setDraft] = useState("");
  function commit() {
    const next = addFeature(features, draft);
    if (next !== features) onChange(next);
    setDraft("");
  }
  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== "Enter") return;
    e.preventDefault();
    commit();
  }
  return (
    <>
      <div className="admin-feature-add">
        <FormField label={words.input} error={error}>
          {(c) => (
            <input
              {...c}
              type="text"
              maxLength={FEATURE_MAX_LENGTH}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKey}
            />
          )}
        </FormField>
        <button type="button" className="btn btn--secondary" onClick={commit}>
          {words.add}
        </button>
      </div>
      {features.length === 0 ? (
        <p className="admin-muted">{words.empty}</p>
      ) : (
        <ul className="admin-feature-list" aria-label={words.list}>
          {features.map((feature, index) => (
            // Features may repeat, so the position is part of the key.
            <li key={`${index}-${feature}`}>
              <span>{feature}</span>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                onClick={() => onChange(features.filter((_, i) => i !== index))}
              >
                {words.remove}
                <span className="visually-hidden">
                  {" "}
                  {words.feature}: {feature}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
