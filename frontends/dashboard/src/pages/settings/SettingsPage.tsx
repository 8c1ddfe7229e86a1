import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta, Tabs, tabFrom } from '@liquify/ui';
import { PageHeader } from '../../shell';
import { AppearanceTab } from './AppearanceTab';
import { BillingTab } from './BillingTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';

export const SETTINGS_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'security', label: 'Security' },
  { id: 'billing', label: 'Billing & Plans' },
  { id: 'appearance', label: 'Appearance' },
] as const;
type TabId = (typeof SETTINGS_TABS)[number]['id'];

const PANELS: Record<TabId, ReactNode> = { profile: <ProfileTab />, security: <SecurityTab />, billing: <BillingTab />, appearance: <AppearanceTab /> };
const tabs = SETTINGS_TABS.map((tab) => ({ ...tab, content: PANELS[tab.id] }));

/** /dashboard/settings; `?tab=` selects the tab (e.g. tab=billing) and follows the user's choice. */
export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageMeta title="Settings" noindex />
      <PageHeader title="Settings" subtitle="Manage your profile, password, plan and appearance." />
      <Tabs label="Settings sections" tabs={tabs} value={tabFrom(tabs, params.get('tab'))} onValueChange={(value) => setParams({ tab: value }, { replace: true })} />
    </div>
  );
}
