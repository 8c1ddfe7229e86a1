/**
 * Full-page navigations, behind one object so tests can observe them (jsdom's location cannot be
 * redefined): `jest.spyOn(browser, 'assign')`.
 */
export const browser = {
  /** Reloads the current page. */
  reload(): void {
    window.location.reload();
  },
  /** Leaves the app for `url` (e.g. the hosted checkout page). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
