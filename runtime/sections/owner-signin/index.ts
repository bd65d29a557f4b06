import { ownerSigninMeta } from '../../../schemas/sections/owner-signin';
import { defineSection } from '../../define-section';
import { OwnerSignin } from './OwnerSignin';

export const ownerSignin = defineSection(ownerSigninMeta, OwnerSignin);
