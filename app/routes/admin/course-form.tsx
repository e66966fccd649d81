// Create and edit a course, with the course defaults filled in for a new one. Images upload on their own
// to /api/upload/courses and the form stores their URLs; the save is one multipart request. The overview and the
// biography use the blog's rich-text editor, downloaded with the form only.
import { CourseHindiFields, courseHindiHasErrors } from "#app/admin/components/course-hindi-fields.tsx";
import {
  CourseTextLists,
  CurriculumEditor,
  TextListEditor,
} from "#app/admin/components/course-list-editors.tsx";
import {
  CheckboxField,
  DisplayOrderField,
  FormGrid,
  FormSection,
  SelectField,
  SubmitActions,
  TextField,
} from "#app/admin/components/form-helpers.tsx";
import { FormPage } from "#app/admin/components/form-page.tsx";
import { ImageUploadField } from "#app/admin/components/image-upload-field.tsx";
import { LanguageTabs } from "#app/admin/components/language-tabs.tsx";
import { RichTextField } from "#app/admin/components/rich-text-field.tsx";
import { SlugInput } from "#app/admin/components/slug-input.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { type RecordForm, useRecordForm } from "#app/admin/hooks/use-record-form.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { CourseFormSchema } from "#app/admin/models/course-form-schema.ts";
import {
  type CourseFormValues,
  courseToValues,
  emptyCourseValues,
  toFormData,
  valuesToPayload,
} from "#app/admin/models/course-model.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { COURSE_LEVELS, COURSE_MODES } from "#contract/enums";
import { ADMIN_MESSAGES } from "#contract/messages";
import { courses } from "#contract/resources/courses";
import { asHtml } from "#contract/rich-text";
import type { Course, CourseCategory } from "#contract/schemas/course";
import type { Route } from "./+types/course-form";

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? "Edit course" : "Add course");

const COURSE_FORM: RecordForm = {
  resource: courses,
  record: "course",
  headings: ["Add Course", "Edit Course"],
  submit: ["Create Course", "Update Course"],
  alert: true,
};

export default function CourseForm() {
  const page = useRecordForm<CourseFormValues, Course>(COURSE_FORM, {
    schema: CourseFormSchema,
    empty: emptyCourseValues,
    toValues: courseToValues,
    toBody: (values) => toFormData(valuesToPayload(values)),
    slug: { from: "title", to: "course_slug" },
    clientErrors: "flash",
  });
  const { register, control, setValue, watch, formState } = page.form;
  const { flash } = page;
  const err = page.error;
  const categories = useApiData(
    async (signal) => (await apiRequest<CourseCategory[]>("/courses/categories", { signal })).data,
    [],
    "",
  );
  const image = (
    name: "image_url" | "poster_image_url" | "instructor_image",
    label: string,
    failed: string,
  ) => (
    <ImageUploadField
      label={label}
      folder="courses"
      absolute
      uploadFailedMessage={failed}
      onUploadError={(m) => flash.error(m)}
      value={watch(name)}
      onChange={(url) => setValue(name, url, { shouldDirty: true })}
      error={err(name)}
    />
  );

  // English | हिन्दी over the course's texts; pictures, videos and settings are the same in both languages.
  const english = (
    <>
      <FormSection title="Basic Information">
        <TextField label="Title" required type="text" {...page.field("title")} />
        <SlugInput
          page={page}
          hint="Used in the course's web address: lower-case letters, numbers and hyphens."
        />
        <TextField label="Subtitle" type="text" {...page.field("subtitle")} />
        <TextField label="Description" required rows={4} {...page.field("description")} />
        <RichTextField
          label="Overview"
          hint="Shown on the course page. Video embeds a YouTube video; it loads when a visitor plays it."
          error={err("overview")}
          initialHtml={page.item?.overview ?? ""}
          onChange={(html) => setValue("overview", html, { shouldDirty: true })}
          onError={(m) => flash.error(m)}
          pictures={null}
          videos
        />
      </FormSection>

      <FormSection title="Course Details">
        <FormGrid>
          <SelectField label="Level" required options={COURSE_LEVELS} {...page.field("level")} />
          <TextField label="Course type" type="text" {...page.field("course_type")} />
          <TextField
            label="Price"
            required
            hint="Free text, e.g. 12,000 or ₹5,000 per level."
            type="text"
            {...page.field("price")}
          />
          <TextField label="Duration" type="text" placeholder="e.g. 3 days" {...page.field("duration")} />
          <SelectField label="Mode" required options={COURSE_MODES} {...page.field("mode")} />
          <TextField label="Language" type="text" {...page.field("language")} />
          <SelectField
            label="Category"
            hint="Add, rename or order categories under Categories."
            options={(categories.data ?? []).map((cat) => ({
              value: String(cat.category_id),
              label: cat.name,
            }))}
            {...page.field("category_id")}
          >
            <option value="">No category</option>
          </SelectField>
        </FormGrid>
      </FormSection>

      <FormSection title="Instructor Information">
        <TextField label="Instructor name" type="text" {...page.field("instructor_name")} />
        <RichTextField
          label="Instructor bio"
          error={err("instructor_bio")}
          initialHtml={asHtml(page.item?.instructor_bio ?? "")}
          onChange={(html) => setValue("instructor_bio", html, { shouldDirty: true })}
          pictures={null}
        />
        {image("instructor_image", "Instructor image", ADMIN_MESSAGES.imageUploadFailed)}
      </FormSection>

      <CourseTextLists
        control={control}
        register={register}
        lists={[
          ["highlights", "Highlights", "Highlight"],
          ["requirements", "Requirements", "Requirement"],
          ["outcomes", "Learning Outcomes", "Outcome"],
        ]}
      />
      <CurriculumEditor control={control} register={register} />
    </>
  );

  return (
    <FormPage page={page} {...page.frame} sitePath={page.item ? `/course/${page.item.course_slug}` : null}>
      <LanguageTabs
        label="Course text"
        hiHasErrors={courseHindiHasErrors(formState.errors)}
        en={english}
        hi={<CourseHindiFields page={page} />}
      />

      <FormSection title="Media">
        {image("poster_image_url", "Poster image", ADMIN_MESSAGES.posterUploadFailed)}
        {image("image_url", "Course image", ADMIN_MESSAGES.imageUploadFailed)}
        <TextField
          label="Video URL"
          hint="A YouTube or video link shown on the course page."
          type="url"
          inputMode="url"
          {...page.field("video_url")}
        />
      </FormSection>

      <TextListEditor
        control={control}
        register={register}
        name="video_urls"
        title="Course Videos"
        itemLabel="Video link"
        hint="YouTube or video file links, in order. The course page plays the first; with none listed, the Video URL above."
        type="url"
        ordered
      />

      <FormSection title="Settings">
        <CheckboxField label="Active (shown on the website)" {...register("is_active")} />
        <CheckboxField label="Featured (shown on the home page)" {...register("is_featured")} />
        <DisplayOrderField {...page.field("display_order")} />
      </FormSection>

      <SubmitActions {...page.actions} />
    </FormPage>
  );
}
