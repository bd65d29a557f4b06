// The platform's icon, served at /favicon.svg on every host and named in every page's head (a
// page without the link makes browsers ask for /favicon.ico, which is answered with it too).
export const FAVICON_PATH = '/favicon.svg';

export const FAVICON_LINK = `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`;

export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M9 21c2 2 4.5 3 7 3 3.5 0 6-1.8 6-4.5 0-5.5-12-3.5-12-9C10 8 12.5 7 15.5 7c2 0 4 .6 5.5 2" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></svg>';
