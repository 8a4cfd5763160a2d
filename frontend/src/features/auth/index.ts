export { usePublicConfig } from './api/get-public-config';
export { LoginForm } from './components/login-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
