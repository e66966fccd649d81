// Every operation of the HTTP API, described once, from the contract's own Zod schemas. The OpenAPI document and
// the docs page are generated from this list, and a test checks it against the routes Hono actually serves, so
// a route added without an entry here fails the build rather than going undocumented.
import { z } from "zod";
import { idParam } from "#contract/fields";
import {
  AdminUserSchema,
  ChangePasswordSchema,
  LoginResultSchema,
  LoginSchema,
} from "#contract/schemas/auth";
import {
  BlogCreateSchema,
  BlogListQuerySchema,
  BlogPostSchema,
  BlogUpdateSchema,
} from "#contract/schemas/blog";
import {
  ConsultationCreateSchema,
  ConsultationListQuerySchema,
  ConsultationSchema,
  ConsultationUpdateSchema,
} from "#contract/schemas/consultation";
import {
  CourseCategorySchema,
  CourseCreateSchema,
  CourseListQuerySchema,
  CourseSchema,
  CourseUpdateSchema,
} from "#contract/schemas/course";
import {
  GalleryCreateSchema,
  GalleryImageSchema,
  GalleryListQuerySchema,
  GalleryUpdateSchema,
} from "#contract/schemas/gallery";
import { HealthSchema } from "#contract/schemas/health";
import {
  InquiryCreateSchema,
  InquiryListQuerySchema,
  InquirySchema,
  InquiryStatusUpdateSchema,
} from "#contract/schemas/inquiry";
import {
  SubscriberListQuerySchema,
  SubscriberSchema,
  SubscribeSchema,
  UnsubscribeLinkQuerySchema,
  UnsubscribeSchema,
} from "#contract/schemas/newsletter";
import {
  ProductCreateSchema,
  ProductListQuerySchema,
  ProductSchema,
  ProductUpdateSchema,
} from "#contract/schemas/product";
import {
  TestimonialCreateSchema,
  TestimonialListQuerySchema,
  TestimonialSchema,
  TestimonialUpdateSchema,
} from "#contract/schemas/testimonial";
import { UploadedImageSchema, UploadFolderSchema } from "#contract/schemas/upload";

/**
 * public: anyone. admin: a valid bearer token, else 401. public-or-admin: anyone, and a valid admin token widens
 * what is shown (hidden rows, every filter as sent).
 */
export type Access = "public" | "admin" | "public-or-admin";
export type HttpMethod = "get" | "post" | "put" | "delete";

export interface ApiOperation {
  method: HttpMethod;
  /** The path exactly as Hono registers it, `:name` for parameters. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** Schemas of the path parameters; `:id` defaults to the contract's strict id. */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  /** The request body, accepted as JSON and, where `multipart` is set, as multipart/form-data too. */
  body?: { schema: z.ZodType; name: string; multipart?: boolean; files?: string[]; multipartOnly?: boolean };
  response: {
    status: 200 | 201;
    /** The `data` member, named for the components section; null means `data: null`. */
    data: { schema: z.ZodType; name: string; list?: boolean } | null;
    /**
     * Lists add `meta: {total, limit, offset}`: admin lists always, public lists when `limit`, `offset` or `q` is
     * sent (and otherwise return every visible row).
     */
    meta?: "always" | "when-paged";
    description?: string;
  };
  /** Statuses beyond the ones every operation of its kind can give (see errorStatuses). */
  extraErrors?: number[];
  /** Counted per client address: 429 with Retry-After when over the limit. */
  rateLimited?: boolean;
  /** Responds with something other than the JSON envelope (the docs page). */
  produces?: "text/html";
}

const slugOrIdParam = z.string().min(1).describe("A number is an id; anything else is a slug.");

const course = { schema: CourseSchema, name: "Course" };
const blog = { schema: BlogPostSchema, name: "BlogPost" };
const product = { schema: ProductSchema, name: "Product" };
const galleryImage = { schema: GalleryImageSchema, name: "GalleryImage" };
const testimonial = { schema: TestimonialSchema, name: "Testimonial" };
const inquiry = { schema: InquirySchema, name: "Inquiry" };
const consultation = { schema: ConsultationSchema, name: "Consultation" };
const subscriber = { schema: SubscriberSchema, name: "Subscriber" };
const listOf = <T extends { schema: z.ZodType; name: string }>(item: T) => ({ ...item, list: true });

/**
 * The create/read/update/delete set that courses, blogs, products, gallery and testimonials share: public reads
 * (hidden rows only with an admin token), admin writes, multipart accepted where images come with the form.
 */
function contentResource(options: {
  base: string;
  tag: string;
  singular: string;
  plural: string;
  item: { schema: z.ZodType; name: string };
  create: z.ZodType;
  update: z.ZodType;
  listQuery?: z.ZodObject;
  readParam?: "id" | "idOrSlug";
  multipart?: string[];
  hiddenNote: string;
}): ApiOperation[] {
  const { base, tag, singular, plural, item } = options;
  const readParam = options.readParam ?? "id";
  const multipart = options.multipart
    ? { multipart: true, files: options.multipart }
    : ({} as Record<string, never>);
  return [
    {
      method: "get",
      path: base,
      tag,
      summary: `List ${plural}`,
      description: options.hiddenNote,
      access: "public-or-admin",
      query: options.listQuery,
      response: { status: 200, data: listOf(item), meta: "when-paged" },
    },
    {
      method: "get",
      path: `${base}/:${readParam}`,
      tag,
      summary: `Read one ${singular}`,
      description:
        readParam === "idOrSlug"
          ? `By id or by slug. ${options.hiddenNote} Hidden rows are 404 to anonymous callers.`
          : `${options.hiddenNote} Hidden rows are 404 to anonymous callers.`,
      access: "public-or-admin",
      params: readParam === "idOrSlug" ? { idOrSlug: slugOrIdParam } : undefined,
      response: { status: 200, data: item },
    },
    {
      method: "post",
      path: base,
      tag,
      summary: `Create a ${singular}`,
      access: "admin",
      body: { schema: options.create, name: `${item.name}Create`, ...multipart },
      response: { status: 201, data: item },
    },
    {
      method: "put",
      path: `${base}/:id`,
      tag,
      summary: `Update a ${singular}`,
      description: "Any subset of the fields; the others keep their values.",
      access: "admin",
      body: { schema: options.update, name: `${item.name}Update`, ...multipart },
      response: { status: 200, data: item },
    },
    {
      method: "delete",
      path: `${base}/:id`,
      tag,
      summary: `Delete a ${singular}`,
      access: "admin",
      response: { status: 200, data: null },
    },
  ];
}

/** Inquiries and consultations: the public sends one, staff list, read, update the status of and delete them. */
function requestResource(options: {
  base: string;
  tag: string;
  singular: string;
  plural: string;
  item: { schema: z.ZodType; name: string };
  create: z.ZodType;
  update: { schema: z.ZodType; name: string };
  listQuery: z.ZodObject;
}): ApiOperation[] {
  const { base, tag, singular, plural, item } = options;
  return [
    {
      method: "post",
      path: base,
      tag,
      summary: `Send ${singular === "inquiry" ? "an" : "a"} ${singular}`,
      description:
        "Public form. A filled honeypot field (`website`) is answered like a success and not stored.",
      access: "public",
      rateLimited: true,
      body: { schema: options.create, name: `${item.name}Create` },
      // Nothing stored is echoed to a visitor, so a dropped bot submission gets exactly the same answer.
      response: {
        status: 201,
        data: null,
        description: "Received; `message` is the text to show the visitor.",
      },
    },
    {
      method: "get",
      path: base,
      tag,
      summary: `List ${plural}`,
      description: "Newest first; `q` searches the text, `limit` and `offset` page.",
      access: "admin",
      query: options.listQuery,
      response: { status: 200, data: listOf(item), meta: "always" },
    },
    {
      method: "get",
      path: `${base}/:id`,
      tag,
      summary: `Read one ${singular}`,
      access: "admin",
      response: { status: 200, data: item },
    },
    {
      method: "put",
      path: `${base}/:id`,
      tag,
      summary: `Update the status of ${singular === "inquiry" ? "an" : "a"} ${singular}`,
      access: "admin",
      body: { schema: options.update.schema, name: options.update.name },
      response: { status: 200, data: item },
    },
    {
      method: "delete",
      path: `${base}/:id`,
      tag,
      summary: `Delete ${singular === "inquiry" ? "an" : "a"} ${singular}`,
      access: "admin",
      response: { status: 200, data: null },
    },
  ];
}

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: "get",
    path: "/api/health",
    tag: "Operations",
    summary: "Health check",
    description: "200 when the process and its database answer; 503 when the database cannot be reached.",
    access: "public",
    response: { status: 200, data: { schema: HealthSchema, name: "Health" } },
  },
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "Operations",
    summary: "This API as an OpenAPI 3.1 document",
    description: "The document itself, not wrapped in the envelope.",
    access: "public",
    response: { status: 200, data: null, description: "An OpenAPI 3.1 document." },
  },
  {
    method: "get",
    path: "/api/docs",
    tag: "Operations",
    summary: "This API as a readable page",
    access: "public",
    produces: "text/html",
    response: { status: 200, data: null, description: "An HTML page listing every operation." },
  },

  {
    method: "post",
    path: "/api/auth/login",
    tag: "Auth",
    summary: "Sign in",
    description:
      "After 5 consecutive failures for one username (ignoring case) the name is locked for 5 minutes: 429 with " +
      "Retry-After, whatever the password. Attempts are also limited per client address across usernames.",
    access: "public",
    rateLimited: true,
    body: { schema: LoginSchema, name: "Login" },
    response: { status: 200, data: { schema: LoginResultSchema, name: "LoginResult" } },
    extraErrors: [401],
  },
  {
    method: "get",
    path: "/api/auth/profile",
    tag: "Auth",
    summary: "The signed-in admin",
    access: "admin",
    response: { status: 200, data: { schema: AdminUserSchema, name: "AdminUser" } },
  },
  {
    method: "post",
    path: "/api/auth/change-password",
    tag: "Auth",
    summary: "Change the password",
    description:
      "Needs the current password (checked under the sign-in lockout); every other session of this admin is revoked.",
    access: "admin",
    body: { schema: ChangePasswordSchema, name: "ChangePassword" },
    response: { status: 200, data: null },
    extraErrors: [429],
  },
  {
    method: "post",
    path: "/api/auth/logout",
    tag: "Auth",
    summary: "Sign out",
    description: "Revokes the token sent.",
    access: "admin",
    response: { status: 200, data: null },
  },

  ...contentResource({
    base: "/api/courses",
    tag: "Courses",
    singular: "course",
    plural: "courses",
    item: course,
    create: CourseCreateSchema,
    update: CourseUpdateSchema,
    listQuery: CourseListQuerySchema,
    readParam: "idOrSlug",
    multipart: ["image", "poster_image", "instructor_image"],
    hiddenNote: "Anonymous callers see active courses only, whatever they filter.",
  }),
  {
    method: "get",
    path: "/api/courses/categories",
    tag: "Courses",
    summary: "List course categories",
    access: "public",
    response: { status: 200, data: listOf({ schema: CourseCategorySchema, name: "CourseCategory" }) },
  },

  ...contentResource({
    base: "/api/blogs",
    tag: "Blogs",
    singular: "blog post",
    plural: "blog posts",
    item: blog,
    create: BlogCreateSchema,
    update: BlogUpdateSchema,
    listQuery: BlogListQuerySchema,
    readParam: "idOrSlug",
    multipart: ["image"],
    hiddenNote:
      "Anonymous callers see published posts only; an anonymous read of one published post by id counts a view.",
  }),

  ...contentResource({
    base: "/api/products",
    tag: "Products",
    singular: "product",
    plural: "products",
    item: product,
    create: ProductCreateSchema,
    update: ProductUpdateSchema,
    listQuery: ProductListQuerySchema,
    multipart: ["image", "modal_image"],
    hiddenNote: "Products are all public.",
  }),

  ...contentResource({
    base: "/api/gallery",
    tag: "Gallery",
    singular: "gallery image",
    plural: "gallery images",
    item: galleryImage,
    create: GalleryCreateSchema,
    update: GalleryUpdateSchema,
    listQuery: GalleryListQuerySchema,
    multipart: ["image"],
    hiddenNote: "Anonymous callers see active images only.",
  }),

  ...contentResource({
    base: "/api/testimonials",
    tag: "Testimonials",
    singular: "testimonial",
    plural: "testimonials",
    item: testimonial,
    create: TestimonialCreateSchema,
    update: TestimonialUpdateSchema,
    listQuery: TestimonialListQuerySchema,
    hiddenNote: "Anonymous callers see active testimonials only.",
  }),

  ...requestResource({
    base: "/api/inquiries",
    tag: "Inquiries",
    singular: "inquiry",
    plural: "inquiries",
    item: inquiry,
    create: InquiryCreateSchema,
    update: { schema: InquiryStatusUpdateSchema, name: "InquiryStatusUpdate" },
    listQuery: InquiryListQuerySchema,
  }),

  ...requestResource({
    base: "/api/consultations",
    tag: "Consultations",
    singular: "consultation request",
    plural: "consultation requests",
    item: consultation,
    create: ConsultationCreateSchema,
    update: { schema: ConsultationUpdateSchema, name: "ConsultationUpdate" },
    listQuery: ConsultationListQuerySchema,
  }),

  {
    method: "post",
    path: "/api/newsletter/subscribe",
    tag: "Newsletter",
    summary: "Subscribe",
    description:
      "201 for a new address; 200 with a message for one already on the list (never a duplicate); an " +
      "unsubscribed address is made active again.",
    access: "public",
    rateLimited: true,
    body: { schema: SubscribeSchema, name: "Subscribe" },
    response: { status: 201, data: null },
  },
  {
    method: "post",
    path: "/api/newsletter/unsubscribe",
    tag: "Newsletter",
    summary: "Unsubscribe by address or by the token of an unsubscribe link",
    description: "The same answer whether or not the address was on the list.",
    access: "public",
    rateLimited: true,
    body: { schema: UnsubscribeSchema, name: "Unsubscribe" },
    response: { status: 200, data: null },
  },
  {
    method: "get",
    path: "/api/newsletter/unsubscribe",
    tag: "Newsletter",
    summary: "Unsubscribe through the link in a newsletter",
    access: "public",
    rateLimited: true,
    query: UnsubscribeLinkQuerySchema,
    response: { status: 200, data: null },
  },
  {
    method: "get",
    path: "/api/newsletter",
    tag: "Newsletter",
    summary: "List subscribers",
    access: "admin",
    query: SubscriberListQuerySchema,
    response: { status: 200, data: listOf(subscriber), meta: "always" },
  },
  {
    method: "delete",
    path: "/api/newsletter/:id",
    tag: "Newsletter",
    summary: "Delete a subscriber",
    access: "admin",
    response: { status: 200, data: null },
  },

  {
    method: "post",
    path: "/api/upload/:folder",
    tag: "Uploads",
    summary: "Upload an image",
    description:
      "Multipart field `image`, at most 5 MB (else 413); the bytes must really be an image (else 415). The image " +
      "is re-encoded and served under /uploads/.",
    access: "admin",
    params: { folder: UploadFolderSchema },
    body: {
      schema: z.object({}),
      name: "ImageUpload",
      multipart: true,
      multipartOnly: true,
      files: ["image"],
    },
    response: { status: 201, data: { schema: UploadedImageSchema, name: "UploadedImage" } },
  },
];

/** The default schema of a path parameter: ids are whole numbers from 1, as the routes parse them. */
export function pathParamSchema(operation: ApiOperation, name: string): z.ZodType {
  return operation.params?.[name] ?? (name === "id" ? idParam : z.string().min(1));
}

/** The error statuses an operation can answer with, from what it is: its access, its input, its limits. */
export function errorStatuses(operation: ApiOperation): number[] {
  const statuses = new Set<number>(operation.extraErrors ?? []);
  if (operation.body || operation.query) statuses.add(400);
  if (operation.access !== "public") statuses.add(401);
  if (/:\w+/.test(operation.path)) statuses.add(404);
  if (operation.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (operation.rateLimited) statuses.add(429);
  if (operation.path !== "/api/docs" && operation.path !== "/api/openapi.json") statuses.add(503);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}
