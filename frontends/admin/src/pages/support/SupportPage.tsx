/** /admin/support — Support management (doc 3 §2): the Tickets, FAQ and Analytics tabs. */
import { useSearchParams } from 'react-router';
import { PageHeader, Tabs, tabFrom } from '@liquify/ui';
import { AnalyticsTab } from './AnalyticsTab';
import { FaqTab } from './FaqTab';
import { TicketsTab } from './TicketsTab';

const TABS = [
  { id: 'tickets', label: 'Tickets', content: <TicketsTab /> },
  { id: 'faq', label: 'FAQ', content: <FaqTab /> },
  { id: 'analytics', label: 'Analytics', content: <AnalyticsTab /> },
];

export default function SupportPage() {
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <PageHeader title="Support Management" subtitle="Answer tickets, maintain the FAQ and follow support figures" />
      <Tabs
        label="Support sections"
        tabs={TABS}
        value={tabFrom(TABS, params.get('tab'))}
        onValueChange={(next) => setParams({ tab: next }, { replace: true })}
      />
    </div>
  );
}
