import { ADMIN_MESSAGES as M } from "../admin-messages";
import {
  PRODUCT_TRANSLATED_FIELDS,
  ProductCreateSchema,
  ProductListQuerySchema,
  ProductSchema,
  ProductUpdateSchema,
} from "../schemas/product";
import { defineResource } from "./define-resource";

/** Its name, path, id key and labels: all that its back-office form needs (see defineResource). */
export const productsBasics = {
  name: "products",
  path: "/products",
  idKey: "id",
  labels: { plural: "Products", singular: "product" },
} as const;

export const products = defineResource({
  ...productsBasics,
  area: "products",
  typeName: "Product",
  readBy: "id",
  schemas: {
    item: ProductSchema,
    create: ProductCreateSchema,
    update: ProductUpdateSchema,
    listQuery: ProductListQuerySchema,
  },
  imageFields: ["image", "modal_image"],
  uploadFolder: "products",
  filters: ["is_active"],
  searchFields: ["name", "category", "short_desc", "full_desc"],
  defaultSort: [
    { field: "display_order", direction: "asc" },
    { field: "created_at", direction: "desc" },
    { field: "id", direction: "desc" },
  ],
  publicVisibility: { field: "is_active", equals: true },
  createAccess: "admin",
  operations: ["list", "read", "create", "update", "delete"],
  trash: true,
  translatedFields: PRODUCT_TRANSLATED_FIELDS,
  messages: { created: M.productCreated, updated: M.productUpdated, deleted: M.productDeleted },
});
