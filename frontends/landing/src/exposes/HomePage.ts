import '../styles.css';

export { default } from '../pages/home/HomePage';
