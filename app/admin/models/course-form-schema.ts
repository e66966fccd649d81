// The course form's validation, apart from the course model so that the course list, which re-sends a course to
// flip its status, does not download the Zod schemas.
import { z } from "zod";
import { CourseCreateSchema } from "#contract/schemas/course";
import { type CourseFormValues, checkCourseValues, valuesToPayload } from "./course-model.ts";

/**
 * The form's validation: its own first problem (required fields, pasted images, display order), then the contract's
 * create schema over the payload the form would send, so the form refuses what the API would.
 */
export const CourseFormSchema = z.custom<CourseFormValues>().superRefine((values, ctx) => {
  const problem = checkCourseValues(values);
  if (problem) {
    ctx.addIssue({ code: "custom", path: ["title"], message: problem });
    return;
  }
  const parsed = CourseCreateSchema.safeParse(valuesToPayload(values));
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", path: issue.path.slice(0, 1) as string[], message: issue.message });
});
