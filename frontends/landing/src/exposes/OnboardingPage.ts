import '../styles.css';

export { default } from '../pages/onboarding/OnboardingPage';
