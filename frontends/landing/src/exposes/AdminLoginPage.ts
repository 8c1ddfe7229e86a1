import '../styles.css';

export { default } from '../pages/admin-login/AdminLoginPage';
