// Every resource the API serves: its service (definition + table + hooks) and how its standard routes differ.
// api.ts mounts these, the OpenAPI document describes them, the caches learn from them which paths are public.
import { PUBLIC_MESSAGES } from "#contract/messages";
import { consultations, gallery, subscribers, testimonials } from "#contract/resources/index";
import type { InquiryCreate } from "#contract/schemas/inquiry";
import { BookingCreatedSchema } from "#contract/schemas/slots";
import {
  consultationRequests,
  galleryImages,
  newsletterSubscribers,
  testimonials as testimonialsTable,
} from "#server/db/schema";
import { CONSULTATIONS_EXPORT, INQUIRIES_EXPORT, SUBSCRIBERS_EXPORT } from "#server/exports/exports";
import { blogsService } from "#server/features/blogs/blogs.service";
import { courseCategoriesService } from "#server/features/courses/course-categories.service";
import { coursesService } from "#server/features/courses/courses.service";
import { inquiriesService } from "#server/features/inquiries/inquiries.service";
import { leadHooks } from "#server/features/leads/leads.service";
import { productsService } from "#server/features/products/products.service";
import { bookingCreate } from "#server/features/slots/slots.routes";
import { notifyNewConsultation } from "#server/mail/visitor-notices";
import { PRODUCT_IMAGE_MESSAGES } from "#server/media/image-store";
import type { ResourceRouteOptions } from "./resource-routes";
import { type ResourceService, resourceService } from "./resource-service";

export const testimonialsService = resourceService(testimonials, testimonialsTable);
export const consultationsService = resourceService(
  consultations,
  consultationRequests,
  leadHooks("consultation", notifyNewConsultation),
);
export const subscribersService = resourceService(subscribers, newsletterSubscribers);
export const galleryService = resourceService(gallery, galleryImages, {
  // A gallery image always keeps one: on update, no URL and no file means "keep the current image".
  prepareWrite: (_db, input) => (input.image_url ? {} : { image_url: undefined }),
});

export interface ServedResource {
  service: ResourceService;
  routes?: ResourceRouteOptions;
}

export const SERVED_RESOURCES: ServedResource[] = [
  { service: coursesService, routes: { imageBodyLimit: true } },
  { service: testimonialsService, routes: { imageBodyLimit: true } },
  { service: courseCategoriesService },
  { service: galleryService, routes: { requiredImages: ["image_url"], imageBodyLimit: true } },
  {
    service: productsService,
    routes: { imageMessages: PRODUCT_IMAGE_MESSAGES },
  },
  {
    service: inquiriesService,
    routes: {
      publicCreatedMessage: (input) =>
        (input as InquiryCreate).inquiry_type === "course"
          ? PUBLIC_MESSAGES.enrollmentSuccessText
          : PUBLIC_MESSAGES.contactSuccess,
      csvExport: INQUIRIES_EXPORT,
    },
  },
  {
    service: consultationsService,
    routes: {
      publicCreatedMessage: () => PUBLIC_MESSAGES.consultationSuccess,
      publicCreate: (deps, input, c) => bookingCreate(deps, input as never, c),
      publicCreateAnswer: {
        schema: BookingCreatedSchema,
        name: "BookingCreated",
        description:
          "Received; `message` is the text to show the visitor. With `slot_starts_at`, `data` is the booking made; without, null.",
      },
      csvExport: CONSULTATIONS_EXPORT,
    },
  },
  { service: subscribersService, routes: { csvExport: SUBSCRIBERS_EXPORT } },
  { service: blogsService, routes: { imageBodyLimit: true } },
];

/** The service of each resource by name, for callers that are not routes (seeding, page loaders). */
export const RESOURCE_SERVICES = {
  courses: coursesService,
  courseCategories: courseCategoriesService,
  blogs: blogsService,
  products: productsService,
  gallery: galleryService,
  testimonials: testimonialsService,
  inquiries: inquiriesService,
  consultations: consultationsService,
  subscribers: subscribersService,
};
