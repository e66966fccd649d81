// The repeatable parts of the course form: text lists (highlights, requirements, outcomes) and the curriculum
// (modules with topics). Each list keeps at least one row; its delete button shows only when there are more.
import { type Control, type UseFormRegister, useFieldArray } from "react-hook-form";
import { FormField } from "../../ui/form-field";
import { FormSection } from "../form-helpers";
import type { CourseFormValues } from "./course-model";

type TextListName = "highlights" | "requirements" | "outcomes";

export function TextListEditor({
  control,
  register,
  name,
  title,
  itemLabel,
}: {
  control: Control<CourseFormValues>;
  register: UseFormRegister<CourseFormValues>;
  name: TextListName;
  title: string;
  itemLabel: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <FormSection title={title}>
      {fields.map((field, i) => (
        <div className="admin-list-editor__row" key={field.id}>
          <FormField label={`${itemLabel} ${i + 1}`}>
            {(c) => <input {...c} type="text" {...register(`${name}.${i}.value` as const)} />}
          </FormField>
          {fields.length > 1 ? (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => remove(i)}>
              Remove<span className="visually-hidden"> {`${itemLabel.toLowerCase()} ${i + 1}`}</span>
            </button>
          ) : null}
        </div>
      ))}
      <button type="button" className="btn btn--secondary btn--small" onClick={() => append({ value: "" })}>
        Add {itemLabel.toLowerCase()}
      </button>
    </FormSection>
  );
}

function TopicsEditor({
  control,
  register,
  moduleIndex,
}: {
  control: Control<CourseFormValues>;
  register: UseFormRegister<CourseFormValues>;
  moduleIndex: number;
}) {
  const { fields, append, remove } = useFieldArray({
    control,
    name: `modules.${moduleIndex}.topics` as const,
  });
  return (
    <div className="admin-module__topics">
      {fields.map((field, j) => (
        <div className="admin-list-editor__row" key={field.id}>
          <FormField label={`Module ${moduleIndex + 1} topic ${j + 1}`}>
            {(c) => (
              <input
                {...c}
                type="text"
                {...register(`modules.${moduleIndex}.topics.${j}.topic_name` as const)}
              />
            )}
          </FormField>
          {fields.length > 1 ? (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => remove(j)}>
              Remove<span className="visually-hidden">{` module ${moduleIndex + 1} topic ${j + 1}`}</span>
            </button>
          ) : null}
        </div>
      ))}
      <button type="button" className="btn btn--ghost btn--small" onClick={() => append({ topic_name: "" })}>
        Add topic<span className="visually-hidden">{` to module ${moduleIndex + 1}`}</span>
      </button>
    </div>
  );
}

export function CurriculumEditor({
  control,
  register,
}: {
  control: Control<CourseFormValues>;
  register: UseFormRegister<CourseFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "modules" });
  return (
    <FormSection title="Curriculum">
      {fields.map((field, i) => (
        <div className="admin-module" key={field.id}>
          <div className="admin-module__header">
            <FormField label={`Module ${i + 1} name`}>
              {(c) => <input {...c} type="text" {...register(`modules.${i}.module_name` as const)} />}
            </FormField>
            {fields.length > 1 ? (
              <button type="button" className="btn btn--ghost btn--small" onClick={() => remove(i)}>
                Remove module<span className="visually-hidden">{` ${i + 1}`}</span>
              </button>
            ) : null}
          </div>
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
