import { AnnouncementsScreen } from './AnnouncementsScreen';

export default function PopupsScreen() {
  return <AnnouncementsScreen kind="popups" />;
}
