import { ListScreen } from "#app/admin/components/list-screen.tsx";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { productsScreen } from "#app/admin/screens/products.tsx";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/products-list";

export const meta: Route.MetaFunction = () => adminMeta("Products");

export default function ProductsListAdmin() {
  return <ListScreen config={productsScreen} />;
}
