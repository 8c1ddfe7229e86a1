import '../styles.css';
import { preloadDashboardPage } from '../app/preload';

preloadDashboardPage(window.location.pathname, window.location.search);

export { default } from '../app/DashboardApp';
