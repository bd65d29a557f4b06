import { customerSignupMeta } from '../../../schemas/sections/customer-signup';
import { defineSection } from '../../define-section';
import { CustomerSignup } from './CustomerSignup';

export const customerSignup = defineSection(customerSignupMeta, CustomerSignup);
