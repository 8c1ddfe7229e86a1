/** /dashboard/modules */
import { PageHeader } from '../../shell';

export default function ModulesPage() {
  return <PageHeader title="Modules" />;
}
