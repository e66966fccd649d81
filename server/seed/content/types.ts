// Shapes of the demo content files. Each item is written as an API client would send it (the contract's input
// types), without its images: the seeder draws those, stores them, and fills in the URLs.
import type { z } from "zod";
import type { BlogCreateSchema } from "#contract/schemas/blog";
import type { CourseCreateSchema } from "#contract/schemas/course";
import type { GalleryCreateSchema } from "#contract/schemas/gallery";
import type { TestimonialCreateSchema } from "#contract/schemas/testimonial";
import type { ArtSpec } from "../demo-art";

/** How to draw one picture; the seeder adds the size, which depends on where the picture is used. */
export type Art = Pick<ArtSpec, "motif" | "mood">;

export interface DemoCategory {
  name: string;
  slug: string;
  display_order: number;
}

export interface DemoCourse {
  /** Slug of a DemoCategory. */
  category: string;
  input: Omit<
    z.input<typeof CourseCreateSchema>,
    "image_url" | "poster_image_url" | "instructor_image" | "category_id"
  >;
  image: Art;
  poster: Art;
}

export interface DemoBlogPost {
  input: Omit<z.input<typeof BlogCreateSchema>, "image">;
  image: Art;
}

export interface DemoProduct {
  /** The product schema preprocesses its input (camelCase spellings), so its input type is unknown: spell it out. */
  input: { name: string; category: string; short_desc: string; full_desc: string; features: string[] };
  image: Art;
  modalImage: Art;
}

export interface DemoGalleryImage {
  input: Omit<z.input<typeof GalleryCreateSchema>, "image_url">;
  image: Art;
  orientation: "landscape" | "portrait";
}

export type DemoTestimonial = z.input<typeof TestimonialCreateSchema>;
