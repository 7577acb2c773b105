/**
 * The few page-level side effects of the HTTP layer, behind one object so tests can observe them
 * (jsdom cannot navigate).
 */
export const pageControls = {
  alert: (message: string): void => window.alert(message),
  assign: (url: string): void => window.location.assign(url),
  reload: (): void => window.location.reload(),
};
