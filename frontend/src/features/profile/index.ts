export { PasswordForm } from './components/password-form';
