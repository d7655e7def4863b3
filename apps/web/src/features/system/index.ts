export { StatusScreen } from './components/status-screen';
