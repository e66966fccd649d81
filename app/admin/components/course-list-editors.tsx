// The repeatable parts of the course form: text lists (highlights, requirements, outcomes) and the curriculum
// (modules with topics). Each list keeps at least one row; its delete button shows only when there are more.
import {
  type Control,
  type UseFormRegister,
  type UseFormRegisterReturn,
  useFieldArray,
} from "react-hook-form";
import type { CourseFormValues } from "#app/admin/models/course-model.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormSection } from "./form-helpers";

interface EditorProps {
  control: Control<CourseFormValues>;
  register: UseFormRegister<CourseFormValues>;
}

/** One text input of a list and its remove button; `hidden` names the row for screen readers. */
function EditorRow({
  className = "admin-list-editor__row",
  label,
  input,
  remove,
  removeText = "Remove",
  hidden,
}: {
  className?: string;
  label: string;
  input: UseFormRegisterReturn;
  remove: (() => void) | null;
  removeText?: string;
  hidden: string;
}) {
  return (
    <div className={className}>
      <FormField label={label}>{(c) => <input {...c} type="text" {...input} />}</FormField>
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
}: EditorProps & { name: "highlights" | "requirements" | "outcomes"; title: string; itemLabel: string }) {
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <FormSection title={title}>
      {fields.map((field, i) => (
        <EditorRow
          key={field.id}
          label={`${itemLabel} ${i + 1}`}
          input={register(`${name}.${i}.value` as const)}
          remove={fields.length > 1 ? () => remove(i) : null}
          hidden={` ${itemLabel.toLowerCase()} ${i + 1}`}
        />
      ))}
      <button type="button" className="btn btn--secondary btn--small" onClick={() => append({ value: "" })}>
        Add {itemLabel.toLowerCase()}
      </button>
    </FormSection>
  );
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
