import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountAddressesConfig } from '../../../schemas/sections/account-addresses';
import { INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';
import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  type Address,
  type AddressInput,
} from '../../../shared/orders';
import { commerceApi, failureText } from '../../commerce/api';
import { showToast } from '../../commerce/toast-store';
import { useRuntime } from '../../context';
import type { SectionProps } from '../../define-section';
import { AccountLayout } from '../_account/AccountLayout';
import { requireSignIn, signInAgainOn401 } from '../_shop/account-guard';
import { AddressForm } from '../_shop/AddressForm';
import { RetryCard } from '../_shop/RetryCard';
import { ConfirmDialog } from '../_shop/ConfirmDialog';
import { AddressBlock, Skeleton } from '../_shop/OrderParts';
import { addAddress, deleteAddress, editAddress, loadAddresses } from '../_shop/orders-api';
import { SAMPLE_ADDRESSES } from '../_shop/samples';

export const LOADING_ADDRESSES_TEXT = 'Loading your addresses…';
export const ADDRESSES_FAILED_TEXT = 'Your addresses could not be loaded.';
export const SAVE_TEXT = 'Save address';
export const EDIT_TEXT = 'Edit';
export const DELETE_TEXT = 'Delete';
export const MAKE_DEFAULT_TEXT = 'Make default';
export const DEFAULT_TEXT = 'Default';
export const NEW_ADDRESS_HEADING = 'New address';
export const EDIT_ADDRESS_HEADING = 'Edit address';
export const SAVED_TEXT = 'Your address has been saved.';
export const UPDATED_TEXT = 'Your address has been updated.';
export const DELETED_TEXT = 'The address has been deleted.';
export const DEFAULT_SET_TEXT = 'This is now your default address.';
export const DELETE_DIALOG = {
  title: 'Delete this address?',
  confirm: 'Delete address',
} as const;

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; data: Address[] }
  | { status: 'failed'; error: string };

type FormState = { kind: 'add' } | { kind: 'edit'; address: Address } | null;

/** The address a delete asks about, on one line. */
export function deleteQuestion(a: Address): string {
  return `${a.name}, ${a.line1}, ${a.city} ${a.pincode} will be removed from your account.`;
}

/** The address as the form and the edit call take it. */
function inputOf(a: Address): AddressInput {
  const { _id: _unused, ...rest } = a;
  return rest;
}

/**
 * The customer's address book (/setting/addresses, built in): each address with Edit, Delete
 * (after a confirmation) and Make default, and "Add a new address" with the same form as
 * checkout. After every change the list is read again, so the default the server settled on is
 * what shows. Failures go to the bottom-right toast; the form shows its own. Signed-out visitors
 * go to login; builder mode shows samples and calls nothing.
 */
export function AccountAddresses({ id, config }: SectionProps<AccountAddressesConfig>) {
  const { mode } = useRuntime();
  const builder = mode === 'builder';
  const [list, setList] = useState<ListState>(
    builder ? { status: 'ready', data: SAMPLE_ADDRESSES } : { status: 'loading' },
  );
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The dialog keeps its text while it fades out after `deleting` is cleared.
  const asked = useRef<Address | null>(null);
  if (deleting) asked.current = deleting;

  const reload = useCallback(async () => {
    setList({ status: 'ready', data: await loadAddresses(commerceApi()) });
  }, []);

  useEffect(() => {
    if (builder || !requireSignIn()) return undefined;
    let live = true;
    loadAddresses(commerceApi()).then(
      (data) => {
        if (live) setList({ status: 'ready', data });
      },
      (err: unknown) => {
        if (!live || signInAgainOn401(err)) return;
        setList({ status: 'failed', error: failureText(err, ADDRESSES_FAILED_TEXT) });
      },
    );
    return () => {
      live = false;
    };
  }, [builder, attempt]);

  const fail = (err: unknown) => {
    if (!signInAgainOn401(err)) showToast(failureText(err, INTERNAL_ERROR_MESSAGE), 'error');
  };

  /** The form's save: a rejection stays on the form, which shows why. */
  const save = async (input: AddressInput) => {
    if (!form) return;
    if (!builder) {
      const api = commerceApi();
      if (form.kind === 'add') await addAddress(api, input);
      else await editAddress(api, form.address._id, input);
      showToast(form.kind === 'add' ? SAVED_TEXT : UPDATED_TEXT, 'success');
      await reload().catch(fail);
    }
    setForm(null);
  };

  const makeDefault = async (a: Address) => {
    if (builder || busy) return;
    setBusy(a._id);
    try {
      await editAddress(commerceApi(), a._id, { ...inputOf(a), isDefault: true });
      await reload();
      showToast(DEFAULT_SET_TEXT, 'success');
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    if (builder) {
      setDeleting(null);
      return;
    }
    setBusy(deleting._id);
    try {
      await deleteAddress(commerceApi(), deleting._id);
      setDeleting(null);
      showToast(DELETED_TEXT, 'success');
      await reload();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (list.status === 'loading') {
    body = (
      <div className="sw-addresses" aria-busy="true" data-testid="addresses-loading">
        <p className="sw-visually-hidden" role="status">
          {LOADING_ADDRESSES_TEXT}
        </p>
        {[0, 1].map((i) => (
          <div key={i} className="sw-account__card sw-addresses__card">
            <Skeleton width="40%" />
            <Skeleton width="75%" />
            <Skeleton width="55%" />
          </div>
        ))}
      </div>
    );
  } else if (list.status === 'failed') {
    body = (
      <RetryCard
        className="sw-account__card sw-account__state"
        error={list.error}
        onRetry={() => {
          setList({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  } else {
    const addresses = list.data;
    const full = addresses.length >= ADDRESS_LIMITS.perCustomer;
    body = (
      <>
        <div className="sw-addresses__toolbar">
          {form?.kind === 'add' ? null : full ? (
            <p className="sw-muted">{ADDRESS_MESSAGES.full}</p>
          ) : (
            <button
              type="button"
              className="sw-btn sw-btn--primary"
              data-testid="address-add"
              onClick={() => setForm({ kind: 'add' })}
            >
              <span aria-hidden="true">+</span>
              {config.addButtonText}
            </button>
          )}
        </div>
        {form?.kind === 'add' ? (
          <section className="sw-account__card" aria-labelledby={`${id}-new-title`}>
            <h2 id={`${id}-new-title`} className="sw-account__card-title">
              {NEW_ADDRESS_HEADING}
            </h2>
            <AddressForm
              id={`${id}-new`}
              submitText={SAVE_TEXT}
              initial={{ isDefault: addresses.length === 0 }}
              onSubmit={save}
              onCancel={() => setForm(null)}
            />
          </section>
        ) : null}
        {addresses.length === 0 && form?.kind !== 'add' ? (
          <div className="sw-account__card sw-account__state" data-testid="addresses-empty">
            <p>{config.emptyText}</p>
          </div>
        ) : (
          <ul className="sw-addresses">
            {addresses.map((a) =>
              form?.kind === 'edit' && form.address._id === a._id ? (
                <li key={a._id} className="sw-account__card sw-addresses__card">
                  <h2 className="sw-account__card-title">{EDIT_ADDRESS_HEADING}</h2>
                  <AddressForm
                    id={`${id}-edit`}
                    submitText={SAVE_TEXT}
                    initial={a}
                    showDefault={!a.isDefault}
                    onSubmit={save}
                    onCancel={() => setForm(null)}
                  />
                </li>
              ) : (
                <li
                  key={a._id}
                  className={`sw-account__card sw-addresses__card${a.isDefault ? ' is-default' : ''}`}
                  data-testid="address-card"
                >
                  <div className="sw-addresses__top">
                    <AddressBlock address={a} />
                    {a.isDefault ? <span className="sw-tag">{DEFAULT_TEXT}</span> : null}
                  </div>
                  <div className="sw-addresses__actions">
                    <button
                      type="button"
                      className="sw-auth__link"
                      aria-label={`${EDIT_TEXT} the address of ${a.name}, ${a.line1}`}
                      disabled={busy !== null}
                      onClick={() => setForm({ kind: 'edit', address: a })}
                    >
                      {EDIT_TEXT}
                    </button>
                    <button
                      type="button"
                      className="sw-auth__link"
                      aria-label={`${DELETE_TEXT} the address of ${a.name}, ${a.line1}`}
                      disabled={busy !== null}
                      onClick={() => setDeleting(a)}
                    >
                      {DELETE_TEXT}
                    </button>
                    {a.isDefault ? null : (
                      <button
                        type="button"
                        className="sw-auth__link"
                        aria-label={`Make the address of ${a.name}, ${a.line1} your default`}
                        disabled={busy !== null}
                        aria-busy={busy === a._id || undefined}
                        onClick={() => void makeDefault(a)}
                      >
                        {MAKE_DEFAULT_TEXT}
                      </button>
                    )}
                  </div>
                </li>
              ),
            )}
          </ul>
        )}
      </>
    );
  }

  return (
    <AccountLayout
      id={id}
      page="addresses"
      className="sw-account-addresses"
      heading={config.heading}
      description={config.description}
      after={
        <ConfirmDialog
          id={`${id}-delete`}
          open={deleting !== null}
          title={DELETE_DIALOG.title}
          message={asked.current ? deleteQuestion(asked.current) : ''}
          confirmText={DELETE_DIALOG.confirm}
          busy={deleting !== null && busy === deleting._id}
          danger
          testId="address-delete-confirm"
          onClose={() => setDeleting(null)}
          onConfirm={() => void remove()}
        />
      }
    >
      {body}
    </AccountLayout>
  );
}
