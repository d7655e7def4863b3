export { helpCenterQuery } from './api/help-calls';
export { HelpCentre } from './components/help-centre';
