// The `sizes` of list cards' pictures, worked out from the grids that lay the cards out (site.css, gallery.css).
// On a phone a card is the screen's width less the page's 1rem margins, not 100vw: a 412 px phone at device pixel
// ratio 1.75 then asks for 380 x 1.75 = 665 px and takes the 720 px rendition in every browser (100vw asked for
// 721 px, which Chrome rounds down to 720 but a browser that takes the first wide enough file does not). Wider
// screens get as many columns as fit at the grid's least column width, and the page stops growing at 72rem.
export const CARD_IMAGE_SIZES = {
  /** .blog-grid and .product-grid: columns of at least 300 px, 1.5rem apart; three of at most 357 px. */
  card: "(min-width: 980px) 360px, (min-width: 656px) calc(50vw - 1.75rem), calc(100vw - 2rem)",
  /** .gallery-grid: columns of at least 260 px, 1rem apart; four of at most 268 px. */
  gallery:
    "(min-width: 1120px) 270px, (min-width: 844px) calc(33.33vw - 1.33rem), (min-width: 568px) calc(50vw - 1.5rem), calc(100vw - 2rem)",
  /** The course grid and the home page's course carousel: one, two, then three cards across. */
  course: "(min-width: 64rem) 23rem, (min-width: 40rem) calc(50vw - 2rem), calc(100vw - 2rem)",
} as const;
