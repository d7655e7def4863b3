export { DownloadView } from './components/download-view';
