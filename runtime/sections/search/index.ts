import { searchMeta } from '../../../schemas/sections/search';
import { defineSection } from '../../define-section';
import { Search } from './Search';

export const search = defineSection(searchMeta, Search);
