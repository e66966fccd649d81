// The product resource beyond the standard: what the row holds is what staff sent, and the product as served
// fills each missing image with the other one.
import { products as definition } from "#contract/resources/products";
import type { Product } from "#contract/schemas/product";
import { apiRow } from "#server/db/api-row";
import { products } from "#server/db/schema";
import { type ResourceHooks, resourceService } from "#server/resources/resource-service";

type Row = typeof products.$inferSelect;

/** The one transformation between row and API: each image stands in for the other when only one was given. */
function toProduct(row: Row): Product {
  return {
    ...apiRow(row),
    image: row.image ?? row.modal_image,
    modal_image: row.modal_image ?? row.image,
    // Rows written before the list rule (or by hand) may hold anything in the JSON column.
    features: Array.isArray(row.features) ? row.features.filter((f) => typeof f === "string") : [],
    translations: row.translations as Product["translations"],
  };
}

export const productHooks: ResourceHooks<Product> = {
  toItems: (_db, rows) => (rows as Row[]).map(toProduct),
};

export const productsService = resourceService(definition, products, productHooks);
