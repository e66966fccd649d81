// Create and edit a course (spec §2 Course form, §3 defaults, §5 rules, §7 saves). Images upload on their own
// to /api/upload/courses and the form stores their URLs; the save is one multipart request.
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { COURSE_LEVELS, COURSE_MODES } from "#contract/enums";
import { slugify } from "#contract/fields";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { Course, CourseCategory } from "#contract/schemas/course";
import { adminMeta } from "../../components/admin/admin-meta";
import { CurriculumEditor, TextListEditor } from "../../components/admin/courses/course-list-editors";
import {
  type CourseFormValues,
  checkCourseValues,
  courseToValues,
  emptyCourseValues,
  toFormData,
  valuesToPayload,
} from "../../components/admin/courses/course-model";
import { FlashMessage, useFlash } from "../../components/admin/flash";
import {
  CheckboxField,
  FormActions,
  FormField,
  FormGrid,
  FormSection,
} from "../../components/admin/form-helpers";
import { ImageUploadField } from "../../components/admin/image-upload-field";
import { PageHeader } from "../../components/admin/page-header";
import { useUnsavedChangesGuard } from "../../components/admin/unsaved-changes";
import { errorMessage, useApiData } from "../../components/admin/use-api-data";
import { Spinner } from "../../components/ui/spinner";
import { apiRequest } from "../../lib/api-client";
import { applyServerFieldErrors } from "../../lib/server-field-errors";
import type { Route } from "./+types/course-form";

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? "Edit course" : "Add course");

const TEXT_FIELDS = new Set<keyof CourseFormValues>([
  "title",
  "course_slug",
  "subtitle",
  "description",
  "overview",
  "course_type",
  "price",
  "duration",
  "language",
  "video_url",
  "instructor_name",
  "instructor_bio",
  "image_url",
  "poster_image_url",
  "instructor_image",
  "display_order",
  "level",
  "mode",
  "category_id",
]);

export default function CourseForm() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const flash = useFlash({ successMs: null, errorMs: null });
  const [slugEdited, setSlugEdited] = useState(editing);
  const [loaded, setLoaded] = useState(!editing);
  const [loadError, setLoadError] = useState<string | null>(null);

  const form = useForm<CourseFormValues>({ defaultValues: emptyCourseValues() });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);

  const categories = useApiData(
    async (signal) => (await apiRequest<CourseCategory[]>("/courses/categories", { signal })).data,
    [],
    "",
  );

  useEffect(() => {
    if (!editing) return;
    const controller = new AbortController();
    apiRequest<Course>(`/courses/${id}`, { signal: controller.signal }, ADMIN_MESSAGES.courseLoadFailed)
      .then(({ data }) => {
        reset(courseToValues(data));
        setLoaded(true);
      })
      .catch((err) => {
        if (!controller.signal.aborted) setLoadError(errorMessage(err, ADMIN_MESSAGES.courseLoadFailed));
      });
    return () => controller.abort();
  }, [editing, id, reset]);

  const title = watch("title");
  useEffect(() => {
    if (!slugEdited) setValue("course_slug", slugify(title), { shouldDirty: true });
  }, [title, slugEdited, setValue]);

  async function onSubmit(values: CourseFormValues) {
    flash.clear();
    const problem = checkCourseValues(values);
    if (problem) {
      flash.error(problem);
      return;
    }
    try {
      const body = toFormData(valuesToPayload(values));
      await apiRequest(
        editing ? `/courses/${id}` : "/courses",
        { method: editing ? "PUT" : "POST", body },
        ADMIN_MESSAGES.courseSaveFailed,
      );
      guard.release();
      window.alert(editing ? ADMIN_MESSAGES.courseUpdated : ADMIN_MESSAGES.courseCreated);
      navigate("/admin/courses");
    } catch (err) {
      applyServerFieldErrors(err, setError, TEXT_FIELDS);
      flash.error(errorMessage(err, ADMIN_MESSAGES.courseSaveFailed));
    }
  }

  const heading = editing ? "Edit Course" : "Add Course";
  if (loadError)
    return (
      <>
        <PageHeader title={heading} />
        <div className="ui-alert ui-alert--error" role="alert">
          {loadError}
        </div>
        <Link to="/admin/courses">Back to courses</Link>
      </>
    );
  if (!loaded)
    return (
      <>
        <PageHeader title={heading} />
        <Spinner label="Loading course..." showLabel />
      </>
    );

  const err = (name: keyof CourseFormValues) => errors[name]?.message as string | undefined;
  const imageProps = (name: "image_url" | "poster_image_url" | "instructor_image") => ({
    value: watch(name),
    onChange: (url: string) => setValue(name, url, { shouldDirty: true }),
    error: err(name),
  });

  return (
    <>
      <PageHeader
        title={heading}
        actions={
          <Link className="btn btn--ghost" to="/admin/courses">
            Back to courses
          </Link>
        }
      />
      <FlashMessage flash={flash} />
      <form className="admin-form" onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormSection title="Basic Information">
          <FormField label="Title" required error={err("title")}>
            {(c) => <input {...c} type="text" {...register("title")} />}
          </FormField>
          <FormField
            label="Slug"
            required
            error={err("course_slug")}
            hint="Used in the course's web address: lower-case letters, numbers and hyphens."
          >
            {(c) => (
              <div style={{ display: "flex", gap: "var(--space-2)" }}>
                <input
                  {...c}
                  type="text"
                  {...register("course_slug", { onChange: () => setSlugEdited(true) })}
                />
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => setValue("course_slug", slugify(watch("title")), { shouldDirty: true })}
                >
                  Generate
                </button>
              </div>
            )}
          </FormField>
          <FormField label="Subtitle" error={err("subtitle")}>
            {(c) => <input {...c} type="text" {...register("subtitle")} />}
          </FormField>
          <FormField label="Description" required error={err("description")}>
            {(c) => <textarea {...c} rows={4} {...register("description")} />}
          </FormField>
          <FormField
            label="Overview"
            error={err("overview")}
            hint="HTML is allowed (headings, paragraphs, lists, links); unsafe markup is removed on save."
          >
            {(c) => <textarea {...c} rows={8} {...register("overview")} />}
          </FormField>
        </FormSection>

        <FormSection title="Course Details">
          <FormGrid>
            <FormField label="Level" required error={err("level")}>
              {(c) => (
                <select {...c} {...register("level")}>
                  {COURSE_LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {l}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Course type" error={err("course_type")}>
              {(c) => <input {...c} type="text" {...register("course_type")} />}
            </FormField>
            <FormField
              label="Price"
              required
              error={err("price")}
              hint="Free text, e.g. 12,000 or ₹5,000 per level."
            >
              {(c) => <input {...c} type="text" {...register("price")} />}
            </FormField>
            <FormField label="Duration" error={err("duration")}>
              {(c) => <input {...c} type="text" placeholder="e.g. 3 days" {...register("duration")} />}
            </FormField>
            <FormField label="Mode" required error={err("mode")}>
              {(c) => (
                <select {...c} {...register("mode")}>
                  {COURSE_MODES.map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Language" error={err("language")}>
              {(c) => <input {...c} type="text" {...register("language")} />}
            </FormField>
            <FormField label="Category" error={err("category_id")}>
              {(c) => (
                <select {...c} {...register("category_id")}>
                  <option value="">No category</option>
                  {(categories.data ?? []).map((cat) => (
                    <option key={cat.category_id} value={String(cat.category_id)}>
                      {cat.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </FormGrid>
        </FormSection>

        <FormSection title="Media">
          <ImageUploadField
            label="Poster image"
            folder="courses"
            absolute
            uploadFailedMessage={ADMIN_MESSAGES.posterUploadFailed}
            onUploadError={(m) => flash.error(m)}
            {...imageProps("poster_image_url")}
          />
          <ImageUploadField
            label="Course image"
            folder="courses"
            absolute
            uploadFailedMessage={ADMIN_MESSAGES.imageUploadFailed}
            onUploadError={(m) => flash.error(m)}
            {...imageProps("image_url")}
          />
          <FormField
            label="Video URL"
            error={err("video_url")}
            hint="A YouTube or video link shown on the course page."
          >
            {(c) => <input {...c} type="url" inputMode="url" {...register("video_url")} />}
          </FormField>
        </FormSection>

        <FormSection title="Instructor Information">
          <FormField label="Instructor name" error={err("instructor_name")}>
            {(c) => <input {...c} type="text" {...register("instructor_name")} />}
          </FormField>
          <FormField label="Instructor bio" error={err("instructor_bio")}>
            {(c) => <textarea {...c} rows={4} {...register("instructor_bio")} />}
          </FormField>
          <ImageUploadField
            label="Instructor image"
            folder="courses"
            absolute
            uploadFailedMessage={ADMIN_MESSAGES.imageUploadFailed}
            onUploadError={(m) => flash.error(m)}
            {...imageProps("instructor_image")}
          />
        </FormSection>

        <TextListEditor
          control={control}
          register={register}
          name="highlights"
          title="Highlights"
          itemLabel="Highlight"
        />
        <TextListEditor
          control={control}
          register={register}
          name="requirements"
          title="Requirements"
          itemLabel="Requirement"
        />
        <TextListEditor
          control={control}
          register={register}
          name="outcomes"
          title="Learning Outcomes"
          itemLabel="Outcome"
        />
        <CurriculumEditor control={control} register={register} />

        <FormSection title="Settings">
          <CheckboxField label="Active (shown on the website)" {...register("is_active")} />
          <CheckboxField label="Featured (shown on the home page)" {...register("is_featured")} />
          <FormField label="Display order" error={err("display_order")} hint="Lower numbers come first.">
            {(c) => (
              <input
                {...c}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                {...register("display_order")}
              />
            )}
          </FormField>
        </FormSection>

        <FormActions>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : editing ? "Update Course" : "Create Course"}
          </button>
          <Link className="btn btn--ghost" to="/admin/courses">
            Cancel
          </Link>
        </FormActions>
      </form>
    </>
  );
}
