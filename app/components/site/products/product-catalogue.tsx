import { useState } from "react";
import { PRIORITY_IMAGES_IN_LIST } from "#app/components/site/responsive-image.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiProducts } from "#contract/i18n/hi/products";
import { en } from "#contract/i18n/messages.en";
import type { Product } from "#contract/schemas/product";
import type { Localized } from "#contract/translations";
import { ProductCard } from "./product-card";
import { ProductModal } from "./product-modal";

export function ProductCatalogue({ products }: { products: Localized<Product>[] }) {
  const T = useText(en.products, hiProducts);
  const [selected, setSelected] = useState<Localized<Product> | null>(null);
  if (products.length === 0) return <p className="products-empty">{T.empty}</p>;
  return (
    <>
      <ul className="product-grid">
        {products.map((product, i) => (
          <ProductCard
            key={product.id}
            product={product}
            priority={i < PRIORITY_IMAGES_IN_LIST}
            onOpen={setSelected}
          />
        ))}
      </ul>
      <ProductModal product={selected} onClose={() => setSelected(null)} />
    </>
  );
}
