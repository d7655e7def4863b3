export { LoginForm } from './components/login-form';
export { freePlay, logout } from './api/auth-calls';
export { useSignIn } from './hooks/use-sign-in';
