import { customerLoginMeta } from '../../../schemas/sections/customer-login';
import { defineSection } from '../../define-section';
import { CustomerLogin } from './CustomerLogin';

export const customerLogin = defineSection(customerLoginMeta, CustomerLogin);
