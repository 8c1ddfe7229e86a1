/** /dashboard/settings (doc 2 §2) — issue 15 fills this page. */
import { PageHeader } from '../../shell';

export default function SettingsPage() {
  return <PageHeader title="Settings" />;
}
