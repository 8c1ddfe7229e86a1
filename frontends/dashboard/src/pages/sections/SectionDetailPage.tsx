/** /dashboard/sections/:slug */
import { PageHeader } from '../../shell';

export default function SectionDetailPage() {
  return <PageHeader title="Section" />;
}
