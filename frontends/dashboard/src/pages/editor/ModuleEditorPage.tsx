/** /dashboard/library/edit/:userModuleId */
import { PageHeader } from '../../shell';

export default function ModuleEditorPage() {
  return <PageHeader title="Edit Module" />;
}
