import { resetPasswordMeta } from '../../../schemas/sections/reset-password';
import { defineSection } from '../../define-section';
import { ResetPassword } from './ResetPassword';

export const resetPassword = defineSection(resetPasswordMeta, ResetPassword);
