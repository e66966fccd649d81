// The repeatable parts of the course form: text lists (highlights, requirements, outcomes, video links) and the
// curriculum (modules with topics). Each list keeps at least one row; its delete button shows only when there are
// more. A list whose order matters (the videos) moves rows up and down.
import {
  type Control,
  type UseFormRegister,
  type UseFormRegisterReturn,
  useFieldArray,
} from "react-hook-form";
import type { CourseFormValues, CourseRowList } from "#app/admin/models/course-model.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormSection } from "./form-helpers";

interface EditorProps {
  control: Control<CourseFormValues>;
  register: UseFormRegister<CourseFormValues>;
}

/** Moves a row; shown disabled at the end it cannot pass. */
function MoveButton({
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
      onClick={onClick ?? undefined}
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
      {moveUp !== undefined ? <MoveButton label="Move up" hidden={hidden} onClick={moveUp} /> : null}
      {moveDown !== undefined ? <MoveButton label="Move down" hidden={hidden} onClick={moveDown} /> : null}
      {remove ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={remove}>
          {removeText}
          <span className="visually-hidden">{hidden}</span>
        </button>
      ) : null}
    </div>
  );
}

export function TextListEditor({
  control,
  register,
  name,
  title,
  itemLabel,
  hint,
  type,
  ordered = false,
  addText = `Add ${itemLabel.toLowerCase()}`,
  removeText,
}: EditorProps & {
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
          {...(ordered && fields.length > 1
            ? {
                moveUp: i > 0 ? () => swap(i, i - 1) : null,
                moveDown: i < fields.length - 1 ? () => swap(i, i + 1) : null,
              }
            : {})}
        />
      ))}
      <button type="button" className="btn btn--secondary btn--small" onClick={() => append({ value: "" })}>
        {addText}
      </button>
    </FormSection>
  );
}

/** The course's three text lists, each a TextListEditor: [list, title, item label] in the tab's language. */
export function CourseTextLists({
  lists,
  addText,
  ...editor
}: EditorProps &
  Pick<Parameters<typeof TextListEditor>[0], "removeText"> & {
    lists: readonly (readonly [CourseRowList, string, string])[];
    /** The add button's words for an item label; English "Add highlight" by default. */
    addText?: (itemLabel: string) => string;
  }) {
  return lists.map(([name, title, itemLabel]) => (
    <TextListEditor
      key={name}
      {...editor}
      name={name}
      title={title}
      itemLabel={itemLabel}
      addText={addText?.(itemLabel)}
    />
  ));
}

function TopicsEditor({ control, register, moduleIndex }: EditorProps & { moduleIndex: number }) {
  const { fields, append, remove } = useFieldArray({
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
        />
      ))}
      <button type="button" className="btn btn--ghost btn--small" onClick={() => append({ topic_name: "" })}>
        Add topic<span className="visually-hidden">{` to ${module}`}</span>
      </button>
    </div>
  );
}

export function CurriculumEditor({ control, register }: EditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "modules" });
  return (
    <FormSection title="Curriculum">
      {fields.map((field, i) => (
        <div className="admin-module" key={field.id}>
          <EditorRow
            className="admin-module__header"
            label={`Module ${i + 1} name`}
            input={register(`modules.${i}.module_name` as const)}
            remove={fields.length > 1 ? () => remove(i) : null}
            removeText="Remove module"
            hidden={` ${i + 1}`}
          />
          <TopicsEditor control={control} register={register} moduleIndex={i} />
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
