export { JoinView } from './components/join-view';
