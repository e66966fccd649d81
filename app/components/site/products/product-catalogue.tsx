import { useState } from "react";
import type { Product } from "#contract/schemas/product";
import { en } from "../../../lib/messages.en";
import { ProductCard } from "./product-card";
import { ProductModal } from "./product-modal";
import "./products.css";

/** Roughly the first row on a wide screen. */
const EAGER_IMAGES = 3;

export function ProductCatalogue({ products }: { products: Product[] }) {
  const [selected, setSelected] = useState<Product | null>(null);
  if (products.length === 0) return <p className="products-empty">{en.products.empty}</p>;
  return (
    <>
      <ul className="product-grid">
        {products.map((product, i) => (
          <ProductCard key={product.id} product={product} priority={i < EAGER_IMAGES} onOpen={setSelected} />
        ))}
      </ul>
      <ProductModal product={selected} onClose={() => setSelected(null)} />
    </>
  );
}
