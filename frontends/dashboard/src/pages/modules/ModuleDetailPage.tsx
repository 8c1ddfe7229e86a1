/** /dashboard/modules/:slug */
import { PageHeader } from '../../shell';

export default function ModuleDetailPage() {
  return <PageHeader title="Module" />;
}
