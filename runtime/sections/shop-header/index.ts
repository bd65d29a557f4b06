import { shopHeaderMeta } from '../../../schemas/sections/shop-header';
import { defineSection } from '../../define-section';
import { ShopHeader } from './ShopHeader';

export const shopHeader = defineSection(shopHeaderMeta, ShopHeader);
