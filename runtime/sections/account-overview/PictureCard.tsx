import { useState, type ChangeEvent } from 'react';
import { initials } from '../../../shared/format';
import { INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_TOO_BIG_MESSAGE,
  MAX_UPLOAD_BYTES,
} from '../../../shared/uploads';
import { accountApi, failureText, navigate, signOut, uploadImage } from '../../ui/account';
import { ADMIN_HOME } from '../../ui/login-state';
import { makeToast, type ToastMessage } from '../../ui/Toast';
import { fullName, readProfile, type Profile } from './profile';

export const CHANGE_PICTURE_TEXT = 'Change picture';
export const REMOVE_PICTURE_TEXT = 'Remove';
export const PICTURE_UPDATED_MESSAGE = 'Your picture has been updated.';
export const PICTURE_REMOVED_MESSAGE = 'Your picture has been removed.';
export const PICTURE_HINT = 'PNG, JPEG, WebP, GIF or AVIF, up to 8\u00a0MB.';
export const ADMIN_NOTE = 'You manage this site.';

type Props = {
  id: string;
  profile: Profile;
  builder: boolean;
  signOutText: string;
  adminLinkText: string;
  onProfile: (profile: Profile) => void;
  onToast: (toast: ToastMessage) => void;
};

/**
 * The person: picture or initials, name and email, 'Change picture' (POST /uploadFile, then
 * POST profile/details { profilePicture }), 'Remove', the dashboard link for owners and staff,
 * and sign out (POST /logout, the stored login forgotten, then /login).
 */
export function PictureCard({
  id,
  profile,
  builder,
  signOutText,
  adminLinkText,
  onProfile,
  onToast,
}: Props) {
  const [busy, setBusy] = useState<'upload' | 'remove' | 'signout' | null>(null);
  const name = fullName(profile);

  const savePicture = async (url: string, done: string) => {
    const body = await accountApi().post('profile/details', { profilePicture: url });
    onProfile(readProfile(body) ?? { ...profile, profilePicture: url || null });
    onToast(makeToast(done, 'success'));
  };

  /** Uploads or removes with its button busy; a failure says why in a toast. */
  const changePicture = async (kind: 'upload' | 'remove', change: () => Promise<void>) => {
    setBusy(kind);
    try {
      await change();
    } catch (err) {
      onToast(makeToast(failureText(err, INTERNAL_ERROR_MESSAGE), 'error'));
    }
    setBusy(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    input.value = '';
    if (!file || busy || builder) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      onToast(makeToast(IMAGE_TOO_BIG_MESSAGE, 'error'));
      return;
    }
    await changePicture('upload', async () => {
      const uploaded = await uploadImage(file, file.name);
      await savePicture(uploaded.url, PICTURE_UPDATED_MESSAGE);
    });
  };

  const onRemove = async () => {
    if (busy || builder) return;
    await changePicture('remove', () => savePicture('', PICTURE_REMOVED_MESSAGE));
  };

  const onSignOut = async () => {
    if (busy || builder) return;
    setBusy('signout');
    await signOut();
    navigate('/login');
  };

  return (
    <aside className="sw-account__card sw-account__profile" aria-labelledby={`${id}-name`}>
      <div className="sw-account__avatar" data-testid="account-avatar">
        {profile.profilePicture ? (
          <img src={profile.profilePicture} alt="Profile picture" width={112} height={112} />
        ) : (
          <span aria-hidden="true">{initials(name || profile.email)}</span>
        )}
      </div>
      <h2 id={`${id}-name`} className="sw-account__name">
        {name || profile.email}
      </h2>
      <p className="sw-account__email sw-muted">{profile.email}</p>
      <div className="sw-account__picture-actions">
        <label
          className="sw-btn sw-btn--secondary sw-account__file"
          aria-disabled={busy ? true : undefined}
        >
          <input
            type="file"
            className="sw-visually-hidden"
            accept={ACCEPTED_IMAGE_TYPES}
            disabled={busy !== null}
            onChange={(e) => void onFile(e)}
          />
          {busy === 'upload' ? <span className="sw-auth__spinner" aria-hidden="true" /> : null}
          {CHANGE_PICTURE_TEXT}
        </label>
        {profile.profilePicture ? (
          <button
            type="button"
            className="sw-auth__link"
            disabled={busy !== null}
            onClick={() => void onRemove()}
          >
            {REMOVE_PICTURE_TEXT}
          </button>
        ) : null}
      </div>
      <p className="sw-account__hint sw-muted">{PICTURE_HINT}</p>
      {profile.userType !== 'CUSTOMER' ? (
        <p className="sw-account__admin">
          {ADMIN_NOTE}{' '}
          <a href={ADMIN_HOME} className="sw-auth__footer-link">
            {adminLinkText}
          </a>
        </p>
      ) : null}
      <button
        type="button"
        className="sw-btn sw-btn--secondary sw-account__signout"
        disabled={busy !== null}
        aria-busy={busy === 'signout' || undefined}
        onClick={() => void onSignOut()}
      >
        {signOutText}
      </button>
    </aside>
  );
}
