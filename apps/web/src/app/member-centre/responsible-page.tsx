import { ResponsibleCentre } from '@/features/responsible';

/** responsibleGaming: limits, the reality check, time-out and self-exclusion, and the net position. */
export default function ResponsiblePage() {
  return <ResponsibleCentre />;
}
