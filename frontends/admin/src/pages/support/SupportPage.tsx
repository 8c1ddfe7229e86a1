/** /admin/support — Support management (doc 3 §2): the Tickets, FAQ and Analytics tabs. */
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/StatCard';
import { AnalyticsTab } from './AnalyticsTab';
import { FaqTab } from './FaqTab';
import { TicketsTab } from './TicketsTab';

const TABS = [
  { id: 'tickets', label: 'Tickets' },
  { id: 'faq', label: 'FAQ' },
  { id: 'analytics', label: 'Analytics' },
] as const;
type Tab = (typeof TABS)[number]['id'];

export default function SupportPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.some((t) => t.id === requested) ? (requested as Tab) : 'tickets';
  return (
    <div>
      <PageTitle title="Support Management" subtitle="Answer tickets, maintain the FAQ and follow support figures" />
      <Tabs.Root value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
        <Tabs.List aria-label="Support sections" className="flex gap-1 border-b border-slate-200">
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t.id}
              value={t.id}
              className="min-h-11 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="pt-6">
          <Tabs.Content value="tickets">
            <TicketsTab />
          </Tabs.Content>
          <Tabs.Content value="faq">
            <FaqTab />
          </Tabs.Content>
          <Tabs.Content value="analytics">
            <AnalyticsTab />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </div>
  );
}
