/** /dashboard (home) */
import { PageHeader } from '../../shell';

export default function HomePage() {
  return <PageHeader title="Dashboard" />;
}
