// The products list: search, paging, and a table with edit and delete.
import { AdminImage } from "#app/admin/components/admin-image.tsx";
import { actionsColumn, toggleColumn } from "#app/admin/components/list-columns.tsx";
import type { ListScreenConfig } from "#app/admin/components/list-screen.tsx";
import { EMPTY_CELL, formatDateTime } from "#app/admin/models/admin-format.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { PUBLIC_MESSAGES } from "#contract/messages";
import type { Product } from "#contract/schemas/product";
import { ENDPOINTS } from "./endpoints.ts";

export const productsScreen: ListScreenConfig<Product> = {
  options: {
    resource: ENDPOINTS.products,
    loadFailed: PUBLIC_MESSAGES.productsLoadFailed,
    deleteConfirm: "deleteProduct",
    deleted: ADMIN_MESSAGES.productDeleted,
    deleteFailed: ADMIN_MESSAGES.productDeleteFailed,
  },
  title: "Products",
  subtitle: "The remedy products of the public product guide.",
  add: { to: "/admin/products/create", label: "Add Product" },
  search: { label: "Search products", clearLabel: "Clear Search" },
  empty: { filtered: "No products match this search.", none: "No products yet. Add the first one." },
  noun: ["product", "products"],
  columns: (screen) => [
    {
      key: "image",
      header: "Image",
      cell: (p) => <AdminImage className="admin-table__thumb" src={p.image} alt="" />,
    },
    { key: "name", header: "Name", cell: (p) => <strong>{p.name}</strong> },
    { key: "category", header: "Category", cell: (p) => p.category || EMPTY_CELL },
    {
      key: "short_desc",
      header: "Short description",
      cell: (p) => (p.short_desc ? <span className="admin-table__clamp">{p.short_desc}</span> : EMPTY_CELL),
    },
    { key: "features", header: "Features", cell: (p) => p.features.length },
    { key: "display_order", header: "Order", cell: (p) => p.display_order },
    toggleColumn(screen, {
      on: (p) => p.is_active,
      labels: { on: ["Active", "hide"], off: ["Hidden", "show"] },
      about: (p) => p.name,
      flip: (p) =>
        screen.update(p, { is_active: !p.is_active }, { failed: ADMIN_MESSAGES.productSaveFailed }),
    }),
    { key: "created_at", header: "Created", cell: (p) => formatDateTime(p.created_at) },
    actionsColumn(screen, (p) => ({ about: p.name, edit: `/admin/products/edit/${p.id}` })),
  ],
};
