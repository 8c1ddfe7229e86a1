/** /dashboard/library/edit/section/:sectionId */
import { PageHeader } from '../../shell';

export default function SectionEditorPage() {
  return <PageHeader title="Edit Section" />;
}
