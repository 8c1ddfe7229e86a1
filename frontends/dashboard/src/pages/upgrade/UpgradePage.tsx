/** /dashboard/upgrade (doc 2 §2) — issue 15 fills this page. */
import { PageHeader } from '../../shell';

export default function UpgradePage() {
  return <PageHeader title="Choose Your Plan" />;
}
