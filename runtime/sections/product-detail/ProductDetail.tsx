import { useEffect, useMemo, useState } from 'react';
import type { ProductDetailConfig } from '../../../schemas/sections/product-detail';
import {
  categoryHref,
  type ListingItem,
  type ProductDetail as Product,
  type ProductSectionData,
} from '../../../shared/catalogue';
import { useRuntime } from '../../context';
import type { SectionProps } from '../../define-section';
import { Html } from '../../ui/Html';
import { Stars } from '../../ui/Stars';
import { AddToBag } from '../_shop/AddToBag';
import { isRecord } from '../../commerce/api';
import { ProductNotFound } from '../_shop/ListingStates';
import { OffTag, Price } from '../_shop/Price';
import { useWishlistLoad, WishlistHeart } from '../_shop/WishlistHeart';
import { SAMPLE_REVIEWS } from '../_shop/samples';
import { ProductGallery } from './ProductGallery';
import { ProductReviews } from './ProductReviews';
import { TAX_NOTES } from '../../../shared/gst';
import { shownOptions } from '../../../shared/product-options';
import { OptionPicker } from './OptionPicker';
import { stockText, VARIANT_PARAM, variantFromSearch } from './variants';

export const BUILDER_NOTE =
  'Product details appear on product pages (/p/…). This is a sample product to show the layout.';
export const HOME_CRUMB = 'Home';
export const REVIEWS_HEADING = 'Reviews';
export const NO_REVIEWS_TEXT = 'No reviews yet';

/** A stand-in product for the builder's preview, where no product page is being rendered. */
export const SAMPLE_PRODUCT: Product = {
  _id: 'sample',
  name: 'Sample product',
  price: 129900,
  mrp: 179900,
  path: 'sample-product',
  brand: 'Your brand',
  basicDetails: { media: [] },
  $card_data: { category: [{ title: 'Category', path: 'category' }] },
  reviewCount: 12,
  rating: 4.5,
  descriptionHtml:
    '<p>The product’s description, written in the catalogue, shows here: materials, fit, care.</p>',
  variants: [
    { _id: 'sample-s', title: 'S', options: { Size: 'S' }, price: 129900, mrp: 179900, stock: 8 },
    { _id: 'sample-m', title: 'M', options: { Size: 'M' }, price: 129900, mrp: 179900, stock: 3 },
    { _id: 'sample-l', title: 'L', options: { Size: 'L' }, price: 129900, mrp: 179900, stock: 0 },
  ],
  defaultVariantId: 'sample-m',
  breadcrumbs: [{ title: 'Category', path: 'category' }],
};

/** The pre-loaded data when it has the expected shape, else undefined. */
export function readProductData(data: unknown): ProductSectionData | undefined {
  if (!isRecord(data) || !('product' in data)) return undefined;
  const p = data.product;
  if (p === null) return { product: null };
  if (!isRecord(p) || typeof p.name !== 'string' || !Array.isArray(p.variants)) return undefined;
  return { product: p as unknown as Product };
}

/** '4.5 out of 5 · 12 reviews'. */
export function reviewSummary(rating: number, count: number): string {
  return `${rating.toFixed(1)} out of 5 · ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * The product page's body (/p/{path}): breadcrumbs, gallery, name, brand, price with the list
 * price and discount, stock, the variant choice, Add to bag, the wishlist heart, the description
 * and the reviews summary, all from the server's pre-loaded product, then the product's reviews
 * (ProductReviews, loaded in the browser). In the builder, without a
 * product, it shows a sample product under a note saying so.
 */
export function ProductDetail({ id, config, data }: SectionProps<ProductDetailConfig>) {
  const { mode } = useRuntime();
  const loaded = readProductData(data);
  // The builder edits the product page's layout, not a product: without one it shows the sample.
  const product = loaded?.product ?? (mode === 'builder' ? SAMPLE_PRODUCT : null);
  if (!product) {
    return (
      <section className="sw-section sw-product-detail" aria-label="Product">
        <div className="sw-container">
          <ProductNotFound />
        </div>
      </section>
    );
  }
  return (
    <ProductView
      key={product._id}
      id={id}
      config={config}
      product={product}
      sample={product === SAMPLE_PRODUCT}
    />
  );
}

function ProductView({
  id,
  config,
  product,
  sample,
}: {
  id: string;
  config: ProductDetailConfig;
  product: Product;
  sample: boolean;
}) {
  const variants = product.variants;
  const [variantId, setVariantId] = useState(product.defaultVariantId);
  const variant = variants.find((v) => v._id === variantId) ?? variants[0] ?? null;
  const options = useMemo(
    () => shownOptions(product.options, variants),
    [product.options, variants],
  );
  useWishlistLoad();
  // The page is cached for every visitor, so the address's ?variant= is read once hydrated.
  useEffect(() => {
    if (sample || typeof window === 'undefined') return;
    const asked = variantFromSearch(variants, window.location.search);
    if (asked) setVariantId(asked._id);
  }, [sample, variants]);
  const pick = (next: { _id: string }) => {
    setVariantId(next._id);
    if (sample || typeof window === 'undefined') return;
    const url = new URL(window.location.href);
    url.searchParams.set(VARIANT_PARAM, next._id);
    window.history.replaceState(window.history.state, '', url);
  };

  const { pricesExcludeTax } = useRuntime();
  const price = variant?.price ?? product.price;
  const mrp = variant ? variant.mrp : product.mrp;
  const stock = variant?.stock ?? 0;
  const headingId = `${id}-name`;
  // The heart and the account's wishlist show the product as listings do, for this variant.
  const asItem = useMemo<ListingItem | null>(() => {
    if (!variant) return null;
    const {
      descriptionHtml: _d,
      variants: _v,
      options: _o,
      defaultVariantId: _dv,
      breadcrumbs: _b,
      ...rest
    } = product;
    return {
      ...rest,
      price: variant.price,
      mrp: variant.mrp,
      productVariantId: variant._id,
      inStock: variant.stock > 0,
    };
  }, [product, variant]);

  return (
    <section
      className="sw-section sw-product-detail"
      aria-labelledby={headingId}
      data-testid="product-detail"
    >
      <div className="sw-container">
        {sample ? (
          <p className="sw-product-detail__note" data-testid="product-detail-note">
            {BUILDER_NOTE}
          </p>
        ) : null}
        {config.showBreadcrumbs ? (
          <nav className="sw-product-detail__crumbs" aria-label="Breadcrumb">
            <ol>
              <li>
                <a href="/">{HOME_CRUMB}</a>
              </li>
              {product.breadcrumbs.map((c) => (
                <li key={c.path}>
                  <a href={categoryHref(c.path)}>{c.title}</a>
                </li>
              ))}
              <li aria-current="page">{product.name}</li>
            </ol>
          </nav>
        ) : null}
        <div className="sw-product-detail__layout">
          <ProductGallery
            id={id}
            media={product.basicDetails.media}
            name={product.name}
            showUrl={variant?.image?.url ?? null}
          />
          <div className="sw-product-detail__info">
            {product.brand ? <p className="sw-product-detail__brand">{product.brand}</p> : null}
            <h1 id={headingId} className="sw-product-detail__name">
              {product.name}
            </h1>
            {config.showReviews && product.reviewCount > 0 ? (
              <a className="sw-product-detail__rating" href={`#${id}-reviews`}>
                <Stars rating={product.rating} />
                <span className="sw-muted">
                  {reviewSummary(product.rating, product.reviewCount)}
                </span>
              </a>
            ) : null}
            <div className="sw-product-detail__prices">
              <Price price={price} mrp={mrp} className="sw-product-detail__price" />
              <OffTag price={price} mrp={mrp} />
            </div>
            <p className="sw-product-detail__tax sw-muted" data-testid="product-tax-note">
              {pricesExcludeTax ? TAX_NOTES.atCheckout : TAX_NOTES.included}
            </p>
            <p
              className={`sw-product-detail__stock sw-product-detail__stock--${stock <= 0 ? 'out' : 'in'}`}
              data-testid="stock-state"
              aria-live="polite"
            >
              {stockText(stock)}
            </p>
            {variant ? (
              <OptionPicker
                id={id}
                options={options}
                variants={variants}
                variant={variant}
                onPick={pick}
              />
            ) : null}
            <div className="sw-product-detail__actions">
              {variant ? (
                <AddToBag
                  variantId={variant._id}
                  inStock={stock > 0}
                  className="sw-product-detail__add"
                />
              ) : null}
              {variant && asItem ? (
                <WishlistHeart
                  variantId={variant._id}
                  product={asItem}
                  className="sw-product-detail__heart"
                />
              ) : null}
            </div>
            {product.descriptionHtml ? (
              // Sanitized by the server when it rendered the owner's markdown (ProductDetail).
              <Html html={product.descriptionHtml} className="sw-product-detail__description" />
            ) : null}
          </div>
        </div>
        {config.showReviews ? (
          <div
            id={`${id}-reviews`}
            className="sw-product-detail__reviews"
            data-testid="reviews-summary"
          >
            <h2 className="sw-product-detail__reviews-title">{REVIEWS_HEADING}</h2>
            {product.reviewCount > 0 ? (
              <p className="sw-product-detail__reviews-line">
                <Stars rating={product.rating} />
                <span>{reviewSummary(product.rating, product.reviewCount)}</span>
              </p>
            ) : (
              <p className="sw-muted">{NO_REVIEWS_TEXT}</p>
            )}
            <ProductReviews
              id={id}
              variantId={product.defaultVariantId || variants[0]?._id || null}
              sample={sample}
              sampleReviews={SAMPLE_REVIEWS}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
