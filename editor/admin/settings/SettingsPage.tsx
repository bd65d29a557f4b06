// Settings: store details, payment keys (and cash on delivery), shipping and returns, taxes
// (GST) and staff. Staff see them read-only; the server refuses
// their changes too (403).
import { useState } from 'react';
import {
  ADMIN_API_PATHS,
  type AdminSettings,
  type AdminSettingsAnswer,
} from '../../../shared/admin-api';
import { useAdminApi } from '../api';
import { useAdminBoot } from '../context';
import { ErrorState, LoadingState, PageHeader, useResource } from '../ui';
import { PaymentsForm } from './PaymentsForm';
import { ShippingForm } from './ShippingForm';
import { StaffPanel } from './StaffPanel';
import { StoreForm } from './StoreForm';
import { TaxForm } from './TaxForm';

export function SettingsPage() {
  const api = useAdminApi();
  const boot = useAdminBoot();
  const res = useResource('settings', () => api.get<AdminSettingsAnswer>(ADMIN_API_PATHS.settings));
  const [saved, setSaved] = useState<AdminSettings | null>(null);
  const settings = saved ?? res.data?.data ?? null;

  return (
    <>
      <PageHeader title="Settings" />
      {res.status === 'error' && !settings ? (
        <ErrorState error={res.error} onRetry={res.reload} />
      ) : !settings ? (
        <LoadingState lines={8} />
      ) : (
        <div className="swa-settings">
          {settings.canEdit ? null : (
            <p className="swa-notice" role="note">
              Only the owner of this shop can change its settings and staff. You are signed in as
              staff ({boot.user.email}).
            </p>
          )}
          <StoreForm settings={settings} onSaved={setSaved} />
          <PaymentsForm settings={settings} onSaved={setSaved} />
          <ShippingForm settings={settings} onSaved={setSaved} />
          <TaxForm />
          <StaffPanel canEdit={settings.canEdit} />
        </div>
      )}
    </>
  );
}
