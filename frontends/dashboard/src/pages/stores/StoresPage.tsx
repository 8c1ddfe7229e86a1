/** /dashboard/stores (doc 2 §2 Store Manager) — issue 15 fills this page. */
import { PageHeader } from '../../shell';

export default function StoresPage() {
  return <PageHeader title="Store Manager" />;
}
