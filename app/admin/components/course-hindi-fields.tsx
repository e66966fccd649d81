// The हिन्दी tab of the course form: the Hindi version of every course text the contract translates; a blank one
// falls back to English on the Hindi pages. The Hindi lists are whole lists, like the English ones. Module and
// topic names are edited on the English tab's own rows (each row keeps its Hindi name), so rows added or removed
// there take their Hindi along; each Hindi name shows the English one it translates.
import { type FieldErrors, useWatch } from "react-hook-form";
import type { useResourceForm } from "#app/admin/hooks/use-resource-form.ts";
import type { CourseFormValues } from "#app/admin/models/course-model.ts";
import { asHtml } from "#contract/rich-text";
import type { Course } from "#contract/schemas/course";
import { CourseTextLists } from "./course-list-editors.tsx";
import { FormField, FormGrid, FormSection, TextField } from "./form-helpers.tsx";
import { RichTextField } from "./rich-text-field.tsx";

type CoursePage = ReturnType<typeof useResourceForm<CourseFormValues, Course>>;
type RowName = `modules.${number}.hi_module_name` | `modules.${number}.topics.${number}.hi_topic_name`;

/** Whether a field of the हिन्दी tab is invalid (hi_title…, a module's or topic's Hindi name), to mark the tab. */
export function courseHindiHasErrors(errors: FieldErrors<CourseFormValues>): boolean {
  type RowErrors =
    | { hi_module_name?: unknown; topics?: ({ hi_topic_name?: unknown } | undefined)[] }
    | undefined;
  const modules = errors.modules as unknown as RowErrors[] | undefined;
  return (
    Object.keys(errors).some((name) => name.startsWith("hi_")) ||
    (Array.isArray(modules) &&
      modules.some(
        (m) => m?.hi_module_name || (Array.isArray(m?.topics) && m.topics.some((t) => t?.hi_topic_name)),
      ))
  );
}

/** A module's or topic's Hindi name, held on its row of the form's modules. */
function HindiRowName({
  page,
  name,
  label,
  value,
  english,
}: {
  page: CoursePage;
  name: RowName;
  label: string;
  value: string | undefined;
  english: string;
}) {
  const { setValue, getFieldState, formState } = page.form;
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

function HindiCurriculum({ page }: { page: CoursePage }) {
  const modules = useWatch({ control: page.form.control, name: "modules" });
  return (
    <FormSection title="पाठ्यचर्या">
      {modules.map((m, i) => (
        // Keyed by position: the inputs show the rows' values, so a removed row's Hindi leaves with it.
        <div className="admin-module" key={i}>
          <HindiRowName
            page={page}
            name={`modules.${i}.hi_module_name`}
            label={`मॉड्यूल ${i + 1} का नाम`}
            value={m.hi_module_name}
            english={m.module_name}
          />
          <div className="admin-module__topics">
            {m.topics.map((t, j) => (
              <HindiRowName
                key={j}
                page={page}
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

export function CourseHindiFields({ page }: { page: CoursePage }) {
  const { control, register, setValue } = page.form;
  const hi = page.item?.translations.hi;
  const rich = (name: "overview" | "instructor_bio", label: string) => (
    <RichTextField
      label={label}
      error={page.error(`hi_${name}`)}
      initialHtml={asHtml(hi?.[name] ?? "")}
      onChange={(html) => setValue(`hi_${name}`, html, { shouldDirty: true })}
      onError={(m) => page.flash.error(m)}
      pictures={null}
      videos={name === "overview"}
    />
  );
  return (
    <>
      <FormSection title="मूल जानकारी">
        <TextField label="शीर्षक" type="text" {...page.field("hi_title")} />
        <TextField label="उपशीर्षक" type="text" {...page.field("hi_subtitle")} />
        <TextField label="विवरण" rows={4} {...page.field("hi_description")} />
        {rich("overview", "अवलोकन")}
      </FormSection>
      <FormSection title="पाठ्यक्रम का विवरण">
        <FormGrid>
          <TextField label="पाठ्यक्रम का प्रकार" type="text" {...page.field("hi_course_type")} />
          <TextField label="शुल्क" type="text" {...page.field("hi_price")} />
          <TextField label="अवधि" type="text" {...page.field("hi_duration")} />
          <TextField label="भाषा" type="text" {...page.field("hi_language")} />
        </FormGrid>
      </FormSection>
      <FormSection title="प्रशिक्षक की जानकारी">
        <TextField label="प्रशिक्षक का नाम" type="text" {...page.field("hi_instructor_name")} />
        {rich("instructor_bio", "प्रशिक्षक का परिचय")}
      </FormSection>
      <CourseTextLists
        control={control}
        register={register}
        lists={[
          ["hi_highlights", "मुख्य बातें", "मुख्य बात"],
          ["hi_requirements", "आवश्यकताएँ", "आवश्यकता"],
          ["hi_outcomes", "सीखने के परिणाम", "परिणाम"],
        ]}
        addText={(item) => `${item} जोड़ें`}
        removeText="हटाएँ"
      />
      <HindiCurriculum page={page} />
    </>
  );
}
