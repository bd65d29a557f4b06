// Customer sign-up, profile details and password change on a workspace host.
import type { FastifyInstance } from 'fastify';
import {
  CONFIRM_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  MOBILE_NUMBER_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
} from '../../shared/messages';
import {
  isMobileNumber,
  validateCustomerPassword,
  validateCustomerSignup,
  validateOwnerPassword,
} from '../../shared/validators';
import { DEFAULT_CALLING_CODE } from '../../shared/constants';
import { checkPassword } from './passwords';
import { EmailTakenError } from './users';
import { type AccountContext, allowAttempt, profileData } from './context';
import type { UploadStore } from '../uploads';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from './limits';
import { createUserGuard, fail, failFields, userOf, workspaceOr404 } from '../http';

export const EMAIL_NOT_UNIQUE_MESSAGE = 'Email is not unique';
export const ACCOUNT_CREATED_MESSAGE = 'Your account has been created. Please sign in.';
export const PROFILE_SAVED_MESSAGE = 'Your details have been saved.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';
/** Ours: the spec gives no texts for the update-password form. */
export { CURRENT_PASSWORD_REQUIRED };
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';
export const CALLING_CODE_MESSAGE = 'Please enter a valid calling code, such as +91.';
export const PROFILE_PICTURE_MESSAGE = 'Please choose a picture you uploaded to this site.';

// Every field is typed and bounded here; emptiness and format get the SPEC §5 messages from
// the shared validator, so no field is `required` at the schema level.
const customerCreateSchema = {
  type: 'object',
  properties: {
    firstName: { type: 'string', maxLength: NAME_MAX },
    lastName: { type: 'string', maxLength: NAME_MAX },
    email: { type: 'string', maxLength: EMAIL_MAX },
    userName: { type: 'string', maxLength: EMAIL_MAX },
    password: { type: 'string', maxLength: PASSWORD_MAX },
    confirmPassword: { type: 'string', maxLength: PASSWORD_MAX },
    mobileNumber: { type: 'string', maxLength: 20 },
    callingCode: { type: 'string', maxLength: 6 },
    birthDate: { type: 'string', maxLength: 40 },
    gender: { type: 'string', maxLength: 10 },
    userType: { type: 'string', enum: ['CUSTOMER'] },
  },
} as const;

type CustomerCreateBody = Partial<Record<keyof typeof customerCreateSchema.properties, string>>;

const profileSchema = {
  type: 'object',
  properties: {
    firstName: { type: 'string', maxLength: NAME_MAX },
    lastName: { type: 'string', maxLength: NAME_MAX },
    mobileNumber: { type: 'string', maxLength: 20 },
    mobile: { type: 'string', maxLength: 20 },
    /** An upload URL of this user on this workspace (`/uploads/<id>-<width>.webp`), or '' to remove. */
    profilePicture: { type: 'string', maxLength: 300 },
  },
} as const;

type ProfileBody = Partial<Record<keyof typeof profileSchema.properties, string>>;

const updatePasswordSchema = {
  type: 'object',
  required: ['currentPassword', 'newPassword', 'confirmPassword'],
  properties: {
    currentPassword: { type: 'string', maxLength: PASSWORD_MAX },
    newPassword: { type: 'string', maxLength: PASSWORD_MAX },
    confirmPassword: { type: 'string', maxLength: PASSWORD_MAX },
  },
} as const;

type UpdatePasswordBody = { currentPassword: string; newPassword: string; confirmPassword: string };

/** The payload's birth date: YYYY-MM-DD, or the client's midnight-UTC ISO date-time. */
function birthDay(value: string | undefined): string {
  const v = (value ?? '').trim();
  const m = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.000)?)?Z$/.exec(v);
  return m?.[1] ?? v;
}

export function registerCustomerRoutes(
  app: FastifyInstance,
  ctx: AccountContext,
  uploads: UploadStore,
) {
  // The session is checked before the body is read or validated.
  const requireUser = createUserGuard(ctx);

  // Customer sign-up (SPEC §3 payload; the client posts `customer/create`).
  app.post<{ Body: CustomerCreateBody }>(
    '/api/io/crm/customer/create',
    { schema: { body: customerCreateSchema } },
    async (req, reply) => {
      const ws = await workspaceOr404(ctx, req, reply);
      if (!ws) return reply;
      const b = req.body;
      const values = {
        firstName: b.firstName,
        lastName: b.lastName,
        email: b.email,
        password: b.password,
        // The payload has no confirmation (the form checked it); check it when it is sent.
        confirmPassword: b.confirmPassword ?? b.password,
        mobileNumber: b.mobileNumber,
        birthDate: birthDay(b.birthDate),
        gender: b.gender?.trim(),
      };
      const errors: Record<string, string | undefined> = validateCustomerSignup(values);
      const callingCode = b.callingCode?.trim() || DEFAULT_CALLING_CODE;
      if (!/^\+\d{1,4}$/.test(callingCode)) errors.callingCode = CALLING_CODE_MESSAGE;
      if (Object.values(errors).some(Boolean)) return failFields(reply, errors);
      if (!(await allowAttempt(ctx, req, reply, 'signin', undefined))) return reply;
      try {
        const user = await ctx.users.createUser({
          workspaceId: ws.id,
          email: values.email!.trim(),
          password: values.password!.trim(),
          firstName: values.firstName!.trim(),
          lastName: values.lastName!.trim(),
          userType: 'CUSTOMER',
          mobile: values.mobileNumber!.trim(),
          callingCode,
          gender: values.gender!,
          birthDate: values.birthDate,
        });
        return { data: { msg: ACCOUNT_CREATED_MESSAGE, user: profileData(user) } };
      } catch (err) {
        if (err instanceof EmailTakenError) {
          return fail(reply, 409, EMAIL_NOT_UNIQUE_MESSAGE, { field: 'email' });
        }
        throw err;
      }
    },
  );

  app.get('/api/io/crm/profile/details', { onRequest: requireUser }, async (req) => ({
    data: profileData(userOf(req).user),
  }));

  // Names, mobile number and picture; email, user type and password are not changed here.
  app.post<{ Body: ProfileBody }>(
    '/api/io/crm/profile/details',
    { onRequest: requireUser, schema: { body: profileSchema } },
    async (req, reply) => {
      const s = userOf(req);
      const b = req.body;
      const mobile = b.mobileNumber ?? b.mobile;
      const errors: Record<string, string | undefined> = {};
      if (b.firstName !== undefined && !b.firstName.trim()) errors.firstName = FIRST_NAME_REQUIRED;
      if (b.lastName !== undefined && !b.lastName.trim()) errors.lastName = LAST_NAME_REQUIRED;
      if (mobile !== undefined && mobile.trim() && !isMobileNumber(mobile)) {
        errors.mobileNumber = MOBILE_NUMBER_MESSAGE;
      }
      const picture = b.profilePicture?.trim();
      if (picture) {
        // Only a picture this user uploaded here: no foreign URL ends up in pages or mails.
        const upload = await uploads.byUrl(s.workspace.id, picture);
        if (upload?.userId !== s.user.id) errors.profilePicture = PROFILE_PICTURE_MESSAGE;
      }
      if (Object.values(errors).some(Boolean)) return failFields(reply, errors);
      const user = await ctx.users.updateProfile(s.workspace.id, s.user.id, {
        ...(b.firstName !== undefined ? { firstName: b.firstName.trim() } : {}),
        ...(b.lastName !== undefined ? { lastName: b.lastName.trim() } : {}),
        ...(mobile !== undefined ? { mobile: mobile.trim() || null } : {}),
        ...(picture !== undefined ? { profilePic: picture || null } : {}),
      });
      return { data: { msg: PROFILE_SAVED_MESSAGE, ...profileData(user ?? s.user) } };
    },
  );

  // Password change: checks the current password, keeps this session, ends every other one.
  app.post<{ Body: UpdatePasswordBody }>(
    '/api/customer/update-password',
    { onRequest: requireUser, schema: { body: updatePasswordSchema } },
    async (req, reply) => {
      const s = userOf(req);
      const b = req.body;
      const errors: Record<string, string | undefined> = {
        currentPassword: b.currentPassword ? undefined : CURRENT_PASSWORD_REQUIRED,
        newPassword:
          (s.user.userType === 'CUSTOMER'
            ? validateCustomerPassword(b.newPassword)
            : validateOwnerPassword(b.newPassword)) ?? undefined,
        confirmPassword: !b.confirmPassword
          ? CONFIRM_PASSWORD_REQUIRED
          : b.confirmPassword !== b.newPassword
            ? PASSWORDS_DO_NOT_MATCH
            : undefined,
      };
      if (Object.values(errors).some(Boolean)) return failFields(reply, errors);
      if (!(await allowAttempt(ctx, req, reply, 'signin', s.user.email))) return reply;
      const { passwordHash } = await ctx.users.credentials(s.workspace.id, s.user.email);
      if (!(await checkPassword(passwordHash, b.currentPassword))) {
        return failFields(reply, { currentPassword: CURRENT_PASSWORD_WRONG });
      }
      await ctx.users.setPassword(s.workspace.id, s.user.id, b.newPassword);
      await ctx.sessions.revokeAllForUser(s.workspace.id, s.user.id, s.session.id);
      return { data: { msg: PASSWORD_CHANGED_MESSAGE } };
    },
  );
}
