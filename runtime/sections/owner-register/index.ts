import { ownerRegisterMeta } from '../../../schemas/sections/owner-register';
import { defineSection } from '../../define-section';
import { OwnerRegister } from './OwnerRegister';

export const ownerRegister = defineSection(ownerRegisterMeta, OwnerRegister);
