import { paymentStatusMeta } from '../../../schemas/sections/payment-status';
import { defineSection } from '../../define-section';
import { PaymentStatus } from './PaymentStatus';

export const paymentStatus = defineSection(paymentStatusMeta, PaymentStatus);
