export { MemberCentre } from './member-centre';
