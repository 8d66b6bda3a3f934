// The header's and the tab bar's signed-in parts. A visitor's first screen never shows them, so they
// load apart from the entry (load-signed-in-parts.ts) and are there before any signed-in screen shows.
export { DrawerButton } from './drawer-button';
export { HeaderUser } from './header-user';
export { MainMenu } from './main-menu';
