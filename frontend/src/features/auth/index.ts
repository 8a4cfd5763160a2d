export { usePublicConfig } from './api/get-public-config';
export { LoginForm } from './components/login-form';
