import { render } from '@testing-library/react';
import { Book, showStartRoute } from '../app';
import { TOKEN_STORAGE_KEY, readLaunch, type Launch } from '../boot/launch';
import { TEST_TOKEN } from './book-back-end';

/** The book as a member opens it: the session token kept, the launch read from an address's query. */
export function renderBook(search = '', launch: Partial<Launch> = {}) {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, TEST_TOKEN);
  const opened = { ...readLaunch(search), ...launch };
  showStartRoute(opened);
  return render(<Book launch={opened} />);
}
