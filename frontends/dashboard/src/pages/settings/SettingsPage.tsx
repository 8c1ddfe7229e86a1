import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@liquify/ui';
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

const isTab = (value: string | null): value is TabId => SETTINGS_TABS.some((tab) => tab.id === value);

/** /dashboard/settings; `?tab=` selects the tab (e.g. tab=billing) and follows the user's choice. */
export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'profile';
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageMeta title="Settings" noindex />
      <PageHeader title="Settings" subtitle="Manage your profile, password, plan and appearance." />
      <Tabs.Root value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <Tabs.List aria-label="Settings sections" className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {SETTINGS_TABS.map((t) => (
            <Tabs.Trigger
              key={t.id}
              value={t.id}
              className="min-h-11 shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="pt-6">
          <Tabs.Content value="profile">
            <ProfileTab />
          </Tabs.Content>
          <Tabs.Content value="security">
            <SecurityTab />
          </Tabs.Content>
          <Tabs.Content value="billing">
            <BillingTab />
          </Tabs.Content>
          <Tabs.Content value="appearance">
            <AppearanceTab />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </div>
  );
}
