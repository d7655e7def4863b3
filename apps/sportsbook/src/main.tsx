import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Book, showStartRoute } from './app';
import { applyTheme, readLaunch, takeToken } from './boot/launch';
import './styles/global.css';

const launch = readLaunch(window.location.search);
takeToken();
applyTheme(launch.theme);
showStartRoute(launch);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Book launch={launch} />
    </StrictMode>,
  );
}
