import { useState } from "react";
import { StoredImage } from "#app/components/site/images/stored-image.tsx";
import { Link } from "#app/components/site/locale-link.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { MODAL_MAX_WIDTH_PX } from "#contract/constants";
import { hiProducts } from "#contract/i18n/hi/products";
import { hiMedia } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { fallbackLang } from "#contract/locales";
import type { Product } from "#contract/schemas/product";
import type { Localized } from "#contract/translations";

export function ProductModal({
  product,
  onClose,
}: {
  product: Localized<Product> | null;
  onClose: () => void;
}) {
  const T = useText(en.products, hiProducts);
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={
        product && fallbackLang(product, "name") ? (
          <span lang="en">{product.name}</span>
        ) : (
          (product?.name ?? "")
        )
      }
      maxWidth={MODAL_MAX_WIDTH_PX}
      className="product-modal"
      closeLabel={T.close}
    >
      {/* Keyed by product, so the fade-in starts over for each one. */}
      {product ? <ProductDetails key={product.id} product={product} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ProductDetails({ product, onClose }: { product: Localized<Product>; onClose: () => void }) {
  const T = useText(en.products, hiProducts);
  const media = useText(en.media, hiMedia);
  const [imageLoaded, setImageLoaded] = useState(false);
  return (
    <div className="product-modal__layout">
      <div className="product-modal__media">
        <StoredImage
          className={`product-modal__image${imageLoaded ? " is-loaded" : ""}`}
          src={product.modal_image ?? product.image}
          alt={product.name}
          sizes="(min-width: 768px) 460px, 100vw"
          unavailableLabel={media.imageUnavailable}
          priority
          onLoad={() => setImageLoaded(true)}
        />
      </div>
      <div className="product-modal__details">
        {product.category ? (
          <p className="product-modal__category" lang={fallbackLang(product, "category")}>
            {product.category}
          </p>
        ) : null}
        {product.full_desc ? (
          <div className="product-modal__desc" lang={fallbackLang(product, "full_desc")}>
            {product.full_desc.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        ) : null}
        {product.features.length > 0 ? (
          <section aria-labelledby={`product-${product.id}-features`}>
            <h3 id={`product-${product.id}-features`} className="product-modal__features-title">
              {T.keyFeatures}
            </h3>
            <ul className="product-modal__features" lang={fallbackLang(product, "features")}>
              {product.features.map((feature, i) => (
                <li key={i}>{feature}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="product-modal__actions">
          {/* The contact form names the product it was opened from. */}
          <Link to={`/contact?product=${product.id}`} className="btn btn--primary">
            {T.enquireNow}
          </Link>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {T.close}
          </button>
        </div>
      </div>
    </div>
  );
}
