import { AnnouncementsScreen } from './AnnouncementsScreen';

export default function NoticesScreen() {
  return <AnnouncementsScreen kind="notices" />;
}
