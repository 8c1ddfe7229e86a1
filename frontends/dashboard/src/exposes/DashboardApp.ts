import '../styles.css';
import { preloadDashboardPage } from '../app/preload';

preloadDashboardPage(window.location.pathname);

export { default } from '../app/DashboardApp';
