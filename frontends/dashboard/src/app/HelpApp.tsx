/** /help and /help/ticket/:ticketId (doc 2 §2). The shell routes both paths here. */
import { matchPath, useLocation } from 'react-router';
import { RemotePage } from '@liquify/ui/core';
import { DashboardProviders } from './providers';
import { helpRoutes } from './routes';

export default function HelpApp() {
  const { pathname } = useLocation();
  const route = helpRoutes.find(({ path }) => matchPath({ path, end: true }, pathname)) ?? helpRoutes[helpRoutes.length - 1];
  const { Page } = route;
  return (
    <DashboardProviders>
      <RemotePage Page={Page} />
    </DashboardProviders>
  );
}
