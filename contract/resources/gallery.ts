import { ADMIN_MESSAGES as M } from "../admin-messages";
import {
  GALLERY_TRANSLATED_FIELDS,
  GalleryCreateSchema,
  GalleryImageSchema,
  GalleryListQuerySchema,
  GalleryUpdateSchema,
} from "../schemas/gallery";
import { defineResource } from "./define-resource";

export const gallery = defineResource({
  name: "gallery",
  area: "gallery",
  path: "/gallery",
  typeName: "GalleryImage",
  idKey: "image_id",
  readBy: "id",
  labels: { plural: "Gallery", singular: "gallery image", items: "gallery images" },
  schemas: {
    item: GalleryImageSchema,
    create: GalleryCreateSchema,
    update: GalleryUpdateSchema,
    listQuery: GalleryListQuerySchema,
  },
  imageFields: ["image_url"],
  imageParts: { image_url: "image" },
  uploadFolder: "gallery",
  filters: ["is_active", "category"],
  searchFields: ["title", "description"],
  defaultSort: [
    { field: "display_order", direction: "asc" },
    { field: "created_at", direction: "desc" },
    { field: "image_id", direction: "desc" },
  ],
  publicVisibility: { field: "is_active", equals: true },
  createAccess: "admin",
  operations: ["list", "read", "create", "update", "delete"],
  trash: true,
  translatedFields: GALLERY_TRANSLATED_FIELDS,
  messages: { created: M.imageAdded, updated: M.imageUpdated, deleted: M.imageDeleted },
});
