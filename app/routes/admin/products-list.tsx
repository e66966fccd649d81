// Products in the back office (spec §2 Products admin, §3 created_at in the list, §8 messages): search, paging,
// and a table with edit and delete. The form's 'Product created' / 'Product updated' arrives here through the
// navigation state, so it shows once and not again on reload.
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ADMIN_MESSAGES, PUBLIC_MESSAGES } from "#contract/messages";
import type { Product } from "#contract/schemas/product";
import { EMPTY_CELL, formatDateTime } from "../../components/admin/admin-format";
import { AdminImage } from "../../components/admin/admin-image";
import { adminMeta } from "../../components/admin/admin-meta";
import { confirmAction } from "../../components/admin/confirm";
import { type Column, DataTable } from "../../components/admin/data-table";
import { FlashMessage, useFlash } from "../../components/admin/flash";
import { ListPagination, ListToolbar, SearchBox, useListParams } from "../../components/admin/list-controls";
import { PageHeader } from "../../components/admin/page-header";
import { useApiData } from "../../components/admin/use-api-data";
import { Alert } from "../../components/ui/alert";
import { apiRequest } from "../../lib/api-client";
import "../../styles/admin-screens.css";
import type { Route } from "./+types/products-list";

export const meta: Route.MetaFunction = () => adminMeta("Products");

/** What the product form hands over when it navigates back here after a save. */
export interface ProductsListState {
  flash?: string;
}

export default function ProductsList() {
  const list = useListParams();
  const flash = useFlash();
  const location = useLocation();
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);

  const handedOver = (location.state as ProductsListState | null)?.flash;
  useEffect(() => {
    if (!handedOver) return;
    flash.success(handedOver);
    // Drop the state, so a reload or the back button does not announce the save again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handedOver, flash.success, navigate, location.pathname, location.search]);

  const products = useApiData(
    async (signal) => {
      setLoadErrorDismissed(false);
      const { data, meta } = await apiRequest<Product[]>(
        "/products",
        { signal, query: { q: list.q, limit: list.limit, offset: list.offset } },
        PUBLIC_MESSAGES.productsLoadFailed,
      );
      return { items: data, total: meta?.total ?? data.length };
    },
    [list.q, list.limit, list.offset],
    PUBLIC_MESSAGES.productsLoadFailed,
  );
  const rows = products.data?.items ?? [];
  const total = products.data?.total ?? 0;

  async function remove(product: Product) {
    if (!confirmAction("deleteProduct")) return;
    setBusyId(product.id);
    try {
      await apiRequest(`/products/${product.id}`, { method: "DELETE" }, ADMIN_MESSAGES.productDeleteFailed);
      flash.success(ADMIN_MESSAGES.productDeleted);
      await products.reload();
    } catch {
      flash.error(ADMIN_MESSAGES.productDeleteFailed);
    } finally {
      setBusyId(null);
    }
  }

  const columns: Column<Product>[] = [
    {
      key: "image",
      header: "Image",
      cell: (p) => <AdminImage className="admin-table__thumb" src={p.image} alt="" />,
    },
    {
      key: "name",
      header: "Name",
      cell: (p) => <strong>{p.name}</strong>,
    },
    { key: "category", header: "Category", cell: (p) => p.category || EMPTY_CELL },
    {
      key: "short_desc",
      header: "Short description",
      cell: (p) => (p.short_desc ? <span className="admin-table__clamp">{p.short_desc}</span> : EMPTY_CELL),
    },
    { key: "features", header: "Features", cell: (p) => p.features.length },
    { key: "created_at", header: "Created", cell: (p) => formatDateTime(p.created_at) },
    {
      key: "actions",
      header: "Actions",
      cell: (p) => (
        <div className="admin-row-actions">
          <Link className="btn btn--secondary btn--small" to={`/admin/products/edit/${p.id}`}>
            Edit<span className="visually-hidden"> {p.name}</span>
          </Link>
          <button
            type="button"
            className="btn btn--danger btn--small"
            onClick={() => void remove(p)}
            disabled={busyId === p.id}
          >
            Delete<span className="visually-hidden"> {p.name}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={`Products (${total})`}
        subtitle="The remedy products of the public product guide."
        actions={
          <Link className="btn btn--primary" to="/admin/products/create">
            Add Product
          </Link>
        }
      />
      <FlashMessage flash={flash} />
      {products.error && !loadErrorDismissed ? (
        <Alert tone="error" onDismiss={() => setLoadErrorDismissed(true)}>
          {products.error}
        </Alert>
      ) : null}
      <ListToolbar>
        <SearchBox value={list.q} onSearch={list.setQuery} label="Search products" />
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={list.clearFilters}
          disabled={!list.hasFilters}
        >
          Clear Search
        </button>
      </ListToolbar>
      <DataTable
        caption="Products"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        loading={products.loading && !products.data}
        loadingLabel="Loading products..."
        empty={list.hasFilters ? "No products match this search." : "No products yet. Add the first one."}
        footer={`Total: ${total} ${total === 1 ? "product" : "products"}`}
      />
      <ListPagination list={list} total={total} itemLabel="products" />
    </>
  );
}
