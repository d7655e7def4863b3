// The header's login is here; its calls load with the first press (./components/header-actions), the
// login popup and the other auth modals from ./modals on first use.
export { HeaderLogin } from './components/header-login';
