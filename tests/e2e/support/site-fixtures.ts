// Rows the public-site browser tests need, created through the admin API with names no other test uses.
import type { Course } from "#contract/schemas/course";
import type { Testimonial } from "#contract/schemas/testimonial";
import { api } from "../../setup/browser";

let counter = 0;
/** A slug-safe name unique to this test run and call. */
export const uniqueName = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

export async function createCourse(token: string, fields: Record<string, unknown> = {}): Promise<Course> {
  const slug = uniqueName("e2e-course");
  const res = await api<{ data: Course }>("POST", "/api/courses", {
    token,
    body: {
      title: `Course ${slug}`,
      course_slug: slug,
      description: `A practical course (${slug}) on reading a house plan by its directions and elements.`,
      level: "Level 1",
      price: "12,000",
      mode: "In-Person",
      duration: "6 weeks",
      ...fields,
    },
  });
  if (res.status !== 201) throw new Error(`course not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function createTestimonial(
  token: string,
  fields: Record<string, unknown> = {},
): Promise<Testimonial> {
  const name = uniqueName("Student");
  const res = await api<{ data: Testimonial }>("POST", "/api/testimonials", {
    token,
    body: {
      name,
      position: "Architect",
      company: "Studio Ganga",
      testimonial_text: `The course (${name}) taught me to read a plot before buying it.`,
      rating: 5,
      is_featured: true,
      ...fields,
    },
  });
  if (res.status !== 201)
    throw new Error(`testimonial not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A blog post (published unless `fields` say otherwise) with a unique slug; returns the slug. */
export async function createBlogPost(token: string, fields: Record<string, unknown> = {}): Promise<string> {
  const slug = uniqueName("e2e-post");
  const res = await api("POST", "/api/blogs", {
    token,
    body: {
      title: `Post ${slug}`,
      slug,
      content: "<p>Article text.</p>",
      status: "published",
      published_date: "2025-05-01",
      ...fields,
    },
  });
  if (res.status !== 201) throw new Error(`blog not created: ${res.status} ${JSON.stringify(res.body)}`);
  return slug;
}
