export { AgentCentre } from './agent-centre';
