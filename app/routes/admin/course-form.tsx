// Create and edit a course, with the course defaults filled in for a new one. Images upload on their own
// to /api/upload/courses and the form stores their URLs; the save is one multipart request. The overview and the
// biography use the blog's rich-text editor, downloaded with the form only.
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import {
  CourseTextLists,
  CurriculumEditor,
  TextListEditor,
} from "#app/admin/components/course-list-editors.tsx";
import { DisplayOrderField, FormGrid, FormSection } from "#app/admin/components/form-helpers.tsx";
import {
  Field,
  FormPage,
  type RecordForm,
  Section,
  TranslatedTabs,
  useFormPage,
  useRecordForm,
} from "#app/admin/components/form-page.tsx";
import { ImageUploadField } from "#app/admin/components/image-upload-field.tsx";
import { Rich, Slug } from "#app/admin/components/record-text-fields.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import {
  type CourseFormValues,
  checkCourseValues,
  courseToValues,
  emptyCourseValues,
  toFormData,
  valuesToPayload,
} from "#app/admin/models/course-model.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { COURSE_LEVELS, COURSE_MODES } from "#contract/enums";
import { coursesBasics } from "#contract/resources/courses";
import { type Course, type CourseCategory, CourseCreateSchema } from "#contract/schemas/course";
import type { Route } from "./+types/course-form";

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? "Edit course" : "Add course");

const COURSE_FORM: RecordForm = {
  resource: coursesBasics,
  record: "course",
  headings: ["Add Course", "Edit Course"],
  submit: ["Create Course", "Update Course"],
  alert: true,
};

/**
 * The form's validation, here rather than in the course model so that the course list, which re-sends a course to
 * flip its status, does not download the Zod schemas: its own problems (required fields, pasted images,
 * display order), then the contract's create schema over the payload the form would send, so the form refuses
 * what the API would.
 */
const CourseFormSchema = z.custom<CourseFormValues>().superRefine((values, ctx) => {
  const problems = checkCourseValues(values);
  for (const [field, message] of problems) ctx.addIssue({ code: "custom", path: [field], message });
  if (problems.length) return;
  const parsed = CourseCreateSchema.safeParse(valuesToPayload(values));
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", path: issue.path.slice(0, 1) as string[], message: issue.message });
});

type CourseImage = "image_url" | "poster_image_url" | "instructor_image";

/** An image uploaded on its own to /api/upload/courses; the form keeps its URL. The same in both languages. */
function CourseImage({ name, label, failed }: { name: CourseImage; label: string; failed: string }) {
  const { page, lang } = useFormPage();
  if (lang === "hi") return null;
  const { watch, setValue } = page.form as unknown as UseFormReturn<CourseFormValues>;
  return (
    <ImageUploadField
      label={label}
      folder="courses"
      absolute
      uploadFailedMessage={failed}
      onUploadError={(m) => page.flash.error(m)}
      value={watch(name)}
      onChange={(url) => setValue(name, url, { shouldDirty: true })}
      error={page.error(name)}
    />
  );
}

/** The course's pictures and video link, the same in both languages: drawn in the English tab only. */
function MediaSection() {
  const { lang } = useFormPage();
  if (lang === "hi") return null;
  return (
    <FormSection title="Media">
      <CourseImage name="poster_image_url" label="Poster image" failed={ADMIN_MESSAGES.posterUploadFailed} />
      <CourseImage name="image_url" label="Course image" failed={ADMIN_MESSAGES.imageUploadFailed} />
      <Field
        name="video_url"
        label="Video URL"
        hint="A YouTube or video link shown on the course page."
        type="url"
        inputMode="url"
      />
    </FormSection>
  );
}

export default function CourseForm() {
  const page = useRecordForm<CourseFormValues, Course>(COURSE_FORM, {
    schema: CourseFormSchema,
    empty: emptyCourseValues,
    toValues: courseToValues,
    toBody: (values) => toFormData(valuesToPayload(values)),
    slug: { from: "title", to: "course_slug" },
    clientErrors: "flash",
  });
  const categories = useApiData(
    async (signal) => (await apiRequest<CourseCategory[]>("/courses/categories", { signal })).data,
    [],
    "",
  );

  // English | हिन्दी over the course's texts, its sections in the spec's order; pictures, videos and settings are
  // the same in both languages, so Media shows in the English tab only.
  const texts = (
    <>
      <Section title="Basic Information" hi="मूल जानकारी">
        <Field name="title" label="Title" hi="शीर्षक" required />
        <Slug hint="Used in the course's web address: lower-case letters, numbers and hyphens." />
        <Field name="subtitle" label="Subtitle" hi="उपशीर्षक" />
        <Field name="description" label="Description" hi="विवरण" required rows={4} />
        <Rich
          name="overview"
          label="Overview"
          hi="अवलोकन"
          hint="Shown on the course page. Video embeds a YouTube video; it loads when a visitor plays it."
          pictures={null}
          videos
        />
      </Section>

      <Section title="Course Details" hi="पाठ्यक्रम का विवरण">
        <FormGrid>
          <Field name="level" label="Level" required options={COURSE_LEVELS} />
          <Field name="course_type" label="Course type" hi="पाठ्यक्रम का प्रकार" />
          <Field
            name="price"
            label="Price"
            hi="शुल्क"
            required
            hint="Free text, e.g. 12,000 or ₹5,000 per level."
          />
          <Field name="duration" label="Duration" hi="अवधि" placeholder="e.g. 3 days" />
          <Field name="mode" label="Mode" required options={COURSE_MODES} />
          <Field name="language" label="Language" hi="भाषा" />
          <Field
            name="category_id"
            label="Category"
            hint="Add, rename or order categories under Categories."
            options={(categories.data ?? []).map((cat) => ({
              value: String(cat.category_id),
              label: cat.name,
            }))}
          >
            <option value="">No category</option>
          </Field>
        </FormGrid>
      </Section>

      <MediaSection />

      <Section title="Instructor Information" hi="प्रशिक्षक की जानकारी">
        <Field name="instructor_name" label="Instructor name" hi="प्रशिक्षक का नाम" />
        <Rich name="instructor_bio" label="Instructor bio" hi="प्रशिक्षक का परिचय" pictures={null} />
        <CourseImage
          name="instructor_image"
          label="Instructor image"
          failed={ADMIN_MESSAGES.imageUploadFailed}
        />
      </Section>

      <CourseTextLists
        lists={[
          ["highlights", "Highlights", "Highlight", "मुख्य बातें", "मुख्य बात"],
          ["requirements", "Requirements", "Requirement", "आवश्यकताएँ", "आवश्यकता"],
          ["outcomes", "Learning Outcomes", "Outcome", "सीखने के परिणाम", "परिणाम"],
        ]}
      />
      <CurriculumEditor />
    </>
  );

  return (
    <FormPage page={page} sitePath={page.item ? `/course/${page.item.course_slug}` : null}>
      <TranslatedTabs label="Course text" en={texts} />

      <TextListEditor
        name="video_urls"
        title="Course Videos"
        itemLabel="Video link"
        hint="YouTube or video file links, in order. The course page plays the first; with none listed, the Video URL above."
        type="url"
        ordered
      />

      <FormSection title="Settings">
        <Field type="checkbox" name="is_active" label="Active (shown on the website)" />
        <Field type="checkbox" name="is_featured" label="Featured (shown on the home page)" />
        <DisplayOrderField {...page.field("display_order")} />
      </FormSection>
    </FormPage>
  );
}
