/** /dashboard/library */
import { PageHeader } from '../../shell';

export default function LibraryPage() {
  return <PageHeader title="My Library" />;
}
