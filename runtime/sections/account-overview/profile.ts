// The profile as GET/POST profile/details answer it, reduced to what the overview shows.
import { INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';
import { hasErrors, type FieldErrors } from '../../../shared/validators';
import { failureText, fieldErrorsOf } from '../../ui/account';
import { isRecord } from '../../ui/login-state';

/** What the overview shows and edits. */
export type Profile = {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  userType: string;
  /** An upload URL of this site, or null for the initials. */
  profilePicture: string | null;
};

/** Builder mode shows this person instead of calling the API. */
export const SAMPLE_PROFILE: Profile = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  mobileNumber: '9876543210',
  userType: 'CUSTOMER',
  profilePicture: null,
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The profile in `{ data: { … } }`, or null when the answer has none. */
export function readProfile(body: unknown): Profile | null {
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  if (!data || typeof data.email !== 'string') return null;
  const picture = data.profilePicture ?? data.profilePic;
  return {
    firstName: str(data.firstName),
    lastName: str(data.lastName),
    email: data.email,
    mobileNumber: str(data.mobileNumber),
    userType: str(data.userType),
    profilePicture: typeof picture === 'string' && picture ? picture : null,
  };
}

/** The success text of an answer (`data.msg`), else the fallback. */
export function answerText(body: unknown, fallback: string): string {
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  return data && typeof data.msg === 'string' && data.msg.trim() ? data.msg : fallback;
}

/** The person's full name, or '' when neither part is known. */
export function fullName(p: Pick<Profile, 'firstName' | 'lastName'>): string {
  return `${p.firstName} ${p.lastName}`.trim();
}

/** A refused save: the server's messages under their fields, else its reason above the form. */
export function showFailure<K extends string>(
  err: unknown,
  setErrors: (errors: FieldErrors<K>) => void,
  setGeneral: (text: string) => void,
): void {
  const fields = fieldErrorsOf(err);
  if (hasErrors(fields)) setErrors(fields as FieldErrors<K>);
  else setGeneral(failureText(err, INTERNAL_ERROR_MESSAGE));
}
