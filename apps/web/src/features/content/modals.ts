// The content modals, loaded on first use (DOMPurify and the rich text stay out of the first page).
export { AnnouncementModal } from './components/announcement-modal';
export { PopupNoticeModal } from './components/popup-notice-modal';
