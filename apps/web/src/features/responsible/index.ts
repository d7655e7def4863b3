// Responsible gaming: the member centre's page (limits, reality check, time-out and self-exclusion, net
// position), the reality check and the round recall over a game, and the restriction shown after a login.
export { ResponsibleCentre } from './components/responsible-centre';
export { RealityCheckOverlay } from './components/reality-check-overlay';
export { RecallButton, RecallPanel } from './components/recall-panel';
export { RestrictionDialog } from './components/restriction-dialog';
export { responsibleKeys } from './api/responsible-calls';
