import { CARD_IMAGE_SIZES } from "#app/components/site/images/card-sizes.ts";
import { StoredImage } from "#app/components/site/images/stored-image.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiProducts } from "#contract/i18n/hi/products";
import { hiMedia } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { fallbackLang } from "#contract/locales";
import type { Product } from "#contract/schemas/product";
import type { Localized } from "#contract/translations";

export function ProductCard({
  product,
  priority,
  onOpen,
}: {
  product: Localized<Product>;
  priority: boolean;
  onOpen: (product: Localized<Product>) => void;
}) {
  const T = useText(en.products, hiProducts);
  const media = useText(en.media, hiMedia);
  return (
    <li className="product-card">
      <div className="product-card__media">
        <StoredImage
          className="product-card__image"
          src={product.image}
          alt={product.name}
          sizes={CARD_IMAGE_SIZES.card}
          unavailableLabel={media.imageUnavailable}
          priority={priority}
        />
      </div>
      <div className="product-card__body">
        {product.category ? (
          <p className="product-card__category" lang={fallbackLang(product, "category")}>
            {product.category}
          </p>
        ) : null}
        <h2 className="product-card__name" lang={fallbackLang(product, "name")}>
          {product.name}
        </h2>
        {product.short_desc ? (
          <p className="product-card__desc" lang={fallbackLang(product, "short_desc")}>
            {product.short_desc}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn--secondary product-card__button"
          aria-label={T.viewDetailsFor(product.name)}
          onClick={() => onOpen(product)}
        >
          {T.viewDetails}
        </button>
      </div>
    </li>
  );
}
