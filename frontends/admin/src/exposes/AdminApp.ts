import '../styles.css';

export { default } from '../app/AdminApp';
