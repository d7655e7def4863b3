export { SecurityCentre } from './components/security-centre';
export { usePlayerAvatar } from './hooks/use-player-avatar';
