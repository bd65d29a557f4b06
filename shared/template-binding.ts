// The product and category templates (stored pages at /p and /c) hold listings that follow the
// page's category: filled from the catalogue with no category chosen. A visitor's page binds the
// URL's category into them on the server; the builder's preview binds the sample it shows (the
// shop's first category, or the first product's) through the runtime context, so an edited
// listing keeps showing that category.
import type { ProductGridConfig } from '../schemas/sections/product-grid';
import type { Section } from '../schemas/types';

/** What a listing that follows the page's category takes: the category, and its intro. */
export type PageCategoryBinding = {
  /** The category's slug (its path). */
  category: string;
  /** The heading an empty one takes: the category's name, or "More from …" under a product. */
  heading: string;
  description?: string;
};

type ListingConfig = Pick<
  ProductGridConfig,
  'heading' | 'description' | 'showDynamicContent' | 'dynamicContentFilter'
>;

/** A listing filled from the catalogue with no category chosen: on a template it follows the page's. */
export function followsPageCategoryConfig(c: Partial<ListingConfig>): boolean {
  return c.showDynamicContent === true && !c.dynamicContentFilter?.filters?.category;
}

/** A product grid or list section that follows the page's category (see above). */
export function followsPageCategory(section: Section): boolean {
  if (section.hidden || (section.type !== 'product-grid' && section.type !== 'product-list'))
    return false;
  return followsPageCategoryConfig(section.config as Partial<ListingConfig>);
}

/** `config` listing `binding`'s category, with its heading and description where left empty. */
export function bindListing<C extends ListingConfig>(config: C, binding: PageCategoryBinding): C {
  return {
    ...config,
    ...(!config.heading && binding.heading ? { heading: binding.heading } : {}),
    ...(!config.description && binding.description ? { description: binding.description } : {}),
    dynamicContentFilter: {
      ...config.dynamicContentFilter,
      filters: { ...config.dynamicContentFilter.filters, category: binding.category },
    },
  };
}
