import { useEffect, useState } from 'react';
import type { AccountOverviewConfig } from '../../../schemas/sections/account-overview';
import { ApiError } from '../../../shared/api-client';
import { INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';
import { useRuntime } from '../../context';
import type { SectionProps } from '../../define-section';
import { accountApi, clearLogin, failureText, navigate } from '../../ui/account';
import { loginHref, readStoredLogin } from '../../ui/login-state';
import { Toast, type ToastMessage } from '../../ui/Toast';
import { RetryCard } from '../_shop/RetryCard';
import { AccountLayout } from '../_account/AccountLayout';
import { DetailsForm } from './DetailsForm';
import { PasswordForm } from './PasswordForm';
import { PictureCard } from './PictureCard';
import { WishlistPanel } from './WishlistPanel';
import { readProfile, SAMPLE_PROFILE, type Profile } from './profile';

export const LOADING_TEXT = 'Loading your account…';

/**
 * The customer's landing page after login (SPEC §2 /setting/overview): the picture (or
 * initials) with change and remove, the details form, the change-password form, sign out, and a
 * dashboard link for owners and staff. Without login data it sends the visitor to
 * /login?from=<this page>; a session the server no longer knows (401) does the same. The server
 * renders the loading state; builder mode shows a sample person and calls nothing. Below the forms,
 * a customer's wishlist (WishlistPanel, at #wishlist; owners and staff have none). Above, the
 * navigation between the customer's account pages (AccountTabs).
 */
export function AccountOverview({ id, config }: SectionProps<AccountOverviewConfig>) {
  const { mode, path } = useRuntime();
  const builder = mode === 'builder';
  const [profile, setProfile] = useState<Profile | null>(builder ? SAMPLE_PROFILE : null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [toast, setToast] = useState<ToastMessage | null>(null);

  useEffect(() => {
    if (builder) return undefined;
    if (!readStoredLogin()) {
      navigate(loginHref(path));
      return undefined;
    }
    let live = true;
    accountApi()
      .get('profile/details')
      .then(
        (body) => {
          if (!live) return;
          const found = readProfile(body);
          if (found) setProfile(found);
          else setFailure(INTERNAL_ERROR_MESSAGE);
        },
        (err: unknown) => {
          if (!live) return;
          if (err instanceof ApiError && err.status === 401) {
            // The stored login outlived its session: forget it and sign in again.
            clearLogin();
            navigate(loginHref(path));
            return;
          }
          setFailure(failureText(err, INTERNAL_ERROR_MESSAGE));
        },
      );
    return () => {
      live = false;
    };
  }, [builder, path, attempt]);

  let body;
  if (profile) {
    body = (
      <div className="sw-account__grid">
        <PictureCard
          id={id}
          profile={profile}
          builder={builder}
          signOutText={config.signOutText}
          adminLinkText={config.adminLinkText}
          onProfile={setProfile}
          onToast={setToast}
        />
        <div className="sw-account__main">
          <DetailsForm
            id={`${id}-details`}
            profile={profile}
            builder={builder}
            heading={config.detailsHeading}
            buttonText={config.detailsButtonText}
            onProfile={setProfile}
            onToast={setToast}
          />
          <PasswordForm
            id={`${id}-password`}
            userType={profile.userType}
            email={profile.email}
            builder={builder}
            heading={config.passwordHeading}
            buttonText={config.passwordButtonText}
            onToast={setToast}
          />
          {profile.userType === 'CUSTOMER' ? <WishlistPanel id={id} builder={builder} /> : null}
        </div>
      </div>
    );
  } else if (failure) {
    body = (
      <RetryCard
        className="sw-account__card sw-account__state"
        error={failure}
        onRetry={() => {
          setFailure(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  } else {
    body = (
      <div className="sw-account__card sw-account__state" role="status" aria-busy="true">
        <span className="sw-auth__spinner" aria-hidden="true" />
        <p>{LOADING_TEXT}</p>
      </div>
    );
  }

  return (
    <AccountLayout
      id={id}
      page="overview"
      heading={config.heading}
      description={config.description}
      // Orders and addresses are a customer's: owners and staff, once known, see no tabs.
      tabs={!profile || profile.userType === 'CUSTOMER'}
      after={<Toast toast={toast} onClose={() => setToast(null)} />}
    >
      {body}
    </AccountLayout>
  );
}
