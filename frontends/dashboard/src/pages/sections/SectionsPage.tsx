/** /dashboard/sections */
import { PageHeader } from '../../shell';

export default function SectionsPage() {
  return <PageHeader title="Sections Library" />;
}
