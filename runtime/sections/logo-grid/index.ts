import { logoGridMeta } from '../../../schemas/sections/logo-grid';
import { defineSection } from '../../define-section';
import { LogoGrid } from './LogoGrid';

export const logoGrid = defineSection(logoGridMeta, LogoGrid);
