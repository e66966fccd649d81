// The repeatable parts of the course form: text lists (highlights, requirements, outcomes, video links) and the
// curriculum (modules with topics). Each list keeps at least one row; its delete button shows only when there are
// more. A list whose order matters (the videos, the modules and each module's topics) moves rows up and down. In the हिन्दी tab the text lists are whole
// Hindi lists, like the English ones; module and topic names are edited on the English tab's own rows (each row
// keeps its Hindi name), so rows added or removed there take their Hindi along, and each Hindi name shows the
// English one it translates.
import { flushSync } from "react-dom";
import { type UseFormRegisterReturn, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { confirmAction } from "#app/admin/models/confirm.ts";
import type { CourseFormValues, CourseRowList } from "#app/admin/models/course-model.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormSection } from "./form-helpers";
import { useFormPage } from "./form-page.tsx";

const useCourseForm = () => useFormPage().page.form as unknown as UseFormReturn<CourseFormValues>;

/**
 * A button of a row (move, remove), named for screen readers with `hidden`; disabled without `onClick`. A removed
 * row takes its buttons along, and a row moved to the top or bottom disables one: the focus then goes to the row's
 * field, or to the list's Add button, rather than back to the top of the page.
 */
function RowButton({
  label,
  hidden,
  onClick,
}: {
  label: string;
  hidden: string;
  onClick: (() => void) | null;
}) {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      onClick={(e) => {
        const row = e.currentTarget.parentElement;
        const list = e.currentTarget.closest(".admin-module__topics, .admin-form-section");
        if (onClick) flushSync(onClick);
        const focused = document.activeElement as HTMLButtonElement | null;
        if (focused && focused !== document.body && !focused.disabled) return;
        (row?.isConnected ? row : list)
          ?.querySelector<HTMLElement>(row?.isConnected ? "input" : ":scope > button")
          ?.focus();
      }}
      disabled={!onClick}
    >
      {label}
      <span className="visually-hidden">{hidden}</span>
    </button>
  );
}

/** One text input of a list and its remove button; `hidden` names the row for screen readers. */
function EditorRow({
  className = "admin-list-editor__row",
  label,
  input,
  type = "text",
  remove,
  removeText = "Remove",
  hidden,
  moveUp,
  moveDown,
}: {
  className?: string;
  label: string;
  input: UseFormRegisterReturn;
  type?: "text" | "url";
  remove: (() => void) | null;
  removeText?: string;
  hidden: string;
  moveUp?: (() => void) | null;
  moveDown?: (() => void) | null;
}) {
  return (
    <div className={className}>
      <FormField label={label}>
        {(c) => <input {...c} type={type} inputMode={type === "url" ? "url" : undefined} {...input} />}
      </FormField>
      {moveUp !== undefined ? <RowButton label="Move up" hidden={hidden} onClick={moveUp} /> : null}
      {moveDown !== undefined ? <RowButton label="Move down" hidden={hidden} onClick={moveDown} /> : null}
      {remove ? <RowButton label={removeText} hidden={hidden} onClick={remove} /> : null}
    </div>
  );
}

/** Move-up and move-down for row `i` of `count` rows; none when there is only one row to order. */
function rowMoves(count: number, i: number, swap: (from: number, to: number) => void) {
  if (count < 2) return {};
  return {
    moveUp: i > 0 ? () => swap(i, i - 1) : null,
    moveDown: i < count - 1 ? () => swap(i, i + 1) : null,
  };
}

export function TextListEditor({
  name,
  title,
  itemLabel,
  hint,
  type,
  ordered = false,
  addText = `Add ${itemLabel.toLowerCase()}`,
  removeText,
}: {
  name: CourseRowList;
  title: string;
  itemLabel: string;
  hint?: string;
  type?: "text" | "url";
  /** Rows move up and down: their order is the order the page shows them in. */
  ordered?: boolean;
  /** The buttons' words, for a list in another language. */
  addText?: string;
  removeText?: string;
}) {
  const { control, register } = useCourseForm();
  const { fields, append, remove, swap } = useFieldArray({ control, name });
  return (
    <FormSection title={title}>
      {hint ? <p className="admin-muted">{hint}</p> : null}
      {fields.map((field, i) => (
        <EditorRow
          key={field.id}
          label={`${itemLabel} ${i + 1}`}
          input={register(`${name}.${i}.value` as const)}
          type={type}
          remove={fields.length > 1 ? () => remove(i) : null}
          removeText={removeText}
          hidden={` ${itemLabel.toLowerCase()} ${i + 1}`}
          {...(ordered ? rowMoves(fields.length, i, swap) : {})}
        />
      ))}
      <button type="button" className="btn btn--secondary btn--small" onClick={() => append({ value: "" })}>
        {addText}
      </button>
    </FormSection>
  );
}

/** The course's translated text lists: [list, title, item label, Hindi title, Hindi item label]. */
export function CourseTextLists({
  lists,
}: {
  lists: readonly (readonly ["highlights" | "requirements" | "outcomes", string, string, string, string])[];
}) {
  const { lang } = useFormPage();
  return lists.map(([name, title, itemLabel, hiTitle, hiItemLabel]) =>
    lang === "en" ? (
      <TextListEditor key={name} name={name} title={title} itemLabel={itemLabel} />
    ) : (
      <TextListEditor
        key={name}
        name={`hi_${name}`}
        title={hiTitle}
        itemLabel={hiItemLabel}
        addText={`${hiItemLabel} जोड़ें`}
        removeText="हटाएँ"
      />
    ),
  );
}

function TopicsEditor({ moduleIndex }: { moduleIndex: number }) {
  const { control, register } = useCourseForm();
  const { fields, append, remove, swap } = useFieldArray({
    control,
    name: `modules.${moduleIndex}.topics` as const,
  });
  const module = `module ${moduleIndex + 1}`;
  return (
    <div className="admin-module__topics">
      {fields.map((field, j) => (
        <EditorRow
          key={field.id}
          label={`Module ${moduleIndex + 1} topic ${j + 1}`}
          input={register(`modules.${moduleIndex}.topics.${j}.topic_name` as const)}
          remove={fields.length > 1 ? () => remove(j) : null}
          hidden={` ${module} topic ${j + 1}`}
          {...rowMoves(fields.length, j, swap)}
        />
      ))}
      <button type="button" className="btn btn--ghost btn--small" onClick={() => append({ topic_name: "" })}>
        Add topic<span className="visually-hidden">{` to ${module}`}</span>
      </button>
    </div>
  );
}

function EnglishCurriculum() {
  const { control, register } = useCourseForm();
  const { fields, append, remove, swap } = useFieldArray({ control, name: "modules" });
  return (
    <FormSection title="Curriculum">
      {fields.map((field, i) => (
        <div className="admin-module" key={field.id}>
          <EditorRow
            className="admin-module__header"
            label={`Module ${i + 1} name`}
            input={register(`modules.${i}.module_name` as const)}
            // A module takes its topics along, and one slip could lose much typing: asked first.
            remove={fields.length > 1 ? () => confirmAction("removeModule") && remove(i) : null}
            hidden={` module ${i + 1}`}
            {...rowMoves(fields.length, i, swap)}
          />
          <TopicsEditor moduleIndex={i} />
        </div>
      ))}
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() => append({ module_name: "", topics: [{ topic_name: "" }] })}
      >
        Add module
      </button>
    </FormSection>
  );
}

/** A module's or topic's Hindi name, held on its row of the form's modules. */
function HindiRowName({
  name,
  label,
  value,
  english,
}: {
  name: `modules.${number}.hi_module_name` | `modules.${number}.topics.${number}.hi_topic_name`;
  label: string;
  value: string | undefined;
  english: string;
}) {
  const { setValue, getFieldState, formState } = useCourseForm();
  return (
    <FormField
      label={label}
      hint={english.trim() ? <span lang="en">{english}</span> : undefined}
      error={getFieldState(name, formState).error?.message}
    >
      {(c) => (
        <input
          {...c}
          type="text"
          value={value ?? ""}
          onChange={(e) => setValue(name, e.target.value, { shouldDirty: true })}
        />
      )}
    </FormField>
  );
}

function HindiCurriculum() {
  const modules = useWatch({ control: useCourseForm().control, name: "modules" });
  return (
    <FormSection title="पाठ्यचर्या">
      {modules.map((m, i) => (
        // Keyed by position: the inputs show the rows' values, so a removed row's Hindi leaves with it.
        <div className="admin-module" key={i}>
          <HindiRowName
            name={`modules.${i}.hi_module_name`}
            label={`मॉड्यूल ${i + 1} का नाम`}
            value={m.hi_module_name}
            english={m.module_name}
          />
          <div className="admin-module__topics">
            {m.topics.map((t, j) => (
              <HindiRowName
                key={j}
                name={`modules.${i}.topics.${j}.hi_topic_name`}
                label={`मॉड्यूल ${i + 1} विषय ${j + 1}`}
                value={t.hi_topic_name}
                english={t.topic_name}
              />
            ))}
          </div>
        </div>
      ))}
    </FormSection>
  );
}

/** The modules and their topics; in the हिन्दी tab, the Hindi name of each. */
export function CurriculumEditor() {
  return useFormPage().lang === "en" ? <EnglishCurriculum /> : <HindiCurriculum />;
}
