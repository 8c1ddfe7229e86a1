import '../styles.css';

export { default } from '../pages/payment-canceled/PaymentCanceledPage';
