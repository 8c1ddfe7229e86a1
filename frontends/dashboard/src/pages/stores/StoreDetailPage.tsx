/** /dashboard/stores/:id (doc 2 §2 store detail) — issue 15 fills this page. */
import { PageHeader } from '../../shell';

export default function StoreDetailPage() {
  return <PageHeader title="Store" />;
}
