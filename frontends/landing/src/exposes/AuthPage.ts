import '../styles.css';

export { default } from '../pages/auth/AuthPage';
