// Every resource of the API, as one list: the server mounts them, the OpenAPI document describes them, and the
// admin finds its screens here.
import { blogs } from "./blogs";
import { consultations } from "./consultations";
import { courseCategories } from "./course-categories";
import { courses } from "./courses";
import { gallery } from "./gallery";
import { inquiries } from "./inquiries";
import { products } from "./products";
import { subscribers } from "./subscribers";
import { testimonials } from "./testimonials";

export const RESOURCES = {
  courses,
  courseCategories,
  blogs,
  products,
  gallery,
  testimonials,
  inquiries,
  consultations,
  subscribers,
};
export type ResourceName = keyof typeof RESOURCES;
export {
  blogs,
  consultations,
  courseCategories,
  courses,
  gallery,
  inquiries,
  products,
  subscribers,
  testimonials,
};
